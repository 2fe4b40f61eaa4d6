// The two servers under load: the built API on the bench database, and the bare Fastify baseline.
// Both are child processes of the benchmark, listening on free loopback ports, stopped by their pid.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

export interface Server {
  url: string;
  /** The child process (its memory is read from /proc by the chat benchmark). */
  pid: number | undefined;
  stop(): Promise<void>;
}

/**
 * The API bundle: BENCH_API_MAIN as given, else apps/api/dist/main.js, (re)built when missing or older
 * than the API or domain sources (only the API workspace: the benchmark needs no web build).
 */
export function apiMain(): string {
  if (process.env.BENCH_API_MAIN) return path.resolve(ROOT, process.env.BENCH_API_MAIN);
  const main = path.join(ROOT, 'apps/api/dist/main.js');
  const built = existsSync(main) ? statSync(main).mtimeMs : 0;
  const sources = ['apps/api/src', 'packages/domain/src'].map((dir) => newestFile(path.join(ROOT, dir)));
  if (built < Math.max(...sources)) {
    console.log(
      `${path.relative(ROOT, main)} ${built ? 'plus ancien que les sources' : 'absent'} : construction…`,
    );
    const build = spawnSync('npm', ['run', 'build', '--workspace', '@sugu/api'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (build.status !== 0 || !existsSync(main)) throw new Error('La construction de l’API a échoué.');
  }
  return main;
}

function newestFile(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    // Tests are not in the bundle.
    if (entry.isFile() && !entry.name.includes('.test.'))
      newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** A port nobody listens on now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject()));
    });
  });
}

/** Extra Node flags for the API under load, e.g. `--cpu-prof` (which NODE_OPTIONS refuses). */
const apiNodeArgs = () => process.env.BENCH_API_NODE_ARGS?.split(' ').filter(Boolean) ?? [];

/** The built API on the bench database; `env` overrides its settings (e.g. SEARCH_CACHE_SECONDS). */
export async function startApi(
  databaseUrl: string,
  main: string,
  env: Record<string, string> = {},
): Promise<Server> {
  const port = await freePort();
  return start('API', process.execPath, [...apiNodeArgs(), '--enable-source-maps', main], port, '/healthz', {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    RATE_LIMIT: 'false',
    DATA_DIR: path.join(ROOT, 'bench/.data/api'),
    ...env,
  });
}

/**
 * BENCH_CPU_PROF=<dir>: each API process writes a V8 CPU profile there when it stops (Node 20 refuses
 * --cpu-prof in NODE_OPTIONS, hence a flag of its own).
 */
const profileFlags = () =>
  process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
    : [];

/** The API for the chat benchmark: sharing rooms through Redis with its sibling processes. */
export async function startChatApi(databaseUrl: string, main: string, redisUrl: string): Promise<Server> {
  const port = await freePort();
  const args = [...profileFlags(), '--enable-source-maps', main];
  return start('API (chat)', process.execPath, args, port, '/healthz', {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    RATE_LIMIT: 'false',
    DATA_DIR: path.join(ROOT, 'bench/.data/api'),
  });
}

export async function startBare(): Promise<Server> {
  const port = await freePort();
  const script = path.join(ROOT, 'bench/bare-server.ts');
  return start('Fastify nu', process.execPath, ['--import', 'tsx', script], port, '/ping', {
    PORT: String(port),
  });
}

async function start(
  name: string,
  command: string,
  args: string[],
  port: number,
  readyPath: string,
  env: Record<string, string>,
): Promise<Server> {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 50) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(url + readyPath);
      if (response.ok) return { url, pid: child.pid, stop: () => stop(child) };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop(child);
  throw new Error(`${name} n’a pas démarré :\n${output.join('')}`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
