import { CATALOG_MSG, MSG, type Publication } from '@sugu/domain';
import { describe, expect, it } from 'vitest';
import {
  buildProduct,
  buildPublications,
  buildSeller,
  feedCast,
  getPublicationPage,
  getPublications,
  postFreePost,
} from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';
import { publications } from '../../db/schema/index.js';

const { app, db } = await setupTestApp();

const { seller, otherSeller, awa: client } = await feedCast(app);
const emptySeller = await buildSeller(app, { shopName: 'Boutique vide' });

const get = (url: string, cookie?: string) => getPublications(app, url, cookie);
const getPage = (url: string, cookie?: string) => getPublicationPage(app, url, cookie);
const withCursor = (url: string, cursor: string | null) =>
  cursor ? `${url}${url.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}` : url;

/** Newest first: createdAt desc, then id desc. */
const isNewestFirst = (items: Publication[]) =>
  items.every((p, i) => {
    const next = items[i + 1];
    if (!next) return true;
    return p.createdAt > next.createdAt || (p.createdAt === next.createdAt && p.id > next.id);
  });

// Older rows, some sharing one createdAt so the id has to break the tie.
const hourAgo = new Date(Date.now() - 3600_000);
const older = [
  ...(await buildPublications(app, seller, 9, hourAgo)),
  ...(await buildPublications(app, otherSeller, 4, new Date(hourAgo.getTime() - 1))),
  ...(await buildPublications(app, otherSeller, 3, new Date(hourAgo.getTime() + 1))),
];

