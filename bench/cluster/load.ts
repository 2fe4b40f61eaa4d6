// The mixed load of the cluster proofs, through nginx: browse (feed, a product), search (shops, products),
// like (a fresh publication for a user: one write each), order (a fresh buyer each, Idempotency-Key,
// retried until acknowledged) and chat (pairs on the official @microsoft/signalr client over WebSockets,
// every message with a client id, resent until acknowledged; the receiver resyncs with
// /api/Message/missed after each reconnect). Every answer lands in a one-second bucket; `verify` then
// compares what the clients were told with what the database holds.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import {
  HttpTransportType,
  type HubConnection,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
} from '@microsoft/signalr';
import type pg from 'pg';

export interface LoadShape {
  /** HTTP clients looping without pause (each waits for its answer). */
  workers: number;
  /** Chat pairs; each buyer sends one message every chatEveryMs. */
  chatPairs: number;
  chatEveryMs: number;
}

interface Second {
  ok: number;
  errors: number;
  latencies: number[];
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

function send(
  url: string,
  method: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, agent, timeout: 30_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (c: Buffer) => chunks.push(c));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      );
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
    if (body) request.write(body);
    request.end();
  });
}

/** Users, sessions, a product to order and chat pairs, written straight into the cluster's database. */
export async function prepare(db: pg.Pool, counts: { buyers: number; likers: number; chatPairs: number }) {
  const run = randomBytes(3).toString('hex');
  const tag = `cb${run}`;
  const user = (n: string, role: string) =>
    `select gen_random_uuid(), '${tag}' || ${n} || '@bench.sugu.ml', '${tag}' || ${n}, '${role}', 'Diarra', 'Moussa', '76000000'`;
  const insertUsers = async (prefix: string, role: string, count: number, pinGrant = false) => {
    const tokens = Array.from({ length: count }, () => randomBytes(24).toString('base64url'));
    const { rows } = await db.query<{ id: string }>(
      `insert into users (id, email, username, role, name, first_name, phone)
       ${user(`'${prefix}' || n`, role)} from generate_series(1, $1) n order by n returning id`,
      [count],
    );
    await db.query(
      `insert into sessions (id, user_id, expires_at, pin_grant_expires_at)
       select s, u, now() + interval '1 day', ${pinGrant ? "now() + interval '1 day'" : 'null'}
       from unnest($1::text[], $2::uuid[]) as t(s, u)`,
      [tokens.map(hashOf), rows.map((r) => r.id)],
    );
    return rows.map((r, i) => ({ id: r.id, cookie: `sugu_session=${tokens[i]}` }));
  };
  const sellers = await insertUsers('s', 'Vendeur', 1 + counts.chatPairs);
  const { rows: shops } = await db.query<{ id: string; user_id: string }>(
    `insert into shops (id, user_id, shop_name, category_id, biography)
     select gen_random_uuid(), u, 'Boutique ${tag} ' || n, (select id from categories limit 1), 'Banc d’essai du cluster'
     from unnest($1::uuid[]) with ordinality as t(u, n) returning id, user_id`,
    [sellers.map((s) => s.id)],
  );
  const shopOf = new Map(shops.map((s) => [s.user_id, s.id]));
  const { rows: product } = await db.query<{ id: string }>(
    `insert into products (id, shop_id, category_id, product_name, product_price, product_stock)
     values (gen_random_uuid(), $1, (select id from categories limit 1), 'Pagne ${tag}', 5000, 1000000000) returning id`,
    [shopOf.get(sellers[0]!.id)],
  );
  const buyers = await insertUsers('b', 'Client', counts.buyers, true);
  const likers = await insertUsers('l', 'Client', counts.likers);
  const chatBuyers = await insertUsers('c', 'Client', counts.chatPairs);
  const chatSellers = sellers.slice(1);
  const { rows: conversations } = await db.query<{ id: string; buyer_id: string }>(
    `insert into conversations (id, buyer_id, seller_id, shop_id, opened_at)
     select gen_random_uuid(), b, s, sh, now() from unnest($1::uuid[], $2::uuid[], $3::uuid[]) as t(b, s, sh)
     returning id, buyer_id`,
    [chatBuyers.map((b) => b.id), chatSellers.map((s) => s.id), chatSellers.map((s) => shopOf.get(s.id))],
  );
  const conversationOf = new Map(conversations.map((c) => [c.buyer_id, c.id]));
  const { rows: publications } = await db.query<{ id: string }>('select id from publications order by id');
  const { rows: products } = await db.query<{ id: string }>('select id from products order by id limit 200');
  if (publications.length === 0)
    throw new Error('Pas de publication : le cluster charge les données de démo.');
  return {
    tag,
    productId: product[0]!.id,
    productIds: products.map((p) => p.id),
    buyers,
    likes: likers.flatMap((l) =>
      publications.map((p) => ({ cookie: l.cookie, userId: l.id, publicationId: p.id })),
    ),
    pairs: chatBuyers.map((b, i) => ({
      buyer: b,
      seller: chatSellers[i]!,
      conversationId: conversationOf.get(b.id)!,
    })),
  };
}

