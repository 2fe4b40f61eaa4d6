// Two API servers on one PostgreSQL database sharing Redis (REDIS_URL): a chat across them, presence
// counted over both, and one copy of each notification per device. Needs TEST_DATABASE_URL (it runs in the
// api-pg project) and a Redis at REDIS_URL (default redis://127.0.0.1:6379); skipped with a message otherwise.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import {
  buildConversation,
  closed,
  collect,
  collectHub,
  connect,
  nextEvent,
  nextHubEvent,
  openHub,
  send,
} from '../../../test/factories/index.js';
import { setupTestApp, usesPostgres } from '../../../test/helper.js';
import { notify } from '../notifications/notifications.service.js';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

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

const missing = !process.env.TEST_DATABASE_URL
  ? 'TEST_DATABASE_URL is not set'
  : !(await redisAnswers())
    ? `no Redis at ${redisUrl}`
    : '';
if (missing) console.warn(`two-processes.test.ts skipped: ${missing}`);

/** Both servers on the file's PostgreSQL database, each with its own pool, and their chat. */
async function startTwo() {
  // Its own Redis names: other runs may use the same Redis.
  const env = {
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `sugu_test_${randomBytes(6).toString('hex')}`,
    RATE_LIMIT: 'true',
  };
  const a = await setupTestApp({ listen: true, env });
  const b = await setupTestApp({ listen: true, sharing: { app: a.app, as: 'process' } });
  const { buyer, seller, conversationId } = await buildConversation(a.app);
  return { a, b, buyer, seller, conversationId };
}

// On PostgreSQL only: the PGlite project leaves it to the api-pg one.
const setup = missing || !usesPostgres() ? undefined : await startTwo();

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

  it('delivers across servers whatever the transports, once each, and a logout on A ends the session on B', async () => {
    const buyerOnA = await openHub(a.url, buyer.cookie, { transport: 'ServerSentEvents' });
    const sellerOnB = await openHub(b.url, seller.cookie, { transport: 'LongPolling' });
    const received = collectHub(sellerOnB, 'ReceiveMessage');
    const first = nextHubEvent(sellerOnB, 'ReceiveMessage', (m) => m.content === 'Par SSE');
    await buyerOnA.invoke('SendMessage', buyer.userId, seller.userId, 'Par SSE');
    await first;
    const back = [buyerOnA, sellerOnB].map((c) =>
      nextHubEvent(c, 'ReceiveMessage', (m) => m.content === 'Par Long Polling'),
    );
    await sellerOnB.invoke('SendMessage', seller.userId, buyer.userId, 'Par Long Polling');
    await Promise.all(back);
    expect(received.map((m) => m.content)).toEqual(['Par SSE', 'Par Long Polling']);

    // Last test of the file: the seller's session ends. Logged out on A, the connection on B goes too.
    const ended = closed(sellerOnB);
    const out = await fetch(`${a.url}/api/OAuth/logout`, {
      method: 'POST',
      headers: { cookie: seller.cookie },
    });
    expect(out.status).toBe(200);
    await ended;
    expect(sellerOnB.state).toBe('Disconnected');
    await buyerOnA.stop();
  });
});
