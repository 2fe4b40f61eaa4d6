// Order benchmark: the oversell race, then orders per second on one hot product and on many products,
// beside a bare Fastify route measured by the same driver in the same run.
//   npx tsx --conditions=source bench/orders.ts [--duration=10] [--connections=20] [--racers=500] [--outreach]
// --outreach: the seller has a verified e-mail and phone and a push subscription on a local push service, so
// every order also sends a web push (encrypted, signed, posted) and an e-mail (dev mailbox) after commit.
// Uses its own database (BENCH_ORDERS_DATABASE_URL, default sugu_bench_orders), dropped and re-created
// each run and migrated by the API at start-up. Every order is a distinct buyer whose session holds a PIN
// grant (single use, as a real client's after confirm-pin), with an Idempotency-Key like a real client.
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { ensureDatabase, formatInt } from './lib.js';
import { BENCH_DIR, describeMachine, machineLine, ms, writeReadmeSection } from './report.js';
import { apiMain, type Server, startApi, startBare } from './servers.js';

const option = (name: string, fallback: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const DURATION = Number(option('duration', '10'));
const CONNECTIONS = Number(option('connections', '20'));
const RACERS = Number(option('racers', '500'));
const OUTREACH = process.argv.includes('--outreach');
const RACE_STOCK = 100;
const MANY_PRODUCTS = 1000;
const WARMUP = 2;

const DATABASE_URL =
  process.env.BENCH_ORDERS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sugu_bench_orders';

interface Measure {
  id: string;
  label: string;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** Answers other than the expected status. */
  failures: number;
  /**
   * CPU time per request (ms) of the API process and of this database's PostgreSQL backends, read from
   * /proc: unlike the rate, it barely moves with the machine's load, so it projects the quiet rate.
   */
  cpuMs?: { api: number; postgres: number };
}

async function main() {
  await recreateDatabase(DATABASE_URL);
  const servers: Server[] = [];
  const db = new pg.Pool({ connectionString: DATABASE_URL, max: 4 });
  try {
    const machine = await describeMachine(db);
    console.log(machineLine(machine));
    const pushService = OUTREACH ? await startPushService() : undefined;
    const outreachEnv: Record<string, string> = pushService
      ? { PUSH_ENDPOINT_HOSTS: pushService.url, DEV_MAILBOX: 'true' }
      : {};
    const [api, bare] = await Promise.all([startApi(DATABASE_URL, apiMain(), outreachEnv), startBare()]);
    servers.push(api, bare);
    if (pushService) servers.push(pushService);
    const data = await prepare(db);
    if (pushService) await subscribeSeller(db, pushService.url);

    // 1. The race: RACERS buyers at once on a stock of RACE_STOCK.
    const raceAgent = new http.Agent({ keepAlive: true, maxSockets: RACERS });
    const racers = data.buyers.splice(0, RACERS);
    const raceStart = performance.now();
    const answers = await Promise.all(
      racers.map((cookie) => postOrder(api.url, raceAgent, cookie, data.raceProduct)),
    );
    const raceMs = performance.now() - raceStart;
    raceAgent.destroy();
    const created = answers.filter((a) => a.status === 201).length;
    const refused = answers.filter((a) => a.status === 409).length;
    const race = await db.query<{ stock: number; orders: string }>(
      `select product_stock as stock, (select count(*) from orders where product_id = $1) as orders
       from products where id = $1`,
      [data.raceProduct],
    );
    const raceResult = {
      racers: RACERS,
      stock: RACE_STOCK,
      created,
      refused,
      other: RACERS - created - refused,
      stockAfter: race.rows[0]!.stock,
      ordersInDatabase: Number(race.rows[0]!.orders),
      ms: Math.round(raceMs),
    };
    console.log(
      `Course : ${RACERS} acheteurs, stock ${RACE_STOCK} → ${created} commandes (201), ${refused} « Stock insuffisant » (409), ` +
        `stock final ${raceResult.stockAfter}, ${raceResult.ordersInDatabase} commandes en base, ${raceResult.ms} ms`,
    );
    const raceOk =
      created === RACE_STOCK &&
      raceResult.other === 0 &&
      raceResult.stockAfter === 0 &&
      raceResult.ordersInDatabase === RACE_STOCK;

    // 2. Throughput: one hot product, many products, and the bare route.
    const measures: Measure[] = [];
    const hotBefore = await stockOf(db, data.hotProduct);
    const cpu = { api: api.pid, db };
    measures.push(
      await load(
        'orders-hot',
        'Commandes, un produit très demandé',
        () => postOrderNext(api.url, data, () => data.hotProduct),
        cpu,
      ),
    );
    let next = 0;
    measures.push(
      await load(
        'orders-many',
        `Commandes, ${formatInt(MANY_PRODUCTS)} produits`,
        () => postOrderNext(api.url, data, () => data.manyProducts[next++ % data.manyProducts.length]!),
        cpu,
      ),
    );
    measures.push(await load('bare', 'Fastify nu (route triviale)', () => get(`${bare.url}/ping`)));
    const hotAfter = await stockOf(db, data.hotProduct);
    const hotOrders = await db.query<{ n: string }>(
      'select coalesce(sum(product_number), 0) as n from orders where product_id = $1',
      [data.hotProduct],
    );
    const stockConsistent = hotBefore - hotAfter === Number(hotOrders.rows[0]!.n);
    console.log(
      `Stock du produit très demandé cohérent avec ses commandes : ${stockConsistent ? 'oui' : 'NON'}`,
    );

    const outreach = pushService && (await outreachSent(db, pushService));
    if (outreach) {
      console.log(
        `Hors de l'application : ${outreach.pushes} pushs reçus, ${outreach.mails} e-mails, pour ${outreach.orders} commandes ` +
          `(${outreach.left} notifications encore à envoyer à la fin)`,
      );
    }

    const result = {
      machine: { ...machine, loadAverageAtEnd: (await describeMachine(db)).loadAverage },
      settings: {
        connections: CONNECTIONS,
        durationSeconds: DURATION,
        warmupSeconds: WARMUP,
        outreach: OUTREACH,
      },
      ...(outreach && { outreach }),
      race: raceResult,
      stockConsistent,
      measures,
    };
    const file = path.join(
      BENCH_DIR,
      'results',
      `${machine.date.slice(0, 10)}-orders${OUTREACH ? '-outreach' : ''}.json`,
    );
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
    if (!OUTREACH) await writeReadmeSection('orders', ordersMarkdown(result, path.basename(file)));
    console.log(`Résultats : ${path.relative(process.cwd(), file)}`);
    if (!raceOk || !stockConsistent || measures.some((m) => m.failures > 0)) process.exitCode = 1;
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await db.end();
  }
}

/** A push service stand-in: answers 201 to every push, as FCM does, and counts them. */
async function startPushService(): Promise<Server & { received: () => number }> {
  let received = 0;
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received++;
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    pid: undefined,
    received: () => received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The seller's e-mail and phone verified, and one device subscribed to `pushUrl` (a real P-256 key). */
async function subscribeSeller(db: pg.Pool, pushUrl: string) {
  const device = createECDH('prime256v1');
  device.generateKeys();
  await db.query(
    `with seller as (
       update users set is_email_verified = true, is_phone_verified = true
       where email = 'vendeur@bench.ml' returning id),
     session as (
       insert into sessions (id, user_id, expires_at)
       select 'bench-seller-device', id, now() + interval '1 day' from seller returning id, user_id)
     insert into push_subscriptions (id, user_id, session_id, endpoint, p256dh, auth)
     select gen_random_uuid(), user_id, id, $1, $2, $3 from session`,
    [
      `${pushUrl}/push/bench-seller`,
      device.getPublicKey().toString('base64url'),
      randomBytes(16).toString('base64url'),
    ],
  );
}

/** What went out of the app once the dispatcher has caught up (waits up to 60 s for it). */
async function outreachSent(db: pg.Pool, pushService: { received: () => number }) {
  const left = async () =>
    Number(
      (await db.query<{ n: string }>('select count(*) as n from notifications where dispatched_at is null'))
        .rows[0]!.n,
    );
  const until = Date.now() + 60_000;
  while ((await left()) > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 500));
  const count = async (query: string) => Number((await db.query<{ n: string }>(query)).rows[0]!.n);
  return {
    orders: await count('select count(*) as n from orders'),
    pushes: pushService.received(),
    mails: await count('select count(*) as n from dev_mailbox'),
    left: await left(),
  };
}

async function recreateDatabase(url: string) {
  const admin = new URL(url);
  const name = decodeURIComponent(admin.pathname.slice(1));
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists "${name.replaceAll('"', '""')}" with (force)`);
  await client.end();
  await ensureDatabase(url);
}

/** Runs the API's migrations (by starting it) first, then writes the seller, products and buyers in SQL. */
async function prepare(db: pg.Pool) {
  const buyers = RACERS + Math.ceil((DURATION + WARMUP) * 2 * 3000);
  const { rows: seller } = await db.query<{ id: string }>(
    `insert into users (id, email, username, role, name, first_name, phone)
     values (gen_random_uuid(), 'vendeur@bench.ml', 'vendeurbench', 'Vendeur', 'Keita', 'Awa', '66000000') returning id`,
  );
  const { rows: shop } = await db.query<{ id: string }>(
    `insert into shops (id, user_id, shop_name, category_id, biography)
     values (gen_random_uuid(), $1, 'Boutique du bench', (select id from categories limit 1), 'Boutique de mesure') returning id`,
    [seller[0]!.id],
  );
  const shopId = shop[0]!.id;
  // Product 0: the race (stock RACE_STOCK); product 1: the hot product; the others: many products.
  const { rows: products } = await db.query<{ id: string; name: string }>(
    `insert into products (id, shop_id, category_id, product_name, product_price, product_stock)
     select gen_random_uuid(), $1, (select id from categories limit 1), 'Produit ' || n, 1000 + n,
            case when n = 0 then ${RACE_STOCK} else 1000000000 end
     from generate_series(0, ${MANY_PRODUCTS + 1}) n returning id, product_name as name`,
    [shopId],
  );
  // Tokens 'bench-<n>'; the session id is their SHA-256 in base64url, as session/session.ts stores it.
  await db.query(
    `with u as (
       insert into users (id, email, username, role, name, first_name, phone)
       select gen_random_uuid(), 'b' || n || '@bench.ml', 'b' || n, 'Client', 'Traoré', 'Moussa', '76000000'
       from generate_series(1, ${buyers}) n returning id, username)
     insert into sessions (id, user_id, expires_at, pin_grant_expires_at)
     select translate(rtrim(encode(sha256(convert_to('bench-' || substr(username, 2), 'UTF8')), 'base64'), '='), '+/', '-_'),
            id, now() + interval '1 day', now() + interval '1 day'
     from u`,
  );
  const byName = (name: string) => products.find((p) => p.name === name)!.id;
  return {
    raceProduct: byName('Produit 0'),
    hotProduct: byName('Produit 1'),
    manyProducts: products.filter((p) => p.name !== 'Produit 0' && p.name !== 'Produit 1').map((p) => p.id),
    buyers: Array.from({ length: buyers }, (_, i) => `sugu_session=bench-${i + 1}`),
  };
}

async function stockOf(db: pg.Pool, productId: string): Promise<number> {
  const { rows } = await db.query<{ s: number }>('select product_stock as s from products where id = $1', [
    productId,
  ]);
  return rows[0]!.s;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

function send(
  url: string,
  options: { method: string; headers?: Record<string, string>; body?: string; agent?: http.Agent },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: options.method, headers: options.headers, agent: options.agent ?? agent },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    request.on('error', reject);
    if (options.body) request.write(options.body);
    request.end();
  });
}