type Prepared = Awaited<ReturnType<typeof prepare>>;

const SEARCHES = ['bazin', 'segou', 'telefone', 'karite', 'pagne', 'bamako', 'sac', 'riz'];

export function startLoad(base: string, data: Prepared, shape: LoadShape) {
  const startedAt = Date.now();
  const seconds: Second[] = [];
  const byOp = new Map<string, { ok: number; errors: number }>();
  let stopping = false;
  const bucket = () => {
    const s = Math.floor((Date.now() - startedAt) / 1000);
    for (let i = seconds.length; i <= s; i++) seconds.push({ ok: 0, errors: 0, latencies: [] });
    return seconds[s]!;
  };
  const errorsAt: number[] = [];
  const record = (op: string, ok: boolean, latency: number) => {
    const o = byOp.get(op) ?? { ok: 0, errors: 0 };
    byOp.set(op, o);
    // The chat's sends are counted apart: a send while reconnecting waits and is resent, not failed.
    if (op === 'chat') {
      if (ok) o.ok++;
      else o.errors++;
      return;
    }
    const b = bucket();
    if (!ok) errorsAt.push(Date.now());
    if (ok) {
      b.ok++;
      o.ok++;
      b.latencies.push(latency);
    } else {
      b.errors++;
      o.errors++;
    }
  };
  const timed = async (op: string, call: () => Promise<{ status: number; body: string }>, expected = 200) => {
    const t0 = performance.now();
    try {
      const res = await call();
      const ok = res.status === expected;
      record(op, ok, performance.now() - t0);
      return ok ? res : null;
    } catch {
      record(op, false, performance.now() - t0);
      return null;
    }
  };

  // Writes the clients were told succeeded.
  const acknowledged = {
    orders: new Set<string>(),
    likes: [] as { userId: string; publicationId: string }[],
  };
  const orderRetries = { count: 0, replayed: 0, unanswered: [] as string[] };
  let nextBuyer = 0;
  let nextLike = 0;
  const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;

  async function order() {
    const buyer = data.buyers[nextBuyer++];
    if (!buyer) return browse();
    const key = randomUUID();
    const headers = { cookie: buyer.cookie, 'content-type': 'application/json', 'idempotency-key': key };
    const body = JSON.stringify({ productId: data.productId, productNumber: 1, deliveryMethod: 'home' });
    // The first answer counts for the error rate; the client then retries with the same key until told.
    let res = await timed('order', () => send(`${base}/api/Order/create`, 'POST', headers, body), 201);
    let last = '';
    for (let attempt = 0; !res && attempt < 60; attempt++) {
      orderRetries.count++;
      await sleep(250);
      res = await send(`${base}/api/Order/create`, 'POST', headers, body).then(
        (r) => {
          last = `${r.status} ${r.body.slice(0, 200)}`;
          // 200 with Idempotent-Replayed: the order the lost answer was about, found by its key.
          if (r.status === 200) orderRetries.replayed++;
          return r.status === 201 || r.status === 200 ? r : null;
        },
        (error: Error) => {
          last = error.message;
          return null;
        },
      );
    }
    if (res) acknowledged.orders.add(buyer.id);
    else if (last) orderRetries.unanswered.push(last);
  }

  async function like() {
    const pair = data.likes[nextLike++];
    if (!pair) return browse();
    // A toggle: never resent after an unclear failure (it could undo itself); counted only when answered.
    const res = await timed('like', () =>
      send(`${base}/api/Interraction/like/pub/${pair.publicationId}`, 'POST', { cookie: pair.cookie }),
    );
    if (res && JSON.parse(res.body).isLiked === true) acknowledged.likes.push(pair);
  }

  const browse = () =>
    timed('browse', () => send(`${base}/api/Publication`, 'GET', { 'accept-encoding': 'gzip' }));
  const ops: [number, () => Promise<unknown>][] = [
    [30, browse],
    [10, () => timed('browse', () => send(`${base}/api/Product/${pick(data.productIds)}`, 'GET'))],
    [15, () => timed('search', () => send(`${base}/api/Shop/recherche?keyword=${pick(SEARCHES)}`, 'GET'))],
    [15, () => timed('search', () => send(`${base}/api/Product?keyword=${pick(SEARCHES)}`, 'GET'))],
    [15, like],
    [15, order],
  ];
  const total = ops.reduce((n, [w]) => n + w, 0);
  const chooseOp = () => {
    let r = Math.random() * total;
    for (const [w, op] of ops) {
      r -= w;
      if (r < 0) return op;
    }
    return ops[0]![1];
  };
  const workers = Array.from({ length: shape.workers }, async () => {
    while (!stopping) await chooseOp()();
  });

  const chat = startChat(base, data, shape, record, () => stopping);

  return {
    startedAt,
    seconds,
    errorsAt,
    byOp,
    acknowledged,
    orderRetries,
    chat,
    async stop() {
      stopping = true;
      await Promise.all(workers);
      await chat.stop();
    },
  };
}

