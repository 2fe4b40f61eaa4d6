import { RATING_MSG, type ReviewPage } from '@sugu/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  buildLightUsers,
  buildOrder,
  buildProduct,
  buildSeller,
  buildUser,
  notificationsOf,
  orderAction,
  postOrder,
} from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';
import { ratings, shops } from '../../db/schema/index.js';

const { app } = await setupTestApp();
const shop = await buildSeller(app, { shopName: 'Bazin de Kati' });
const productId = (await buildProduct(app, shop, { stock: 500 })).id;

const rate = (cookie: string | undefined, shopId: string, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: `/api/Interraction/${shopId}/rate`,
    payload: payload as Record<string, unknown>,
    ...(cookie && { headers: { cookie } }),
  });
const aggregate = async (shopId: string) =>
  (
    await app.ctx.db
      .select({ sum: shops.rateSum, count: shops.rateCount })
      .from(shops)
      .where(eq(shops.id, shopId))
  )[0]!;

/** A buyer whose order the shop accepted. */
async function customer() {
  const account = await buildUser(app);
  const order = await buildOrder(app, account.cookie, productId);
  await orderAction(app, shop.cookie, order.id, 'accept');
  return account;
}

describe('POST /api/Interraction/{shopId}/rate: refusals', () => {
  it('answers 401 to a guest and 404 for an unknown shop', async () => {
    expect((await rate(undefined, shop.shop.id, { rateNote: 5 })).statusCode).toBe(401);
    const account = await customer();
    const res = await rate(account.cookie, '0190a000-0000-7000-8000-000000000000', { rateNote: 5 });
    expect(res.statusCode).toBe(404);
    expect((await rate(account.cookie, 'boutique', { rateNote: 5 })).statusCode).toBe(404);
  });

  it('answers 400 with the spec messages for a missing or out-of-range note and a long review', async () => {
    const account = await customer();
    for (const payload of [{}, { rateNote: 0 }, { rateNote: 6 }, { rateNote: 2.5 }, { rateNote: 'cinq' }]) {
      const res = await rate(account.cookie, shop.shop.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(RATING_MSG.noteRequired);
    }
    const long = await rate(account.cookie, shop.shop.id, { rateNote: 4, rateReview: 'a'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(RATING_MSG.reviewTooLong);
    expect(await aggregate(shop.shop.id)).toEqual({ sum: 0, count: 0 });
  });

  it('refuses someone without an order, with a pending or refused one, and the owner (403)', async () => {
    const nobody = await buildUser(app);
    const res = await rate(nobody.cookie, shop.shop.id, { rateNote: 5 });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: RATING_MSG.notABuyer, code: 'rating_not_allowed' });
    const pending = await buildUser(app);
    await buildOrder(app, pending.cookie, productId);
    expect((await rate(pending.cookie, shop.shop.id, { rateNote: 5 })).statusCode).toBe(403);
    const refused = await buildUser(app);
    const order = await buildOrder(app, refused.cookie, productId);
    await orderAction(app, shop.cookie, order.id, 'refuse');
    expect((await rate(refused.cookie, shop.shop.id, { rateNote: 5 })).statusCode).toBe(403);
    expect((await rate(shop.cookie, shop.shop.id, { rateNote: 5 })).statusCode).toBe(403);
  });
});

describe('rating a shop', () => {
  it('records the note, notifies the owner, and rating again replaces it', async () => {
    const other = await buildSeller(app, { shopName: 'Mangues de Sikasso' });
    const otherProduct = (await buildProduct(app, other, { stock: 5 })).id;
    const account = await buildUser(app);
    const order = await buildOrder(app, account.cookie, otherProduct);
    await orderAction(app, other.cookie, order.id, 'accept');
    await orderAction(app, account.cookie, order.id, 'finish');

    const first = await rate(account.cookie, other.shop.id, { rateNote: '4', rateReview: '  Très bon  ' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: RATING_MSG.rated,
      rate: 4,
      rateCount: 1,
      rating: {
        userId: account.userId,
        username: account.user.username,
        rateNote: 4,
        rateReview: 'Très bon',
      },
    });
    const second = await rate(account.cookie, other.shop.id, { rateNote: 2, rateReview: '' });
    expect(second.json()).toMatchObject({ rate: 2, rateCount: 1, rating: { rateNote: 2, rateReview: null } });
    expect(await aggregate(other.shop.id)).toEqual({ sum: 2, count: 1 });
    const notes = (await notificationsOf(app, other.userId)).filter((n) => n.type === 'NewRate');
    expect(notes.map((n) => n.message)).toContain(`${account.user.username} a noté votre boutique 4/5.`);
    // The shop shows it.
    const page = await app.inject({ method: 'GET', url: `/api/Shop/${other.shop.id}` });
    expect(page.json()).toMatchObject({ rate: 2, rateCount: 1 });
  });

  it('keeps the average and count exact under concurrent ratings (new and replaced)', async () => {
    const racers = await buildLightUsers(app, 12, { pinGranted: true });
    const placed = await Promise.all(
      racers.map((r) => postOrder(app, r.cookie, { productId, productNumber: 1, deliveryMethod: 'get' })),
    );
    for (const res of placed) await orderAction(app, shop.cookie, res.json().order.id, 'accept');
    const before = await aggregate(shop.shop.id);
    // Each rates twice at once (5 and 3, in whatever order they land): one rating each in the end.
    await Promise.all(
      racers.flatMap((r) => [
        rate(r.cookie, shop.shop.id, { rateNote: 5 }),
        rate(r.cookie, shop.shop.id, { rateNote: 3 }),
      ]),
    );
    const stored = await app.ctx.db.select().from(ratings).where(eq(ratings.shopId, shop.shop.id));
    const after = await aggregate(shop.shop.id);
    expect(after.count).toBe(stored.length);
    expect(after.sum).toBe(stored.reduce((sum, r) => sum + r.rateNote, 0));
    expect(after.count - before.count).toBe(12);
  });
});

describe('GET /api/Shop/{shopId}/reviews', () => {
  it('lists the reviews newest first, page by page, with the average', async () => {
    const other = await buildSeller(app, { shopName: 'Tech Kati' });
    const otherProduct = (await buildProduct(app, other, { stock: 50 })).id;
    const authors: string[] = [];
    for (let i = 0; i < 5; i++) {
      const account = await buildUser(app);
      const order = await buildOrder(app, account.cookie, otherProduct);
      await orderAction(app, other.cookie, order.id, 'accept');
      await rate(account.cookie, other.shop.id, { rateNote: i + 1, rateReview: `Avis ${i + 1}` });
      authors.push(account.user.username);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: LightMyRequestResponse = await app.inject({
        method: 'GET',
        url: `/api/Shop/${other.shop.id}/reviews?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      });
      expect(res.statusCode).toBe(200);
      const page: ReviewPage = res.json();
      expect(page).toMatchObject({ rate: 3, rateCount: 5 });
      seen.push(...page.items.map((r) => r.username));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...authors].reverse());
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/Shop/0190a000-0000-7000-8000-000000000000/reviews',
    });
    expect(unknown.statusCode).toBe(404);
    const badCursor = await app.inject({ method: 'GET', url: `/api/Shop/${other.shop.id}/reviews?cursor=x` });
    expect(badCursor.statusCode).toBe(400);
  });
});
