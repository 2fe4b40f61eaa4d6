// GET /api/Product with a keyword at volume, and the few seconds its answers are kept
// (SEARCH_CACHE_SECONDS, 5 by default): what may be stale, for how long, and what this server refreshes.
import type { Product } from '@sugu/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildProductSeries, buildProducts, names, threeSellers } from '../../../test/factories/index.js';
import { cacheEventsSettled, setupTestApp } from '../../../test/helper.js';
import { products } from '../../db/schema/index.js';

const t = await setupTestApp({ clock: 'frozen' });
const { awa } = await threeSellers(t.app);
const bazins = await buildProducts(t.app, awa, [
  { name: 'Bazin riche', price: 25000 },
  { name: 'Robe en bazin', price: 30000 },
]);
const bazinIds = bazins.map((product) => product.id);

const list = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/Product?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Product[]; nextCursor: string | null };
};

describe('GET /api/Product, cached a few seconds', () => {
  it('shows a product added elsewhere (another server, the database) within 5 seconds, typos still tolerated', async () => {
    // The set-up's own notifications are all in: nothing but the clock drops the list below.
    await cacheEventsSettled(t.app);
    expect(names((await list('keyword=bazn')).items)).toEqual(['Bazin riche', 'Robe en bazin']);
    await buildProducts(t.app, awa, [{ name: 'Bazin brodé', price: 20000 }]);
    t.clock.advanceHours(4.9 / 3600);
    expect(names((await list('keyword=bazn')).items)).toEqual(['Bazin riche', 'Robe en bazin']);
    t.clock.advanceHours(0.1 / 3600);
    expect(names((await list('keyword=bazn')).items)).toEqual([
      'Bazin brodé',
      'Bazin riche',
      'Robe en bazin',
    ]);
  });

  it('shows a stock change made on this server at once', async () => {
    const before = await list('keyword=robe');
    expect(before.items.map((p) => p.productStock)).toEqual([5]);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/Product/modifier/stock/${bazinIds[1]}`,
      headers: { cookie: awa.cookie },
      payload: { productStock: 2 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await list('keyword=robe')).items.map((p) => p.productStock)).toEqual([2]);
  });

  it('keys by every filter: another sort or price range is another answer', async () => {
    expect(names((await list('keyword=bazin&sort=price_desc')).items)[0]).toBe('Robe en bazin');
    expect(names((await list('keyword=bazin&maxPrice=22000')).items)).toEqual(['Bazin brodé']);
  });
});

describe('GET /api/Product with a keyword matching thousands of products', () => {
  // 6,000 'Pagne n' (more than the matches sorted as a set: the sort's index is walked instead) at
  // prices 6000 - n, and one 'Bogolan' dearer than all, at the far end of price_asc.
  beforeAll(async () => {
    await buildProductSeries(t.app, awa, 'Pagne', 6000);
    await buildProducts(t.app, awa, [{ name: 'Bógolan', price: 900000 }]);
  });

  it('pages a common word in its sort: the cheapest first, then the next page', async () => {
    const first = await list('keyword=pagne&limit=3');
    expect(names(first.items)).toEqual(['Pagne 6000', 'Pagne 5999', 'Pagne 5998']);
    const next = await list(`keyword=pagne&limit=3&cursor=${first.nextCursor}`);
    expect(names(next.items)).toEqual(['Pagne 5997', 'Pagne 5996', 'Pagne 5995']);
    const dearest = await list('keyword=pagn&limit=2&sort=price_desc');
    expect(names(dearest.items)).toEqual(['Pagne 1', 'Pagne 2']);
  });

  it('finds a rare word (with a typo) at the far end of the order', async () => {
    expect(names((await list('keyword=bogolan')).items)).toEqual(['Bógolan']);
    expect(names((await list('keyword=bogolam&sort=price_asc')).items)).toEqual(['Bógolan']);
    await buildProducts(t.app, awa, [{ name: 'Téléphone Tecno', price: 95000 }]);
    expect(names((await list('keyword=telefone')).items)).toEqual(['Téléphone Tecno']);
  });

  it('stores the name as search compares it: lowercased, without accents', async () => {
    const [row] = await t.database.db
      .select({ searchName: products.searchName })
      .from(products)
      .where(eq(products.productName, 'Bógolan'));
    expect(row?.searchName).toBe('bogolan');
  });
});
