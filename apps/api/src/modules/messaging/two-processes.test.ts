// Two API servers on one PostgreSQL database sharing Redis (REDIS_URL): a chat across them, presence
// counted over both, and one copy of each notification per device. Needs TEST_DATABASE_URL and a Redis
// at REDIS_URL (default redis://127.0.0.1:6379); skipped with a message otherwise.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  addShop,
  collect,
  connect,
  nextEvent,
  type Person,
  send,
  startChatApp,
} from '../../../test/factories/chat.js';
import { quickUsers } from '../../../test/factories/index.js';
import { notify } from '../notifications/notifications.service.js';
import { openConversation } from './messaging.repository.js';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const serverUrl = process.env.TEST_DATABASE_URL;

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0 });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const missing = !serverUrl
  ? 'TEST_DATABASE_URL is not set'
  : !(await redisAnswers())
    ? `no Redis at ${redisUrl}`
    : '';
if (missing) console.warn(`two-processes.test.ts skipped: ${missing}`);

/** Both servers on a new database of the PostgreSQL server, dropped after the file. */
async function startTwo() {
  const { default: pg } = await import('pg');
  const name = `sugu_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  // Registered first, so it runs last: after both apps closed their pools.
  afterAll(async () => {
    const drop = new pg.Client({ connectionString: serverUrl });
    await drop.connect();
    await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await drop.end();
  });
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  // Its own Redis names: the PGlite and PostgreSQL test projects run this file at the same time.
  const env = { DATABASE_URL: url.toString(), REDIS_URL: redisUrl, REDIS_PREFIX: name, RATE_LIMIT: 'true' };
  // One after the other: the first one migrates the new database.
  const a = await startChatApp(env);
  const b = await startChatApp(env);
  const [buyer, seller] = (await quickUsers(a.app.ctx.db, 2)) as [Person, Person];
  const shopId = await addShop(a.app, seller.userId);
  const conversationId = await openConversation(a.app.ctx.db, {
    buyerId: buyer.userId,
    sellerId: seller.userId,
    shopId,
    openedAt: new Date(),
  });
  return { a, b, buyer, seller, conversationId };
}

const setup = missing ? undefined : await startTwo();

describe.skipIf(!setup)('two API processes through Redis', () => {
  const { a, b, buyer, seller, conversationId } = setup ?? ({} as Awaited<ReturnType<typeof startTwo>>);

  it('delivers a message sent on one server to the devices on both', async () => {
    const sellerOnB = await connect(b.url, seller.cookie);
    const sellerOnA = await connect(a.url, seller.cookie);
    const buyerOnA = await connect(a.url, buyer.cookie);
    const arrivals = [sellerOnB, sellerOnA, buyerOnA].map((s) => nextEvent(s, 'ReceiveMessage'));
    const ack = await send(buyerOnA, buyer.userId, seller.userId, 'Bonjour depuis le serveur A');
    expect(ack).toMatchObject({ ok: true });
    for (const m of await Promise.all(arrivals)) {
      expect(m).toMatchObject({
        conversationId,
        senderId: buyer.userId,
        content: 'Bonjour depuis le serveur A',
      });
    }
    const reply = nextEvent(buyerOnA, 'ReceiveMessage');
    await send(sellerOnB, { conversationId, content: 'Bien reçu sur B' });
    expect(await reply).toMatchObject({ senderId: seller.userId, content: 'Bien reçu sur B' });
    // The buyer's departure is settled (announced offline) before the next test counts presence again.
    const buyerGone = nextEvent(sellerOnB, 'Presence', (p) => p.userId === buyer.userId && !p.isOnline);
    buyerOnA.disconnect();
    await buyerGone;
    for (const s of [sellerOnB, sellerOnA]) s.disconnect();
  });

  it('counts presence over both servers', async () => {
    const watcher = await connect(b.url, seller.cookie);
    const online = nextEvent(watcher, 'Presence', (p) => p.userId === buyer.userId && p.isOnline);
    const onA = await connect(a.url, buyer.cookie);
    await online;
    const onB = await connect(b.url, buyer.cookie);
    const changes = collect(watcher, 'Presence');
    onA.disconnect();
    // The socket on B keeps the buyer online: A asks B through Redis before writing anything.
    const offline = nextEvent(watcher, 'Presence', (p) => p.userId === buyer.userId && !p.isOnline);
    await send(onB, { conversationId, content: 'toujours là' });
    expect(changes.filter((p) => p.userId === buyer.userId)).toEqual([]);
    onB.disconnect();
    expect(await offline).toMatchObject({ isOnline: false });
    watcher.disconnect();
  });

  it('pushes each notification once to each device, whichever server wrote it', async () => {
    const devices = [await connect(a.url, seller.cookie), await connect(b.url, seller.cookie)];
    const seen = devices.map((d) => collect(d, 'Notification'));
    const arrivals = devices.map((d) => nextEvent(d, 'Notification'));
    await notify(b.app.ctx.db, {
      userId: seller.userId,
      type: 'Purchase',
      title: 'Nouvelle commande',
      message: 'x',
    });
    await Promise.all(arrivals);
    // A second, later event proves no duplicate of the first was still on its way.
    const later = devices.map((d) => nextEvent(d, 'Notification', (n) => n.title === 'Fin'));
    await notify(a.app.ctx.db, { userId: seller.userId, type: 'Purchase', title: 'Fin', message: 'y' });
    await Promise.all(later);
    expect(seen.map((s) => s.map((n) => n.title))).toEqual([
      ['Nouvelle commande', 'Fin'],
      ['Nouvelle commande', 'Fin'],
    ]);
  });
});
