// Chat load: N SignalR connections to /chathub (the official @microsoft/signalr client on WebSockets, as
// the web app), spread over two API processes sharing Redis, M messages per second between random open
// pairs (buyer on one process, seller on the other, so every message crosses Redis). Each message is
// SendMessage(senderId, receiverId, content), the content carrying the bench's id. Measures the
// SendMessage → ReceiveMessage latency at the receiver, lost and duplicated deliveries and the servers'
// memory per connection.
// Traffic stays on 127.0.0.1; sizes are bounded. Usage:
//   npm run chat -w @sugu/bench -- --sockets=1000 --rate=200 --duration=20
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HttpTransportType, type HubConnection, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { type ChatMessage, MESSAGING } from '@sugu/domain';
import pg from 'pg';
import { BENCH_DATABASE_URL } from './lib.js';
import { apiMain, ROOT, startChatApi } from './servers.js';

function option(name: string, fallback: number, max: number): number {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  const value = arg ? Number(arg.split('=')[1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} invalide`);
  return Math.min(value, max);
}

const SOCKETS = Math.floor(option('sockets', 1000, 10_000) / 2) * 2;
const RATE = option('rate', 200, 2000);
const DURATION_S = option('duration', 20, 120);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PAIRS = SOCKETS / 2;

const dbUrl = new URL(BENCH_DATABASE_URL);
dbUrl.pathname = '/sugu_chat_bench';
const adminUrl = new URL(BENCH_DATABASE_URL);
adminUrl.pathname = '/postgres';

const rssMiB = (pid: number | undefined) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};
/** CPU seconds (user + system) a process has used so far, from /proc (clock ticks of 10 ms). */
const cpuSeconds = (pid: number | undefined) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
/** CPU seconds of each process still alive. */
const cpuByPid = (pids: number[]) =>
  new Map(
    pids.flatMap((pid) => {
      try {
        return [[pid, cpuSeconds(pid)] as const];
      } catch {
        return []; // a backend that ended
      }
    }),
  );
/** The PostgreSQL backends serving the API processes (same machine: their CPU is read from /proc). */
async function postgresBackends(db: pg.Client): Promise<number[]> {
  const { rows } = await db.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  return rows.map((r) => r.pid);
}
const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : Number.NaN;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** `promise`, or a rejection after `ms` (an unanswered SendMessage counts as refused, as before). */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`pas de réponse en ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
/** Every message's content: this prefix and the bench's id, read back at the receiver. */
const CONTENT_PREFIX = 'Message ';

async function recreateDatabase() {
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query('drop database if exists sugu_chat_bench with (force)');
  await admin.query('create database sugu_chat_bench');
  await admin.end();
}

/** PAIRS buyers and sellers with a session each, a shop per seller and an open conversation per pair. */
async function createPairs(db: pg.Client) {
  const tokens = Array.from({ length: SOCKETS }, () => randomBytes(32).toString('base64url'));
  const hash = (t: string) => createHash('sha256').update(t).digest('base64url');
  const { rows: users } = await db.query<{ id: string }>(
    `insert into users (id, email, username, role, name, first_name)
     select gen_random_uuid(), 'chat' || i || '@bench.sugu.ml', 'chat' || i,
            case when i > $1 then 'Vendeur' else 'Client' end, 'Diarra', 'Moussa'
     from generate_series(1, $2) i order by i returning id`,
    [PAIRS, SOCKETS],
  );
  await db.query(
    `insert into sessions (id, user_id, expires_at) select * from unnest($1::text[], $2::uuid[], $3::timestamptz[])`,
    [tokens.map(hash), users.map((u) => u.id), users.map(() => new Date(Date.now() + 86_400_000))],
  );
  const buyers = users.slice(0, PAIRS).map((u) => u.id);
  const sellers = users.slice(PAIRS).map((u) => u.id);
  const { rows: shops } = await db.query<{ id: string; user_id: string }>(
    `insert into shops (id, user_id, shop_name, category_id, biography)
     select gen_random_uuid(), s, 'Boutique ' || n, (select id from categories limit 1), 'Banc d’essai'
     from unnest($1::uuid[]) with ordinality as t(s, n) returning id, user_id`,
    [sellers],
  );
  const shopOf = new Map(shops.map((s) => [s.user_id, s.id]));
  const { rows: conversations } = await db.query<{ id: string; buyer_id: string }>(
    `insert into conversations (id, buyer_id, seller_id, shop_id, opened_at)
     select gen_random_uuid(), b, s, sh, now()
     from unnest($1::uuid[], $2::uuid[], $3::uuid[]) as t(b, s, sh) returning id, buyer_id`,
    [buyers, sellers, sellers.map((s) => shopOf.get(s))],
  );
  const conversationOf = new Map(conversations.map((c) => [c.buyer_id, c.id]));
  return buyers.map((buyerId, i) => ({
    conversationId: conversationOf.get(buyerId)!,
    buyer: { userId: buyerId, token: tokens[i]! },
    seller: { userId: sellers[i]!, token: tokens[PAIRS + i]! },
  }));
}

/** A started hub connection on WebSockets with the session cookie (no automatic reconnection). */
async function connect(url: string, token: string): Promise<HubConnection> {
  const connection = new HubConnectionBuilder()
    .withUrl(`${url}${MESSAGING.hubPath}`, {
      transport: HttpTransportType.WebSockets,
      headers: { cookie: `sugu_session=${token}` },
      withCredentials: true,
    })
    .configureLogging(LogLevel.None)
    .build();
  // Acknowledgements may wait behind a busy server: no client-side timeout shorter than the bench's.
  connection.serverTimeoutInMilliseconds = 60_000;
  await connection.start();
  return connection;
}

async function connectAll(jobs: (() => Promise<HubConnection>)[], concurrency = 50) {
  const sockets: HubConnection[] = new Array(jobs.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < jobs.length) {
        const i = next++;
        sockets[i] = await jobs[i]!();
      }
    }),
  );
  return sockets;
}

