// `npm test`: every stage of the check, one after the other, stopping at the first that fails; at the end
// (or at that failure) a table of each stage's time, so that a stage growing slower shows in every run.
// The API tests run once per database: PGlite always, PostgreSQL when TEST_DATABASE_URL names a server.
//
//   npm test                       # every stage
//   npm test -- build journeys     # only the named stages, in their order
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

const STAGES = [
  { name: 'lint', command: 'npm run lint' },
  { name: 'types', command: 'npm run typecheck' },
  {
    name: 'unit + API (PGlite)',
    key: 'unit',
    command: 'vitest run --project domain --project web --project api',
  },
  {
    name: 'API (PostgreSQL)',
    key: 'api-pg',
    command: 'vitest run --project api-pg',
    skip: () => !process.env.TEST_DATABASE_URL && 'TEST_DATABASE_URL is not set',
  },
  { name: 'build', command: 'npm run build' },
  { name: 'budget', command: 'npm run test:budget' },
  { name: 'journeys', command: 'npm run test:e2e' },
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !STAGES.some((stage) => (stage.key ?? stage.name) === name));
if (unknown.length > 0) {
  console.error(`unknown stage ${unknown.join(', ')}: ${STAGES.map((s) => s.key ?? s.name).join(', ')}`);
  process.exit(2);
}

function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command, {
      cwd: ROOT,
      shell: true,
      stdio: 'inherit',
      env: {
        ...process.env,
        PATH: `${path.join(ROOT, 'node_modules/.bin')}${path.delimiter}${process.env.PATH}`,
      },
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const rows = [];
const started = performance.now();
let failed;
for (const stage of STAGES) {
  const key = stage.key ?? stage.name;
  if (wanted.length > 0 && !wanted.includes(key)) continue;
  if (failed) {
    rows.push([stage.name, '', 'not run']);
    continue;
  }
  const skipped = stage.skip?.();
  if (skipped) {
    rows.push([stage.name, '', `skipped: ${skipped}`]);
    continue;
  }
  console.log(`\n== ${stage.name}: ${stage.command}`);
  const start = performance.now();
  const code = await run(stage.command);
  const time = seconds(performance.now() - start);
  if (code !== 0) failed = { stage, code };
  rows.push([stage.name, time, code === 0 ? 'ok' : `FAILED (exit ${code})`]);
}
rows.push(['total', seconds(performance.now() - started), failed ? `failed at ${failed.stage.name}` : 'ok']);

const width = Math.max(...rows.map(([name]) => name.length));
console.log('\n== npm test: time per stage');
for (const [name, time, status] of rows)
  console.log(`  ${name.padEnd(width)}  ${time.padStart(8)}  ${status}`);
process.exitCode = failed ? failed.code : 0;
