// Start-up of `npm start` on a fresh clone: the built API (the command `npm start` runs) on a new, empty
// DATA_DIR with the demo data, then started again on the same directory. Times from the spawn:
// - /healthz answering 200 (the demo accounts can log in from then on),
// - a demo login (clientdemo / Sugu2026) and the feed's first page with its last picture,
// - every demo picture stored (/healthz says demoPictures "ready"),
// - on the restart: /healthz 200, and that nothing was loaded again.
// Usage: npm run startup -w @sugu/bench -- [--runs=3]   (BENCH_API_MAIN: another build to time)
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { apiMain, freePort, ROOT } from './servers.js';

const runsArg = process.argv.find((a) => a.startsWith('--runs='));
const RUNS = Math.min(Math.max(Number(runsArg?.split('=')[1] ?? 1) || 1, 1), 5);
const DEADLINE_MS = 180_000;
const DEMO = { email: 'clientdemo', motDePasse: 'Sugu2026' };

const loadAverage = () =>
  readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' / ').replaceAll('.', ',');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const secondsSince = (start: number) => Math.round(performance.now() - start) / 1000;

interface Started {
  url: string;
  child: ChildProcess;
  start: number;
  /** The server's log so far (pino JSON lines). */
  log(): string;
}

function startApi(main: string, dataDir: string, port: number): Started {
  const start = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', main], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  return { url: `http://127.0.0.1:${port}`, child, start, log: () => output };
}

async function stopApi(server: Started): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}

/** Polls /healthz until `done` accepts its body; returns the seconds since the spawn. */
async function waitHealth(server: Started, done: (body: { demoPictures?: string }) => boolean) {
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`L’API s’est arrêtée :\n${server.log()}`);
    if (performance.now() - server.start > DEADLINE_MS) throw new Error(`Pas prête :\n${server.log()}`);
    try {
      const res = await fetch(`${server.url}/healthz`);
      if (res.ok) {
        const body = (await res.json()) as { demoPictures?: string };
        if (body.demoPictures === 'failed') throw new Error('Images de démonstration en échec');
        if (done(body)) return secondsSince(server.start);
      }
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('Images')) throw error;
      // not listening yet
    }
    await pause(50);
  }
}

async function login(server: Started): Promise<{ seconds: number; cookie: string }> {
  const res = await fetch(`${server.url}/api/Auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (res.status !== 200) throw new Error(`Connexion de démo : ${res.status} ${await res.text()}`);
  return { seconds: secondsSince(server.start), cookie: res.headers.get('set-cookie')?.split(';')[0] ?? '' };
}

/** The feed's first page as the demo client, then the last picture it shows (likely not stored yet). */
async function feedAndPicture(server: Started, cookie: string): Promise<{ seconds: number; status: number }> {
  const feed = await fetch(`${server.url}/api/Publication`, { headers: { cookie } });
  if (feed.status !== 200) throw new Error(`Fil : ${feed.status}`);
  const pictures = (await feed.text()).match(/\/media\/[a-f0-9]+-\d+\.webp/g) ?? [];
  const last = pictures.at(-1);
  if (!last) throw new Error('Fil sans image');
  const image = await fetch(`${server.url}${last}`);
  await image.arrayBuffer();
  return { seconds: secondsSince(server.start), status: image.status };
}

/** "… en 1.2 s." figures the API logs at start-up, by the start of their message. */
function logged(log: string, prefix: string): number | null {
  for (const line of log.split('\n')) {
    const msg = /"msg":"([^"]*)"/.exec(line)?.[1];
    if (msg?.startsWith(prefix)) return Number(/ en ([\d.]+) s/.exec(msg)?.[1] ?? Number.NaN);
  }
  return null;
}

interface Run {
  healthz: number;
  login: number;
  feedPicture: number;
  /** The picture's HTTP status: anything but 200 is a broken image in the feed. */
  feedPictureStatus: number;
  allPictures: number;
  log: { modules: number | null; database: number | null; demoRows: number | null; listening: number | null };
  restart: { healthz: number; reseeded: boolean };
  load: string;
}

async function run(main: string, index: number): Promise<Run> {
  const dataDir = path.join(ROOT, `bench/.data/startup-${process.pid}-${index}`);
  await rm(dataDir, { recursive: true, force: true });
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const load = loadAverage();
  const first = startApi(main, dataDir, await freePort());
  try {
    const healthz = await waitHealth(first, () => true);
    const session = await login(first);
    const feed = await feedAndPicture(first, session.cookie);
    const allPictures = await waitHealth(first, (body) => body.demoPictures !== 'pending');
    const log = first.log();
    const modules = /dont ([\d.]+) s de chargement des modules/.exec(log)?.[1];
    const result = {
      healthz,
      login: session.seconds,
      feedPicture: feed.seconds,
      feedPictureStatus: feed.status,
      allPictures,
      log: {
        modules: modules ? Number(modules) : null,
        database: logged(log, 'Base de données ouverte'),
        demoRows: logged(log, 'Données de démonstration chargées'),
        listening: logged(log, 'Démarré'),
      },
    };
    await stopApi(first);

    const second = startApi(main, dataDir, await freePort());
    try {
      const restart = await waitHealth(second, () => true);
      await login(second);
      const reseeded = second.log().includes('Données de démonstration chargées');
      return { ...result, restart: { healthz: restart, reseeded }, load };
    } finally {
      await stopApi(second);
    }
  } finally {
    await stopApi(first);
    await rm(dataDir, { recursive: true, force: true });
  }
}

const main = apiMain();
console.log(
  `Démarrage de ${path.relative(ROOT, main)} sur un DATA_DIR neuf, ${RUNS} fois (charge ${loadAverage()}).`,
);
const runs: Run[] = [];
for (let i = 0; i < RUNS; i++) {
  const result = await run(main, i);
  runs.push(result);
  const l = result.log;
  console.log(
    `#${i + 1} /healthz 200 à ${result.healthz} s · connexion démo ${result.login} s · fil + image ${result.feedPicture} s` +
      `${result.feedPictureStatus === 200 ? '' : ` (image ${result.feedPictureStatus} !)`} · ` +
      `images prêtes ${result.allPictures} s · redémarrage ${result.restart.healthz} s` +
      `${result.restart.reseeded ? ' (RECHARGÉ !)' : ''} · journal : modules ${l.modules} s, base ${l.database} s, ` +
      `démo ${l.demoRows} s, écoute ${l.listening} s · charge ${result.load}`,
  );
  if (result.restart.reseeded || result.feedPictureStatus !== 200) process.exitCode = 1;
}

const file = path.join(
  ROOT,
  `bench/results/startup-${new Date().toISOString().slice(0, 16).replace(':', '')}.json`,
);
writeFileSync(
  file,
  `${JSON.stringify({ main: path.relative(ROOT, main), node: process.version, cpus: os.cpus().length, runs }, null, 2)}\n`,
);
console.log(`Résultats : ${path.relative(ROOT, file)}`);
