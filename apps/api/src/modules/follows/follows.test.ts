import { CATALOG_MSG, FollowResponse, MSG } from '@sugu/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildLightUsers, buildSeller, buildUser, testJpeg } from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';
import { follows, notifications, shops } from '../../db/schema/index.js';

const { app, db } = await setupTestApp();

const call = (action: 'follow' | 'unfollow', shopId: string, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/Interraction/${shopId}/${action}`,
    headers: cookie ? { cookie } : {},
  });
const isFollowed = (shopId: string, cookie?: string) =>
  app.inject({
    method: 'GET',
    url: `/api/Interraction/${shopId}/isfollowed`,
    headers: cookie ? { cookie } : {},
  });

async function counts(shopId: string) {
  const [shop] = await db.select({ n: shops.followerCount }).from(shops).where(eq(shops.id, shopId));
  return { followerCount: shop!.n, rows: await db.$count(follows, eq(follows.shopId, shopId)) };
}

const subscriptionsOf = (userId: string) =>
  db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'Subscription')));

describe('POST /api/Interraction/{shopId}/follow (toggle)', () => {
  it('follows, then unfollows on the second click; the count moves by one each time', async () => {
    const seller = await buildSeller(app, { shopName: 'Karité Ségou' });
    const fan = await buildUser(app, { role: 'Client' });

    const first = await call('follow', seller.shop.id, fan.cookie);
    expect(first.statusCode).toBe(200);
    expect(FollowResponse.parse(first.json())).toEqual({
      isFollowed: true,
      followerCount: 1,
      message: 'Vous suivez cette boutique',
    });
    expect((await isFollowed(seller.shop.id, fan.cookie)).json()).toEqual({ isFollowed: true });

    const second = await call('follow', seller.shop.id, fan.cookie);
    expect(second.json()).toEqual({
      isFollowed: false,
      followerCount: 0,
      message: 'Vous ne suivez plus cette boutique',
    });
    expect((await isFollowed(seller.shop.id, fan.cookie)).json()).toEqual({ isFollowed: false });
    expect(await counts(seller.shop.id)).toEqual({ followerCount: 0, rows: 0 });
  });

  it('notifies the owner of a new follower, in French, with a link to the shop', async () => {
    const seller = await buildSeller(app);
    const fan = await buildUser(app, { role: 'Client' }, [{ field: 'file', data: await testJpeg(120, 120) }]);
    await call('follow', seller.shop.id, fan.cookie);

    const [notification, ...more] = await subscriptionsOf(seller.userId);
    expect(more).toHaveLength(0);
    expect(notification).toMatchObject({
      type: 'Subscription',
      title: 'Nouvel abonné',
      message: `${fan.user.username} suit votre boutique`,
      link: `/boutique/${seller.shop.id}`,
      thumbUrl: fan.user.profilePictureUrl,
      isRead: false,
    });
    expect(notification!.thumbUrl).toMatch(/^\/media\//);
    // Unfollowing writes nothing.
    await call('follow', seller.shop.id, fan.cookie);
    expect(await subscriptionsOf(seller.userId)).toHaveLength(1);
  });

  it('lets a Vendeur follow another shop but not their own', async () => {
    const seller = await buildSeller(app);
    const other = await buildSeller(app, { shopName: 'Voisin' });
    expect((await call('follow', other.shop.id, seller.cookie)).json().isFollowed).toBe(true);

    const own = await call('follow', seller.shop.id, seller.cookie);
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ message: CATALOG_MSG.cannotFollowOwnShop, code: 'cannot_follow_own_shop' });
    expect(await counts(seller.shop.id)).toEqual({ followerCount: 0, rows: 0 });
    expect(await subscriptionsOf(seller.userId)).toHaveLength(0);
  });

  it('answers 401 to a guest on follow and unfollow, and changes nothing', async () => {
    const seller = await buildSeller(app);
    for (const action of ['follow', 'unfollow'] as const) {
      const res = await call(action, seller.shop.id);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(MSG.unauthenticated);
    }
    expect(await counts(seller.shop.id)).toEqual({ followerCount: 0, rows: 0 });
  });

  it('answers 404 for an unknown or malformed shop id', async () => {
    const [user] = await buildLightUsers(app, 1);
    for (const id of ['0190f000-0000-7000-8000-000000000000', 'pas-un-uuid']) {
      for (const res of [
        await call('follow', id, user!.cookie),
        await call('unfollow', id, user!.cookie),
        await isFollowed(id, user!.cookie),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('Boutique introuvable');
      }
    }
  });
});

describe('POST /api/Interraction/{shopId}/unfollow', () => {
  it('unfollows, and is harmless when repeated or when not following', async () => {
    const seller = await buildSeller(app);
    const [a, b] = await buildLightUsers(app, 2);
    await call('follow', seller.shop.id, a!.cookie);
    await call('follow', seller.shop.id, b!.cookie);

    for (let i = 0; i < 2; i++) {
      const res = await call('unfollow', seller.shop.id, a!.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ isFollowed: false, followerCount: 1, message: CATALOG_MSG.unfollowed });
    }
    expect(await counts(seller.shop.id)).toEqual({ followerCount: 1, rows: 1 });
    expect((await isFollowed(seller.shop.id, b!.cookie)).json()).toEqual({ isFollowed: true });
  });
});

describe('GET /api/Interraction/{shopId}/isfollowed', () => {
  it('answers false to a guest', async () => {
    const seller = await buildSeller(app);
    const res = await isFollowed(seller.shop.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isFollowed: false });
  });
});

describe('followerCount under concurrent clicks', () => {
  it('50 users clicking follow at once: 50 followers, 50 rows', async () => {
    const seller = await buildSeller(app);
    const fans = await buildLightUsers(app, 50);
    const results = await Promise.all(fans.map((f) => call('follow', seller.shop.id, f.cookie)));
    expect(results.every((r) => r.statusCode === 200 && r.json().isFollowed === true)).toBe(true);
    // Each answer carried a distinct count: every increment was seen once.
    expect(new Set(results.map((r) => r.json().followerCount)).size).toBe(50);
    expect(await counts(seller.shop.id)).toEqual({ followerCount: 50, rows: 50 });
    expect(await subscriptionsOf(seller.userId)).toHaveLength(50);

    // And all of them toggling again at once: back to zero.
    await Promise.all(fans.map((f) => call('follow', seller.shop.id, f.cookie)));
    expect(await counts(seller.shop.id)).toEqual({ followerCount: 0, rows: 0 });
  });

  it('one user clicking follow 50 times at once: the count is 0 or 1 and equals the rows', async () => {
    const seller = await buildSeller(app);
    const [fan] = await buildLightUsers(app, 1);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => call('follow', seller.shop.id, fan!.cookie)),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const after = await counts(seller.shop.id);
    expect([0, 1]).toContain(after.followerCount);
    expect(after.followerCount).toBe(after.rows);
    const status = (await isFollowed(seller.shop.id, fan!.cookie)).json().isFollowed;
    expect(status).toBe(after.rows === 1);
  });

  it('mixed follow and unfollow clicks of 25 users at once keep the count equal to the rows', async () => {
    const seller = await buildSeller(app);
    const fans = await buildLightUsers(app, 25);
    await Promise.all(
      fans.flatMap((f, i) => [
        call('follow', seller.shop.id, f.cookie),
        call(i % 2 ? 'unfollow' : 'follow', seller.shop.id, f.cookie),
        call('follow', seller.shop.id, f.cookie),
      ]),
    );
    const after = await counts(seller.shop.id);
    expect(after.followerCount).toBe(after.rows);
  });
});