type Record_ = (op: string, ok: boolean, latency: number) => void;

/** Chat pairs: buyers send, sellers receive live and resync after each reconnect. */
function startChat(base: string, data: Prepared, shape: LoadShape, record: Record_, stopping: () => boolean) {
  const sent = new Map<string, string>(); // clientId → stored message id, once acknowledged
  const received = new Set<string>();
  const reconnects = { buyers: 0, sellers: 0, resyncs: 0, resynced: 0 };
  const connections: HubConnection[] = [];
  const connect = (cookie: string) => {
    const c = new HubConnectionBuilder()
      .withUrl(`${base}/chathub`, {
        transport: HttpTransportType.WebSockets,
        headers: { cookie },
        withCredentials: true,
      })
      // The reconnect delays a phone uses: at once, then a little later, then every 2 s.
      .withAutomaticReconnect([0, 250, 500, 1000, 2000, 2000, 2000, 2000, 2000, 2000, 2000, 2000])
      .configureLogging(LogLevel.None)
      .build();
    connections.push(c);
    return c;
  };

  async function resync(cookie: string, after: string) {
    let cursor: string | null = after;
    while (cursor) {
      const res = await send(`${base}/api/Message/missed?after=${cursor}&limit=100`, 'GET', { cookie });
      if (res.status !== 200) throw new Error(`missed: ${res.status}`);
      const page = JSON.parse(res.body) as { items: { id: string }[]; nextCursor: string | null };
      for (const m of page.items) {
        if (!received.has(m.id)) reconnects.resynced++;
        received.add(m.id);
      }
      cursor = page.nextCursor;
    }
  }

  const pairs = data.pairs.map(async (pair, index) => {
    const buyer = connect(pair.buyer.cookie);
    const seller = connect(pair.seller.cookie);
    seller.on('ReceiveMessage', (m: { id: string }) => received.add(m.id));
    await Promise.all([buyer.start(), seller.start()]);
    buyer.onreconnected(() => void reconnects.buyers++);
    // The first message anchors the resync (missed messages are those after a known one).
    const anchor = (await buyer.invoke('SendMessage', {
      conversationId: pair.conversationId,
      content: `ancre ${index}`,
      clientId: randomUUID(),
    })) as { id: string };
    received.add(anchor.id);
    seller.onreconnected(() => {
      reconnects.sellers++;
      reconnects.resyncs++;
      void resync(pair.seller.cookie, anchor.id).catch(() => undefined);
    });
    let n = 0;
    // Staggered so the pairs do not all send on the same tick.
    await sleep((shape.chatEveryMs * index) / data.pairs.length);
    while (!stopping()) {
      const clientId = randomUUID();
      const content = `message ${index}-${n++}`;
      const t0 = performance.now();
      let first = true;
      for (;;) {
        try {
          if (buyer.state !== HubConnectionState.Connected) throw new Error('not connected');
          const stored = (await buyer.invoke('SendMessage', {
            conversationId: pair.conversationId,
            content,
            clientId,
          })) as { id: string };
          sent.set(clientId, stored.id);
          if (first) record('chat', true, performance.now() - t0);
          break;
        } catch {
          if (first) record('chat', false, performance.now() - t0);
          first = false;
          await sleep(200);
        }
      }
      await sleep(shape.chatEveryMs);
    }
    return { pair, anchor: anchor.id };
  });

  return {
    sent,
    received,
    reconnects,
    async stop() {
      const anchors = await Promise.all(pairs);
      // What a seller missed while reconnecting arrives by the resync; one last pass for late arrivals.
      await sleep(1000);
      await Promise.all(anchors.map((a) => resync(a.pair.seller.cookie, a.anchor)));
      await Promise.all(connections.map((c) => c.stop().catch(() => undefined)));
    },
  };
}