async function main() {
  console.log(
    `Chat : ${SOCKETS} connexions SignalR, ${RATE} messages/s pendant ${DURATION_S} s, Redis ${REDIS_URL}`,
  );
  const apiBundle = apiMain();
  await recreateDatabase();
  // One after the other: the first migrates the new database.
  const a = await startChatApi(dbUrl.toString(), apiBundle, REDIS_URL);
  const b = await startChatApi(dbUrl.toString(), apiBundle, REDIS_URL);
  const db = new pg.Client({ connectionString: dbUrl.toString() });
  await db.connect();
  const sockets: HubConnection[] = [];
  try {
    const pairs = await createPairs(db);
    await pause(1000);
    const before = [rssMiB(a.pid), rssMiB(b.pid)];
    const connectCpuBefore = cpuSeconds(a.pid) + cpuSeconds(b.pid);
    const connectStart = performance.now();
    const connected = await connectAll(
      pairs.flatMap((p) => [() => connect(a.url, p.buyer.token), () => connect(b.url, p.seller.token)]),
    );
    sockets.push(...connected);
    const connectSeconds = (performance.now() - connectStart) / 1000;
    // CPU the two API processes spent per connection (handshake, session, presence): less load-dependent
    // than the connection rate on a shared machine.
    const connectCpuMs = ((cpuSeconds(a.pid) + cpuSeconds(b.pid) - connectCpuBefore) * 1000) / SOCKETS;
    await pause(2000);
    const after = [rssMiB(a.pid), rssMiB(b.pid)];
    const perSocketKiB = ((after[0]! - before[0]! + after[1]! - before[1]!) * 1024) / SOCKETS;

    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    const received = new Set<string>();
    let duplicated = 0;
    connected.forEach((socket, i) => {
      const me = i % 2 === 0 ? pairs[i / 2]!.buyer.userId : pairs[(i - 1) / 2]!.seller.userId;
      socket.on('ReceiveMessage', (m: ChatMessage) => {
        // The sender's own devices get it too; the receiver's copy is the one measured.
        if (m.receiverId !== me) return;
        const id = m.content.startsWith(CONTENT_PREFIX) ? m.content.slice(CONTENT_PREFIX.length) : undefined;
        if (!id) return;
        if (received.has(id)) {
          duplicated++;
          return;
        }
        received.add(id);
        const start = sentAt.get(id);
        if (start !== undefined) latencies.push(performance.now() - start);
      });
    });

    let acked = 0;
    let refused = 0;
    const acks: Promise<void>[] = [];
    const accepted = new Set<string>();
    let seq = 0;
    const tickMs = 20;
    const total = Math.round(RATE * DURATION_S);
    const loadStart = performance.now();
    const cpuBefore = {
      a: cpuSeconds(a.pid),
      b: cpuSeconds(b.pid),
      postgres: cpuByPid(await postgresBackends(db)),
      bench: process.cpuUsage(),
    };
    while (seq < total) {
      const due = Math.min(total, Math.floor(((performance.now() - loadStart) / 1000) * RATE));
      while (seq < due) {
        const i = Math.floor(Math.random() * PAIRS);
        const fromBuyer = Math.random() < 0.5;
        const socket = connected[2 * i + (fromBuyer ? 0 : 1)]!;
        const { buyer, seller } = pairs[i]!;
        const [from, to] = fromBuyer ? [buyer, seller] : [seller, buyer];
        const clientId = `b${seq++}`;
        sentAt.set(clientId, performance.now());
        // The Completion's result is the stored message; a refusal is its error (the French message).
        acks.push(
          withTimeout(
            socket.invoke<ChatMessage>('SendMessage', from.userId, to.userId, `${CONTENT_PREFIX}${clientId}`),
            10_000,
          )
            .then(() => {
              acked++;
              accepted.add(clientId);
            })
            .catch(() => {
              refused++;
            }),
        );
      }
      await pause(tickMs);
    }
    const sendSeconds = (performance.now() - loadStart) / 1000;
    await Promise.all(acks);
    const loadSeconds = (performance.now() - loadStart) / 1000;
    const benchCpu = process.cpuUsage(cpuBefore.bench);
    // Share of one core each process used while messages were sent and acknowledged.
    const cpuShare = (seconds: number) => Math.round((seconds / loadSeconds) * 100) / 100;
    // A backend the pool opened during the load counts from zero (its start is part of the cost).
    let postgresCpu = 0;
    for (const [pid, seconds] of cpuByPid(await postgresBackends(db)))
      postgresCpu += seconds - (cpuBefore.postgres.get(pid) ?? 0);
    const apiCpu = cpuSeconds(a.pid) - cpuBefore.a + cpuSeconds(b.pid) - cpuBefore.b;
    const cpu = {
      apiA: cpuShare(cpuSeconds(a.pid) - cpuBefore.a),
      apiB: cpuShare(cpuSeconds(b.pid) - cpuBefore.b),
      postgres: cpuShare(postgresCpu),
      bench: cpuShare((benchCpu.user + benchCpu.system) / 1e6),
    };
    // Deliveries still on their way get a few seconds.
    const graceEnd = Date.now() + 5000;
    while (Date.now() < graceEnd && [...accepted].some((id) => !received.has(id))) await pause(100);
    const lost = [...accepted].filter((id) => !received.has(id)).length;
    const sorted = latencies.sort((x, y) => x - y);
    const result = {
      date: new Date().toISOString(),
      machine: `${os.availableParallelism()} cœurs (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}`,
      loadAverage: os.loadavg().map((n) => Math.round(n * 10) / 10),
      sockets: SOCKETS,
      processes: 2,
      rate: RATE,
      durationSeconds: DURATION_S,
      sent: total,
      achievedRate: Math.round(total / sendSeconds),
      acked,
      refused,
      delivered: received.size,
      lost,
      duplicated,
      latencyMs: {
        p50: Math.round(percentile(sorted, 50) * 10) / 10,
        p99: Math.round(percentile(sorted, 99) * 10) / 10,
        max: Math.round((sorted.at(-1) ?? Number.NaN) * 10) / 10,
      },
      connectSeconds: Math.round(connectSeconds * 10) / 10,
      connectCpuMsPerSocket: Math.round(connectCpuMs * 100) / 100,
      cpuCores: cpu,
      apiCpuMsPerMessage: Math.round(((apiCpu * 1000) / total) * 100) / 100,
      serverRssMiB: { before: before.map(Math.round), after: after.map(Math.round) },
      memoryPerSocketKiB: Math.round(perSocketKiB),
    };
    console.log(JSON.stringify(result, null, 2));
    const dir = path.join(ROOT, 'bench/results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `chat-${SOCKETS}-${RATE}.json`), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await Promise.all(sockets.map((socket) => socket.stop().catch(() => undefined)));
    await db.end();
    await Promise.all([a.stop(), b.stop()]);
  }
}

await main();