function postOrder(base: string, via: http.Agent, cookie: string, productId: string) {
  return send(`${base}/api/Order/create`, {
    method: 'POST',
    agent: via,
    headers: { cookie, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({ productId, productNumber: 1, deliveryMethod: 'home' }),
  });
}

async function postOrderNext(base: string, data: { buyers: string[] }, productId: () => string) {
  const cookie = data.buyers.pop();
  if (!cookie) throw new Error('Plus d’acheteurs préparés : augmentez leur nombre dans prepare().');
  const res = await postOrder(base, agent, cookie, productId());
  return res.status === 201;
}

async function get(url: string) {
  return (await send(url, { method: 'GET' })).status === 200;
}

/** CPU seconds (user + system) a process has used, from /proc (Linux); 0 when unreadable. */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}
const CLOCK_TICKS = 100;

/** CPU seconds of the API process and of the backends connected to the bench database. */
async function cpuNow(cpu: { api: number | undefined; db: pg.Pool }) {
  const { rows } = await cpu.db.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database()',
  );
  return {
    api: cpu.api ? cpuSeconds(cpu.api) : 0,
    postgres: rows.reduce((sum, r) => sum + cpuSeconds(r.pid), 0),
  };
}

/** CONNECTIONS loops sending one request after another: WARMUP seconds, then DURATION seconds measured. */
async function load(
  id: string,
  label: string,
  one: () => Promise<boolean>,
  cpu?: { api: number | undefined; db: pg.Pool },
): Promise<Measure> {
  const run = async (seconds: number) => {
    const latencies: number[] = [];
    let failures = 0;
    const end = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < end) {
          const started = performance.now();
          const ok = await one().catch(() => false);
          latencies.push(performance.now() - started);
          if (!ok) failures++;
        }
      }),
    );
    return { latencies: latencies.sort((a, b) => a - b), failures };
  };
  await run(WARMUP);
  const before = cpu && (await cpuNow(cpu));
  const { latencies, failures } = await run(DURATION);
  const after = cpu && (await cpuNow(cpu));
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  const measure: Measure = {
    id,
    label,
    requests: latencies.length,
    perSecond: Math.round(latencies.length / DURATION),
    p50: Math.round(at(0.5) * 10) / 10,
    p99: Math.round(at(0.99) * 10) / 10,
    max: Math.round((latencies.at(-1) ?? 0) * 10) / 10,
    failures,
  };
  if (before && after && latencies.length > 0) {
    const perRequest = (seconds: number) => Math.round((seconds * 1000 * 100) / latencies.length) / 100;
    measure.cpuMs = {
      api: perRequest(after.api - before.api),
      postgres: perRequest(after.postgres - before.postgres),
    };
  }
  console.log(
    `${label.padEnd(40)} ${String(measure.perSecond).padStart(6)} req/s  p50 ${ms(measure.p50).padStart(5)} ms  ` +
      `p99 ${ms(measure.p99).padStart(5)} ms${failures ? `  ÉCHECS ${failures}` : ''}` +
      (measure.cpuMs
        ? `  CPU par commande : API ${measure.cpuMs.api} ms, PostgreSQL ${measure.cpuMs.postgres} ms`
        : ''),
  );
  return measure;
}

