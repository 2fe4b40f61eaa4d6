import type { NotificationPage } from '@sugu/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type Account,
  buildUser,
  buildUsers,
  postComment,
  sellerWithPublication,
  squeezeNotificationTimes,
} from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';
import { notifications } from '../../db/schema/index.js';
import { notify } from './notifications.service.js';

const { app } = await setupTestApp();

const { seller, publicationId } = await sellerWithPublication(app);
const [client] = (await buildUsers(app, 1)) as [Account];

const mine = async (cookie: string, query = '') => {
  const res = await app.inject({ url: `/api/Notification/my-notifications${query}`, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json() as NotificationPage;
};

/** The ids of every notification, walking the pages two at a time (each page checked to hold at most two). */
async function idsByPagesOfTwo(cookie: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const next: NotificationPage = await mine(
      cookie,
      `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(next.items.length).toBeLessThanOrEqual(2);
    ids.push(...next.items.map((n) => n.id));
    cursor = next.nextCursor;
  } while (cursor);
  return ids;
}

const markRead = (cookie: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/Notification/mark-read', payload, headers: { cookie } });

describe('GET /api/Notification/my-notifications', () => {
  it('refuses a guest', async () => {
    const res = await app.inject({ url: '/api/Notification/my-notifications' });
    expect(res.statusCode).toBe(401);
    const mark = await app.inject({ method: 'POST', url: '/api/Notification/mark-read', payload: {} });
    expect(mark.statusCode).toBe(401);
  });

  it('lists the welcome notification of a new account, unread', async () => {
    const fresh = await buildUser(app);
    const page = await mine(fresh.cookie);
    expect(page.unreadCount).toBe(1);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ type: 'Welcome', isRead: false, link: null });
    expect(page.nextCursor).toBeNull();
  });

  it('lists newest first with the unread count, in pages that do not overlap', async () => {
    const before = await mine(seller.cookie);
    for (const text of ['Premier', 'Deuxième', 'Troisième']) {
      expect((await postComment(app, client.cookie, publicationId, text)).statusCode).toBe(201);
    }
    const page = await mine(seller.cookie);
    expect(page.unreadCount).toBe(before.unreadCount + 3);
    expect(page.items.slice(0, 3).map((n) => n.message)).toEqual([
      `${client.body.username} a commenté : « Troisième »`,
      `${client.body.username} a commenté : « Deuxième »`,
      `${client.body.username} a commenté : « Premier »`,
    ]);
    expect(page.items[0]).toMatchObject({
      type: 'NewComment',
      title: 'Nouveau commentaire',
      isRead: false,
      link: `/publication/${publicationId}`,
      thumbUrl: '/media/pub-photo-320.webp',
    });
    const times = page.items.map((n) => Date.parse(n.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    expect(await idsByPagesOfTwo(seller.cookie)).toEqual(page.items.map((n) => n.id));
  });

  it('pages notifications of the same millisecond by their exact time', async () => {
    const user = await buildUser(app);
    const at = new Date();
    await app.ctx.db.transaction(async (tx) => {
      for (let i = 0; i < 5; i++) {
        await notify(tx, { userId: user.userId, type: 'Wallet', title: `N${i}`, message: 'Test' });
      }
    });
    // Same millisecond, microseconds apart, in the reverse order of the ids: the cursor must keep them.
    const squeezed = await squeezeNotificationTimes(app, user.userId, at);
    expect(await idsByPagesOfTwo(user.cookie)).toEqual(squeezed);
  });

  it('refuses a forged cursor', async () => {
    const res = await app.inject({
      url: '/api/Notification/my-notifications?cursor=pas-un-curseur',
      headers: { cookie: client.cookie },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/Notification/mark-read', () => {
  it("marks only the caller's own notifications", async () => {
    const owner = await mine(seller.cookie);
    const unread = owner.items.filter((n) => !n.isRead).map((n) => n.id);
    expect(unread.length).toBeGreaterThan(1);

    // Someone else's ids change nothing.
    const other = await markRead(client.cookie, { NotifIds: unread });
    expect(other.statusCode).toBe(200);
    expect((await mine(seller.cookie)).unreadCount).toBe(owner.unreadCount);

    const [first, ...rest] = unread as [string, ...string[]];
    const res = await markRead(seller.cookie, { NotifIds: [first, 'pas-un-id'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Notifications marquées comme lues',
      unreadCount: owner.unreadCount - 1,
    });
    const after = await mine(seller.cookie);
    expect(after.items.find((n) => n.id === first)?.isRead).toBe(true);

    // camelCase `notifIds` is accepted too.
    const all = await markRead(seller.cookie, { notifIds: rest });
    expect(all.json().unreadCount).toBe(owner.unreadCount - unread.length);
  });
});

describe('notify()', () => {
  it('never notifies the actor themselves', async () => {
    const user = await buildUser(app);
    await app.ctx.db.transaction(async (tx) => {
      await notify(tx, {
        userId: user.userId,
        actorId: user.userId,
        type: 'PubLike',
        title: 'X',
        message: 'Y',
      });
    });
    const rows = await app.ctx.db.select().from(notifications).where(eq(notifications.userId, user.userId));
    expect(rows.map((r) => r.type)).toEqual(['Welcome']);
  });
});