type Load = ReturnType<typeof startLoad>;

/** Acknowledged writes against the database: lost (told yes, absent) and doubled (stored twice). */
export async function verify(db: pg.Pool, data: Prepared, load: Load) {
  const buyerIds = data.buyers.map((b) => b.id);
  const { rows: orders } = await db.query<{ user_id: string; n: number }>(
    'select user_id, count(*)::int as n from orders where user_id = any($1::uuid[]) group by user_id',
    [buyerIds],
  );
  const orderCount = new Map(orders.map((o) => [o.user_id, o.n]));
  const ordersLost = [...load.acknowledged.orders].filter((id) => !orderCount.get(id)).length;
  const ordersDoubled = orders.filter((o) => o.n > 1).length;

  const likeUsers = [...new Set(data.likes.map((l) => l.userId))];
  const { rows: likes } = await db.query<{ user_id: string; publication_id: string; n: number }>(
    `select user_id, publication_id, count(*)::int as n from publication_likes
     where user_id = any($1::uuid[]) group by user_id, publication_id`,
    [likeUsers],
  );
  const liked = new Set(likes.map((l) => `${l.user_id}/${l.publication_id}`));
  const likesLost = load.acknowledged.likes.filter(
    (l) => !liked.has(`${l.userId}/${l.publicationId}`),
  ).length;
  const likesDoubled = likes.filter((l) => l.n > 1).length;

  const chat = load.chat;
  const { rows: messages } = await db.query<{ client_id: string; n: number; ids: string[] }>(
    `select client_id, count(*)::int as n, array_agg(id::text) as ids from messages
     where conversation_id = any($1::uuid[]) and client_id is not null group by client_id`,
    [data.pairs.map((p) => p.conversationId)],
  );
  const stored = new Map(messages.map((m) => [m.client_id, m]));
  const messagesLost = [...chat.sent.keys()].filter((clientId) => !stored.has(clientId)).length;
  const messagesDoubled = messages.filter((m) => m.n > 1).length;
  const notReceived = [...chat.sent.values()].filter((id) => !chat.received.has(id)).length;
  return {
    orders: {
      /** Orders still refused after every retry, with the last answer (status and start of the body). */
      unanswered: load.orderRetries.unanswered,
      acknowledged: load.acknowledged.orders.size,
      lost: ordersLost,
      doubled: ordersDoubled,
      retries: load.orderRetries.count,
      replayed: load.orderRetries.replayed,
    },
    likes: { acknowledged: load.acknowledged.likes.length, lost: likesLost, doubled: likesDoubled },
    messages: {
      acknowledged: chat.sent.size,
      lost: messagesLost,
      doubled: messagesDoubled,
      notReceived,
      reconnects: chat.reconnects,
    },
  };
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

/** Requests, errors and latency percentiles over seconds [from, to). */
export function window(load: Load, from: number, to: number) {
  const slice = load.seconds.slice(Math.max(0, from), to);
  const latencies = slice.flatMap((s) => s.latencies);
  return {
    requests: slice.reduce((n, s) => n + s.ok + s.errors, 0),
    errors: slice.reduce((n, s) => n + s.errors, 0),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    perSecond: slice.length ? latencies.length / slice.length : 0,
  };
}
