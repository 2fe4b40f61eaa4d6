// GET /api/Product/feed/{userId}: followed shops' products first (newest first), then the rest.
import { describe, expect, it } from 'vitest';
import {
  allPages,
  buildFollow,
  buildProducts,
  buildUser,
  names,
  threeSellers,
} from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';

const t = await setupTestApp();
const [{ awa, kadi, tech }, fatou] = await Promise.all([threeSellers(t.app), buildUser(t.app)]);
// Ages in seconds: the newest products are not the followed ones.
await buildProducts(t.app, awa, [
  { name: 'Awa 1', price: 1000, ageSeconds: 500 },
  { name: 'Awa 2', price: 1000, ageSeconds: 300 },
  { name: 'Awa 3', price: 1000, ageSeconds: 100 },
]);
await buildProducts(t.app, kadi, [
  { name: 'Kadi 1', price: 1000, ageSeconds: 400 },
  { name: 'Kadi 2', price: 1000, ageSeconds: 50 },
]);
await buildProducts(t.app, tech, [
  { name: 'Tech 1', price: 1000, ageSeconds: 200 },
  { name: 'Tech 2', price: 1000, ageSeconds: 10 },
]);
await buildFollow(t.app, fatou.userId, awa.shop.id);
await buildFollow(t.app, fatou.userId, tech.shop.id);

const everyone = ['Tech 2', 'Kadi 2', 'Awa 3', 'Tech 1', 'Awa 2', 'Kadi 1', 'Awa 1'];

describe('personalised product feed', () => {
  it('puts the followed shops’ products first, newest first, then the others, newest first', async () => {
    const { items } = await allPages(t.app, `/api/Product/feed/${fatou.userId}`, { cookie: fatou.cookie });
    expect(names(items)).toEqual(['Tech 2', 'Awa 3', 'Tech 1', 'Awa 2', 'Awa 1', 'Kadi 2', 'Kadi 1']);
  });

  for (const limit of [1, 2, 3, 5, 6]) {
    it(`pages of ${limit} return each product exactly once across both segments`, async () => {
      const { items } = await allPages(t.app, `/api/Product/feed/${fatou.userId}?limit=${limit}`, {
        cookie: fatou.cookie,
      });
      expect(names(items)).toEqual(['Tech 2', 'Awa 3', 'Tech 1', 'Awa 2', 'Awa 1', 'Kadi 2', 'Kadi 1']);
    });
  }

  it('keeps each product once when products are added between pages', async () => {
    let added = 0;
    const { items } = await allPages(t.app, `/api/Product/feed/${fatou.userId}?limit=2`, {
      cookie: fatou.cookie,
      between: async () => {
        added++;
        await buildProducts(t.app, added % 2 ? kadi : awa, [
          { name: `Neuf ${added}`, price: 500, ageSeconds: 0 },
        ]);
      },
    });
    const seen = names(items);
    expect(new Set(seen).size).toBe(seen.length);
    for (const name of everyone) expect(seen.filter((n) => n === name)).toHaveLength(1);
  });

  it('gives everything newest first to a user who follows nobody, an unknown or a malformed id', async () => {
    const loner = await buildUser(t.app);
    for (const id of [loner.userId, '0190a3b4-0000-7000-8000-000000000000', 'inconnu']) {
      const { items } = await allPages(t.app, `/api/Product/feed/${id}?limit=3`, { cookie: loner.cookie });
      const list = names(items).filter((name) => !name.startsWith('Neuf'));
      expect(list).toEqual(everyone);
    }
  });

  it('refuses a cursor of another list', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Product?limit=1' });
    const cursor = res.json().nextCursor;
    const feed = await t.app.inject({
      method: 'GET',
      url: `/api/Product/feed/${fatou.userId}?cursor=${cursor}`,
      headers: { cookie: fatou.cookie },
    });
    expect(feed.statusCode).toBe(400);
  });

  it('never tells a stranger or a guest which shops someone follows', async () => {
    const stranger = await buildUser(t.app);
    for (const cookie of [stranger.cookie, undefined]) {
      const { items } = await allPages(t.app, `/api/Product/feed/${fatou.userId}?limit=3`, {
        ...(cookie && { cookie }),
      });
      expect(names(items).filter((name) => !name.startsWith('Neuf'))).toEqual(everyone);
    }
  });

  it('is the connected user’s own feed whatever id the path names', async () => {
    const { items } = await allPages(t.app, '/api/Product/feed/inconnu', { cookie: fatou.cookie });
    const list = names(items).filter((name) => !name.startsWith('Neuf'));
    expect(list).toEqual(['Tech 2', 'Awa 3', 'Tech 1', 'Awa 2', 'Awa 1', 'Kadi 2', 'Kadi 1']);
  });
});
