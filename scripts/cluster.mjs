// A local cluster: CLUSTER_SIZE API processes (default 3) behind nginx on one port, on the local PostgreSQL
// server and Redis, media on S3 (s3rver, a local stand-in). deploy/CLUSTER.md tells the whole story.
//   npm run cluster                  starts everything, prints the URL; Ctrl-C stops everything
//   npm run cluster -- up --detach   starts everything and returns (the bench's proofs use this)
//   npm run cluster -- down          stops everything a previous run started (pid files in the run dir)
//   npm run cluster -- status        what runs
//   npm run cluster -- restart N     SIGTERM process N (graceful), starts it again, waits until it answers
//   npm run cluster -- kill N        kill -9 process N
//   npm run cluster -- start N       starts process N again
// Settings (environment): CLUSTER_SIZE, CLUSTER_PORT (8080), CLUSTER_API_PORT (3101: the first process's),
// CLUSTER_S3_PORT (4569), CLUSTER_RUN_DIR (.cluster), DATABASE_URL (postgres://postgres@127.0.0.1:5432/
// sugu_cluster, created when missing), REDIS_URL (redis://127.0.0.1:6379), REDIS_PREFIX (sugu-cluster);
// any other variable of the API (RATE_LIMIT, SEED_DEMO, LOG_LEVEL…) is passed on to every process.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const RUN_DIR = path.resolve(ROOT, env.CLUSTER_RUN_DIR ?? '.cluster');
const STATE = path.join(RUN_DIR, 'cluster.json');
const API_MAIN = path.join(ROOT, 'apps/api/dist/main.js');
const require = createRequire(import.meta.url);
const S3RVER = require.resolve('s3rver/bin/s3rver.js');
const BUCKET = 'sugu-media';

const [command = 'up', ...args] = process.argv.slice(2);

/**
 * One VAPID key pair for every process (web push): the environment's, else a P-256 pair made here, in the
 * base64url forms config.ts reads (65-byte uncompressed public point, 32-byte private scalar).
 */
function vapidKeys(from) {
  if (from.VAPID_PUBLIC_KEY && from.VAPID_PRIVATE_KEY) {
    return { VAPID_PUBLIC_KEY: from.VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: from.VAPID_PRIVATE_KEY };
  }
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const secret = ecdh.getPrivateKey();
  return {
    VAPID_PUBLIC_KEY: ecdh.getPublicKey().toString('base64url'),
    VAPID_PRIVATE_KEY: Buffer.concat([Buffer.alloc(32 - secret.length), secret]).toString('base64url'),
  };
}

/** The cluster's settings, written once by `up` (the other commands read them back). */
function freshState() {
  const size = Number(env.CLUSTER_SIZE ?? 3);
  if (!Number.isInteger(size) || size < 1 || size > 32) fail('CLUSTER_SIZE : un entier de 1 à 32.');
  const port = Number(env.CLUSTER_PORT ?? 8080);
  const apiPort = Number(env.CLUSTER_API_PORT ?? 3101);
  const s3Port = Number(env.CLUSTER_S3_PORT ?? 4569);
  const url = `http://localhost:${port}`;
  const passed = Object.fromEntries(
    Object.entries(env).filter(([k]) =>
      /^(RATE_LIMIT|SEED_DEMO|LOG_LEVEL|SEARCH_CACHE_SECONDS|WALLET_MODE|SMTP_URL|MAIL_FROM|DEV_MAILBOX)$/.test(
        k,
      ),
    ),
  );
  return {
    size,
    port,
    url,
    apiPorts: Array.from({ length: size }, (_, i) => apiPort + i),
    s3Port,
    databaseUrl: env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sugu_cluster',
    apiEnv: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATABASE_URL: env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sugu_cluster',
      REDIS_URL: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_PREFIX: env.REDIS_PREFIX ?? 'sugu-cluster',
      // Identical in every process: sessions' signed cookies, the sandbox payments' signatures.
      SESSION_SECRET: env.SESSION_SECRET ?? randomBytes(32).toString('base64url'),
      // Several processes: the start-up check (config.ts) wants the shared secrets set, not made by each.
      CLUSTER_SIZE: String(size),
      ...vapidKeys(env),
      // nginx runs on this machine: only its loopback address may set X-Forwarded-*.
      TRUST_PROXY: 'loopback',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      SEED_DEMO: 'true',
      DEV_MAILBOX: 'true',
      LOG_LEVEL: 'warn',
      ...passed,
    },
  };
}