function ordersMarkdown(
  result: {
    machine: Awaited<ReturnType<typeof describeMachine>> & { loadAverageAtEnd: number[] };
    settings: { connections: number; durationSeconds: number };
    race: {
      racers: number;
      stock: number;
      created: number;
      refused: number;
      other: number;
      stockAfter: number;
      ordersInDatabase: number;
      ms: number;
    };
    stockConsistent: boolean;
    measures: Measure[];
  },
  file: string,
): string {
  const { machine, settings, race, measures } = result;
  return [
    `Dernière mesure (\`npm run orders -w @sugu/bench\`) : ${machineLine(machine)} (charge à la fin : ${machine.loadAverageAtEnd.join(' / ')}).`,
    '',
    `Course : ${race.racers} acheteurs commandent en même temps 1 unité d’un produit en stock ${race.stock} → ` +
      `**${race.created} commandes** (201), ${race.refused} « Stock insuffisant » (409), ${race.other} autre réponse, ` +
      `stock final **${race.stockAfter}**, ${race.ordersInDatabase} commandes en base, en ${formatInt(race.ms)} ms.`,
    '',
    `Débit : ${settings.connections} connexions, ${settings.durationSeconds} s par mesure (après 2 s de chauffe), ` +
      `127.0.0.1 ; chaque commande par un acheteur distinct (autorisation PIN, clé Idempotency-Key), quantité 1. ` +
      `Stock du produit très demandé égal au stock initial moins ses commandes : ${result.stockConsistent ? 'oui' : 'NON'}. Détail : \`results/${file}\`.`,
    '',
    '| Mesure | req/s | p50 (ms) | p99 (ms) | max (ms) | échecs | CPU API (ms/commande) | CPU PostgreSQL (ms/commande) |',
    '|---|--:|--:|--:|--:|--:|--:|--:|',
    ...measures.map(
      (m) =>
        `| ${m.label} | ${formatInt(m.perSecond)} | ${ms(m.p50)} | ${ms(m.p99)} | ${ms(m.max)} | ${m.failures} | ` +
        `${m.cpuMs?.api.toFixed(2) ?? '–'} | ${m.cpuMs?.postgres.toFixed(2) ?? '–'} |`,
    ),
  ].join('\n');
}

await main();
