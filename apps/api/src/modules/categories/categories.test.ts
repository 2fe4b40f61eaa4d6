import { CATALOG_MSG, CATEGORY_NAMES, Category } from '@sugu/domain';
import { describe, expect, it } from 'vitest';
import { buildSeller, buildUser } from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';

const { app } = await setupTestApp();

const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('GET /api/Category/all-categories', () => {
  it('lists the seeded categories in display order, cacheable for five minutes', async () => {
    const res = await get('/api/Category/all-categories');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const list = Category.array().parse(res.json());
    expect(list.map((c) => c.categoryName)).toEqual([...CATEGORY_NAMES]);
    expect(list[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      categoryName: 'Mode et vêtements',
    });
    expect(Object.keys(list[0]!).sort()).toEqual(['categoryName', 'id']);
  });
});

describe('GET /api/Category/me', () => {
  it('gives the connected seller’s shop category', async () => {
    const seller = await buildSeller(app, { shopActivity: 'Agriculture et élevage' });
    const res = await get('/api/Category/me', seller.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: seller.shop.categoryId, categoryName: 'Agriculture et élevage' });
  });

  it('answers 401 to a guest and 404 to a user without a shop', async () => {
    expect((await get('/api/Category/me')).statusCode).toBe(401);
    for (const role of ['Vendeur', 'Client']) {
      const user = await buildUser(app, { role });
      const res = await get('/api/Category/me', user.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(CATALOG_MSG.shopRequired);
    }
  });
});