class Failure extends Error {}
function fail(message) {
  throw new Failure(message);
}

const readState = () => {
  if (!existsSync(STATE)) fail(`aucun cluster dans ${RUN_DIR} (npm run cluster).`);
  return JSON.parse(readFileSync(STATE, 'utf8'));
};
const pidFile = (name) => path.join(RUN_DIR, `${name}.pid`);
const readPid = (name) => {
  try {
    return Number(readFileSync(pidFile(name), 'utf8'));
  } catch {
    return null;
  }
};
const alive = (pid) => {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts a detached process, its output in RUN_DIR/<name>.log, its pid in RUN_DIR/<name>.pid. */
function launch(name, file, argv, extraEnv = {}) {
  const log = openSync(path.join(RUN_DIR, `${name}.log`), 'a');
  const child = spawn(file, argv, {
    cwd: ROOT,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', log, log],
    detached: true,
  });
  child.unref();
  writeFileSync(pidFile(name), String(child.pid));
  return child.pid;
}

async function waitFor(what, check, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(200);
  }
  fail(`${what} ne répond pas après ${timeoutMs / 1000} s (journaux dans ${RUN_DIR}).`);
}

const answers = (url) => fetch(url, { signal: AbortSignal.timeout(2000) }).then((r) => r.ok);

// ---------- pieces ----------

async function ensureDatabase(url) {
  const { default: pg } = await import('pg');
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  try {
    await client.connect();
  } catch (error) {
    fail(`PostgreSQL injoignable (${admin.host}) : ${error.message}`);
  }
  const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (!rowCount) {
    await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
    console.log(`Base ${name} créée.`);
  }
  await client.end();
}

function nginxBinary() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx']) {
    if (existsSync(candidate)) return candidate;
  }
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  if (found) return found;
  console.log('nginx absent : installation du paquet Debian (apt-get install -y nginx)…');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const install = (argv) =>
    spawnSync(sudo[0] ?? argv[0], sudo.length ? argv : argv.slice(1), { stdio: 'inherit' }).status === 0;
  if (!install(['apt-get', 'update']) || !install(['apt-get', 'install', '-y', 'nginx'])) {
    fail('installez nginx (apt-get install nginx) puis relancez.');
  }
  return '/usr/sbin/nginx';
}

