// Runs shell commands side by side, as many at a time as there are cores, and prints each one's output in
// one block when it ends (`npm run lint`, `npm run typecheck`: on two cores they take half the time).
// Exits with the first failed command's code once all have ended.
//
//   node scripts/parallel.mjs "tsc -b apps/api bench" "tsc -b packages/domain apps/web e2e"
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const commands = process.argv.slice(2);
const slots = Math.max(1, Number(process.env.PARALLEL_JOBS) || availableParallelism());

function run(command) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const status = code === 0 ? 'ok' : `failed (${signal ?? `exit ${code}`})`;
      process.stdout.write(`\n> ${command}: ${status} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

const queue = [...commands];
const codes = [];
await Promise.all(
  Array.from({ length: Math.min(slots, queue.length) }, async () => {
    while (queue.length > 0) codes.push(await run(queue.shift()));
  }),
);
process.exitCode = codes.find((code) => code !== 0) ?? 0;