describe('GET /api/Publication (the feed)', () => {
  it('returns each publication exactly once across pages, newest first, while new ones are posted', async () => {
    const first = await getPage('/api/Publication?limit=4', client.cookie);
    const seen = [...first.items];
    let cursor = first.nextCursor;
    let posted = 0;
    while (cursor) {
      // New posts between pages: newer than everything already listed, so they never shift the pages.
      await buildPublications(app, otherSeller, 2);
      if (posted++ === 0) {
        const res = await postFreePost(app, seller.cookie, 'Tout frais');
        expect(res.statusCode).toBe(201);
      }
      const page = await getPage(withCursor('/api/Publication?limit=4', cursor), client.cookie);
      expect(page.items.length).toBeLessThanOrEqual(4);
      seen.push(...page.items);
      cursor = page.nextCursor;
    }
    expect(posted).toBe(3);
    const ids = seen.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...older].sort());
    expect(isNewestFirst(seen)).toBe(true);

    // The new posts come first on a fresh load.
    const fresh = await getPage('/api/Publication?limit=10');
    expect(fresh.items[0]!.publicationCaption).toBe('Publication 2');
    expect(fresh.items.some((p) => p.publicationCaption === 'Tout frais')).toBe(true);
  });

  it('serves 50 a page by default', async () => {
    await buildPublications(app, emptySeller, 45, new Date(hourAgo.getTime() - 60_000));
    const total = await db.$count(publications);
    expect(total).toBeGreaterThan(50);
    const first = await getPage('/api/Publication');
    expect(first.items).toHaveLength(50);
    expect(first.nextCursor).not.toBeNull();
    let count = first.items.length;
    let cursor = first.nextCursor;
    while (cursor) {
      const page = await getPage(withCursor('/api/Publication', cursor));
      count += page.items.length;
      cursor = page.nextCursor;
    }
    expect(count).toBe(total);
  });

  it('shows the viewer’s likes and follows; a guest sees neither', async () => {
    const [target] = older;
    const headers = { cookie: client.cookie };
    const liked = await app.inject({ method: 'POST', url: `/api/Interraction/like/pub/${target}`, headers });
    expect(liked.json()).toMatchObject({ isLiked: true });
    const followed = await app.inject({
      method: 'POST',
      url: `/api/Interraction/${seller.shop.id}/follow`,
      headers,
    });
    expect(followed.json()).toMatchObject({ isFollowed: true });

    const asClient = await get(`/api/Publication/${target}`, client.cookie);
    expect(asClient.json()).toMatchObject({ isLiked: true, publicationShop: { isFollowed: true } });
    const asGuest = await get(`/api/Publication/${target}`);
    expect(asGuest.json()).toMatchObject({ isLiked: false, publicationShop: { isFollowed: false } });

    const clientFeed = await getPage('/api/Publication', client.cookie);
    for (const p of clientFeed.items) {
      expect(p.isLiked).toBe(p.id === target);
      expect(p.publicationShop.isFollowed).toBe(p.publicationShop.id === seller.shop.id);
    }
    const guestFeed = await getPage('/api/Publication');
    expect(guestFeed.items.every((p) => !p.isLiked && !p.publicationShop.isFollowed)).toBe(true);
  });

  it('answers a page with a fixed number of queries, whatever its size (no N+1)', async () => {
    // Product publications too: their products are loaded per page, not per publication.
    for (let i = 0; i < 3; i++) {
      const product = await buildProduct(app, seller, { name: `Produit ${i}` });
      const res = await app.inject({
        method: 'POST',
        url: `/api/Publication/creation/${product.id}`,
        headers: { cookie: seller.cookie },
      });
      expect(res.statusCode).toBe(201);
    }
    const client$ = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const original = client$.query;
    let queries = 0;
    client$.query = function (this: unknown, ...args: unknown[]) {
      queries++;
      return original.apply(this, args);
    };
    // As a guest: the page is assembled the same way for everyone, while a connected viewer's own read is
    // kept a few seconds (feed-viewers.ts), so whether it runs depends on what happened just before.
    const count = async (url: string) => {
      queries = 0;
      const page = await getPage(url);
      return { queries, items: page.items };
    };
    try {
      const small = await count('/api/Publication?limit=2');
      const full = await count('/api/Publication?limit=50');
      expect(full.items).toHaveLength(50);
      expect(full.items.some((p) => p.publicationProduct !== null)).toBe(true);
      expect(full.queries).toBe(small.queries);
      expect(full.queries).toBeLessThanOrEqual(6);
    } finally {
      client$.query = original;
    }
  });

  it('refuses a cursor it did not make (400)', async () => {
    for (const cursor of ['abc', Buffer.from('["hier","x"]').toString('base64url')]) {
      const res = await get(`/api/Publication?cursor=${cursor}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: CATALOG_MSG.pageCursorInvalid, code: 'invalid_cursor' });
    }
  });
});

describe('shop publication lists', () => {
  it('GET /api/Shop/{shopId}/publications: only that shop, newest first, by keyset pages', async () => {
    const seen: Publication[] = [];
    let cursor: string | null = null;
    do {
      const page = await getPage(withCursor(`/api/Shop/${otherSeller.shop.id}/publications?limit=5`, cursor));
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.length).toBeGreaterThanOrEqual(7);
    expect(seen.every((p) => p.publicationShop.id === otherSeller.shop.id)).toBe(true);
    expect(new Set(seen.map((p) => p.id)).size).toBe(seen.length);
    expect(isNewestFirst(seen)).toBe(true);
  });

  it('GET /api/Shop/{shopId}/publications: 404 for an unknown shop, an empty page for a shop without posts', async () => {
    for (const id of ['0192f000-0000-7000-8000-000000000000', 'inconnue']) {
      const res = await get(`/api/Shop/${id}/publications`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(CATALOG_MSG.shopNotFound);
    }
    const fresh = await buildSeller(app, { shopName: 'Nouvelle boutique' });
    expect(await getPage(`/api/Shop/${fresh.shop.id}/publications`)).toEqual({ items: [], nextCursor: null });
  });

  it('GET /api/Shop/me/Publications: the seller’s own; 401 for a guest, 404 without a shop', async () => {
    const guest = await get('/api/Shop/me/Publications');
    expect(guest.statusCode).toBe(401);
    expect(guest.json().message).toBe(MSG.unauthenticated);
    const noShop = await get('/api/Shop/me/Publications', client.cookie);
    expect(noShop.statusCode).toBe(404);
    expect(noShop.json()).toMatchObject({ message: CATALOG_MSG.shopRequired, code: 'shop_required' });

    const mine = await getPage('/api/Shop/me/Publications?limit=50', seller.cookie);
    expect(mine.items.length).toBeGreaterThanOrEqual(10);
    expect(mine.items.every((p) => p.publicationShop.id === seller.shop.id)).toBe(true);
    expect(isNewestFirst(mine.items)).toBe(true);
    expect(mine.items[0]!.publicationType).toBe('produit');
    const lower = await getPage('/api/Shop/me/publications?limit=50', seller.cookie);
    expect(lower.items.map((p) => p.id)).toEqual(mine.items.map((p) => p.id));
  });
});

describe('share previews without a built web app', () => {
  it('answers /publication/{id} with a 404 like any page', async () => {
    const res = await get(`/publication/${older[0]}`);
    expect(res.statusCode).toBe(404);
  });
});