function writeNginxConf(state) {
  const template = readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8');
  const servers = state.apiPorts
    .map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`)
    .join('\n');
  const conf = template
    .replaceAll('{{RUN_DIR}}', RUN_DIR)
    .replaceAll('{{LISTEN}}', String(state.port))
    .replaceAll('{{UPSTREAM_SERVERS}}', servers);
  const file = path.join(RUN_DIR, 'nginx.conf');
  writeFileSync(file, conf);
  return file;
}

function startApi(state, index) {
  const port = state.apiPorts[index - 1];
  return launch(`api-${index}`, process.execPath, ['--enable-source-maps', API_MAIN], {
    ...state.apiEnv,
    PORT: String(port),
    // Each process its own data directory (nothing is kept there with DATABASE_URL and S3, but a path).
    DATA_DIR: path.join(RUN_DIR, `data-${index}`),
  });
}

const apiHealth = (state, index) => `http://127.0.0.1:${state.apiPorts[index - 1]}/healthz`;

async function waitApi(state, index) {
  await waitFor(`Le processus API ${index}`, () => answers(apiHealth(state, index)));
}

async function stopPid(name, signal = 'SIGTERM', timeoutMs = 40_000) {
  const pid = readPid(name);
  if (alive(pid)) {
    process.kill(pid, signal);
    const deadline = Date.now() + timeoutMs;
    while (alive(pid) && Date.now() < deadline) await sleep(100);
    if (alive(pid)) process.kill(pid, 'SIGKILL');
  }
  rmSync(pidFile(name), { force: true });
}

// ---------- commands ----------

async function up() {
  const detach = args.includes('--detach');
  if (existsSync(STATE) && ['nginx', 'api-1', 's3'].some((n) => alive(readPid(n)))) {
    fail(`un cluster tourne déjà (${RUN_DIR}) : npm run cluster -- down.`);
  }
  mkdirSync(RUN_DIR, { recursive: true });
  const state = freshState();
  writeFileSync(STATE, JSON.stringify(state, null, 2), { mode: 0o600 });

  if (!existsSync(API_MAIN)) {
    console.log('Construction (npm run build)…');
    execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  }
  const nginx = nginxBinary();
  await ensureDatabase(state.databaseUrl);

  // S3 stand-in, its bucket created at start.
  const s3Dir = path.join(RUN_DIR, 's3');
  mkdirSync(s3Dir, { recursive: true });
  launch('s3', process.execPath, [
    S3RVER,
    '--directory',
    s3Dir,
    '--address',
    '127.0.0.1',
    '--port',
    String(state.s3Port),
    '--silent',
    '--configure-bucket',
    BUCKET,
  ]);
  await waitFor('s3rver', () =>
    fetch(`http://127.0.0.1:${state.s3Port}/`, { signal: AbortSignal.timeout(2000) }).then(() => true),
  );

  // The first process alone: it migrates the database and loads the demo data once; the others start on a
  // migrated, loaded database (the migrations also run under an advisory lock: no race either way).
  const started = Date.now();
  startApi(state, 1);
  await waitApi(state, 1);
  await Promise.all(
    state.apiPorts.slice(1).map((_, i) => {
      startApi(state, i + 2);
      return waitApi(state, i + 2);
    }),
  );

  const conf = writeNginxConf(state);
  const nginxArgs = ['-p', RUN_DIR, '-c', conf, '-e', path.join(RUN_DIR, 'nginx-error.log')];
  const test = spawnSync(nginx, [...nginxArgs, '-t'], { encoding: 'utf8' });
  if (test.status !== 0) fail(`configuration nginx refusée :\n${test.stderr}`);
  launch('nginx', nginx, nginxArgs);
  await waitFor('nginx', () => answers(`${state.url}/healthz`));

  console.log(
    `Cluster prêt en ${((Date.now() - started) / 1000).toFixed(1)} s : ${state.url}\n` +
      `  ${state.size} processus API (ports ${state.apiPorts.join(', ')}) derrière nginx, ` +
      `PostgreSQL ${new URL(state.databaseUrl).pathname.slice(1)}, Redis ${state.apiEnv.REDIS_URL}, ` +
      `S3 (s3rver) http://127.0.0.1:${state.s3Port}/${BUCKET}\n` +
      `  Comptes de démo : vendeurdemo / clientdemo. Journaux et pid : ${RUN_DIR}\n` +
      (detach ? '  Arrêt : npm run cluster -- down' : '  Ctrl-C arrête tout.'),
  );
  if (detach) return;
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    console.log('\nArrêt du cluster…');
    void down().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  setInterval(() => undefined, 60_000);
}

async function down() {
  if (!existsSync(RUN_DIR)) return console.log('Aucun cluster à arrêter.');
  // nginx first (no new request reaches the processes), then the processes (graceful), then S3.
  await stopPid('nginx', 'SIGQUIT');
  const state = existsSync(STATE) ? JSON.parse(readFileSync(STATE, 'utf8')) : { size: 32 };
  await Promise.all(Array.from({ length: state.size }, (_, i) => stopPid(`api-${i + 1}`)));
  await stopPid('s3');
  console.log('Cluster arrêté.');
}

function processIndex(state) {
  const index = Number(args[0]);
  if (!Number.isInteger(index) || index < 1 || index > state.size)
    fail(`numéro de processus : 1 à ${state.size}.`);
  return index;
}

async function status() {
  const state = readState();
  const names = ['nginx', 's3', ...state.apiPorts.map((_, i) => `api-${i + 1}`)];
  for (const name of names) {
    const pid = readPid(name);
    console.log(`${name.padEnd(8)} ${alive(pid) ? `pid ${pid}` : 'arrêté'}`);
  }
  console.log(state.url);
}

const commands = {
  up,
  down,
  status,
  async restart() {
    const state = readState();
    const index = processIndex(state);
    await stopPid(`api-${index}`);
    startApi(state, index);
    await waitApi(state, index);
  },
  async kill() {
    const state = readState();
    const index = processIndex(state);
    await stopPid(`api-${index}`, 'SIGKILL');
  },
  async start() {
    const state = readState();
    const index = processIndex(state);
    if (alive(readPid(`api-${index}`))) fail(`le processus ${index} tourne déjà.`);
    startApi(state, index);
    await waitApi(state, index);
  },
};

try {
  const run = commands[command];
  if (!run) fail(`commande inconnue « ${command} » (up, down, status, restart N, kill N, start N).`);
  await run();
} catch (error) {
  console.error(`cluster : ${error instanceof Failure ? error.message : error.stack}`);
  // A start that failed half-way leaves nothing running.
  if (command === 'up' && !(error instanceof Failure && error.message.startsWith('un cluster tourne')))
    await down();
  process.exit(1);
}
