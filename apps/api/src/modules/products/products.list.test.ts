// GET /api/Product (keyword, categories, price range, sorts, keyset pages) and the shop product lists.
import { CATALOG_MSG, MSG, type Product } from '@sugu/domain';
import { describe, expect, it } from 'vitest';
import {
  allPages,
  buildProducts,
  buildUser,
  categoryId,
  names,
  threeSellers,
} from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';

const t = await setupTestApp();
const { awa, kadi, tech } = await threeSellers(t.app);
await buildProducts(t.app, awa, [
  { name: 'Bazin riche', price: 25000, purchases: 5 },
  { name: 'BAZIN', price: 18000, purchases: 2 },
  { name: 'Robe en bazin', price: 30000 },
  { name: 'Pagne wax', price: 8000, purchases: 9 },
  { name: 'Boubou', price: 40000, purchases: 1 },
  { name: 'Sac 100%', price: 5000 },
]);
await buildProducts(t.app, kadi, [
  { name: 'Thé vert', price: 1500, purchases: 12 },
  { name: 'THE NOIR', price: 2000, purchases: 3 },
  { name: 'Théière', price: 7000 },
  { name: 'Riz parfumé', price: 12000, purchases: 7 },
  { name: 'Mangues', price: 2000, purchases: 3 },
  { name: 'Café Touba', price: 3000 },
  { name: 'Karité', price: 25000 },
]);
await buildProducts(t.app, tech, [
  { name: 'Téléphone', price: 90000, purchases: 4 },
  { name: 'Écouteurs', price: 10000 },
  ...Array.from({ length: 12 }, (_, i) => ({ name: `Câble ${i + 1}`, price: 100 * (i + 1) })),
]);

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Product[]; nextCursor: string | null };
};
const everything = async (query = '') => (await allPages(t.app, `/api/Product?limit=50${query}`)).items;
const sorted = (list: string[]) => [...list].sort();

describe('keyword', () => {
  it("'bazin' finds 'Bazin riche', 'BAZIN' and 'Robe en bazin', nothing else", async () => {
    expect(sorted(names(await everything('&keyword=bazin')))).toEqual([
      'BAZIN',
      'Bazin riche',
      'Robe en bazin',
    ]);
  });

  it("finds through typos and accents together: 'telefone' the Téléphone, 'bazn' the bazin", async () => {
    expect(names(await everything('&keyword=telefone'))).toEqual(['Téléphone']);
    expect(sorted(names(await everything('&keyword=bazn')))).toEqual([
      'BAZIN',
      'Bazin riche',
      'Robe en bazin',
    ]);
  });

  it('ignores accents and case both ways', async () => {
    const tea = ['THE NOIR', 'Thé vert', 'Théière'];
    expect(sorted(names(await everything('&keyword=the')))).toEqual(tea);
    expect(sorted(names(await everything(`&keyword=${encodeURIComponent('THÉ')}`)))).toEqual(tea);
    expect(names(await everything('&keyword=ecout'))).toEqual(['Écouteurs']);
  });

  it("tolerates typos like shop search: 'bazn' finds the bazin, 'THE NOIRE' the black tea", async () => {
    expect(sorted(names(await everything('&keyword=bazn')))).toEqual([
      'BAZIN',
      'Bazin riche',
      'Robe en bazin',
    ]);
    expect(sorted(names(await everything(`&keyword=${encodeURIComponent('BAZÍN')}`)))).toEqual([
      'BAZIN',
      'Bazin riche',
      'Robe en bazin',
    ]);
    expect(names(await everything('&keyword=ecouteur'))).toEqual(['Écouteurs']);
    expect(names(await everything('&keyword=mangue'))).toEqual(['Mangues']);
  });

  it('keeps the chosen sort and its keyset pages with a fuzzy keyword', async () => {
    const all = names(await everything('&keyword=bazn&sort=price_desc'));
    expect(all).toEqual(['Robe en bazin', 'Bazin riche', 'BAZIN']);
    const paged = names((await allPages(t.app, '/api/Product?limit=1&keyword=bazn&sort=price_desc')).items);
    expect(paged).toEqual(all);
  });

  it('takes LIKE wildcards literally and finds nothing for an unknown word', async () => {
    expect(names(await everything('&keyword=%25'))).toEqual(['Sac 100%']);
    expect(names(await everything('&keyword=_'))).toEqual([]);
    expect(await everything('&keyword=zzz')).toEqual([]);
  });

  it('treats an empty keyword as no keyword', async () => {
    expect((await everything('&keyword=')).length).toBe((await everything()).length);
  });
});

describe('categories and price range', () => {
  it('keeps the products of the chosen categories', async () => {
    const food = await categoryId(t.app, 'Alimentation');
    const phones = await categoryId(t.app, 'Téléphones et électronique');
    const onlyFood = await everything(`&categoryIds=${food}`);
    expect(onlyFood).toHaveLength(7);
    expect(onlyFood.every((p) => p.productCategory === 'Alimentation')).toBe(true);
    const both = await everything(`&categoryIds=${food},${phones}`);
    expect(both).toHaveLength(7 + 14);
    expect(await everything('&categoryIds=inconnue')).toEqual([]);
    expect(await everything(`&categoryIds=inconnue,${food}`)).toHaveLength(7);
    expect(await everything(`&categoryIds=${food}&categoryIds=${phones}`)).toEqual(both);
  });

  it('keeps prices between min and max, both included; an empty max is unlimited', async () => {
    const mid = await everything('&minPrice=5000&maxPrice=25000');
    expect(mid.every((p) => p.productPrice >= 5000 && p.productPrice <= 25000)).toBe(true);
    expect(sorted(names(mid))).toEqual(
      sorted([
        'Bazin riche',
        'BAZIN',
        'Pagne wax',
        'Sac 100%',
        'Théière',
        'Riz parfumé',
        'Karité',
        'Écouteurs',
      ]),
    );
    const upper = await everything('&minPrice=30000&maxPrice=');
    expect(sorted(names(upper))).toEqual(['Boubou', 'Robe en bazin', 'Téléphone']);
    expect(names(await everything('&maxPrice=200'))).toEqual(['Câble 1', 'Câble 2']);
  });

  it('combines keyword, category and price', async () => {
    const fashion = await categoryId(t.app, 'Mode et vêtements');
    const found = await everything(`&keyword=bazin&categoryIds=${fashion}&minPrice=20000`);
    expect(names(found)).toEqual(['Bazin riche', 'Robe en bazin']);
  });
});

describe('sort orders', () => {
  const byId = (a: Product, b: Product) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

  it('defaults to price_asc (ties by id)', async () => {
    const list = await everything();
    expect(list.length).toBe(27);
    expect(list).toEqual([...list].sort((a, b) => a.productPrice - b.productPrice || byId(a, b)));
    expect(await everything('&sort=price_asc')).toEqual(list);
    expect(await everything('&sort=nimporte')).toEqual(list);
  });

  it('price_desc', async () => {
    const list = await everything('&sort=price_desc');
    expect(list).toEqual([...list].sort((a, b) => b.productPrice - a.productPrice || byId(b, a)));
    expect(list[0]?.productName).toBe('Téléphone');
  });

  it('recent: newest first', async () => {
    const list = await everything('&sort=recent');
    const times = list.map((p) => Date.parse(p.createAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(list[0]?.productName).toBe('Câble 12');
  });

  it('popular: most purchased first (ties by id)', async () => {
    const list = await everything('&sort=popular');
    expect(list).toEqual([...list].sort((a, b) => b.totalPurchases - a.totalPurchases || byId(a, b)));
    expect(names(list.slice(0, 3))).toEqual(['Thé vert', 'Pagne wax', 'Riz parfumé']);
  });
});

describe('keyset pages', () => {
  it('pages of 24 by default', async () => {
    const first = await get('/api/Product');
    expect(first.items).toHaveLength(24);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await get(`/api/Product?cursor=${first.nextCursor}`);
    expect(second.items).toHaveLength(3);
    expect(second.nextCursor).toBeNull();
  });

  for (const sort of ['price_asc', 'price_desc', 'recent', 'popular']) {
    it(`${sort}: every product exactly once even when products are created between pages`, async () => {
      const before = (await everything(`&sort=${sort}`)).map((p) => p.id);
      let added = 0;
      const { items, pages } = await allPages(t.app, `/api/Product?sort=${sort}&limit=4`, {
        between: async () => {
          added++;
          // Newest, with a price and sales that land anywhere in every order.
          await buildProducts(t.app, tech, [
            {
              name: `Nouveau ${sort} ${added}`,
              price: (added * 7919) % 50000,
              purchases: added % 6,
              ageSeconds: 0,
            },
          ]);
        },
      });
      const ids = items.map((p) => p.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of before) expect(ids.filter((x) => x === id)).toHaveLength(1);
      expect(pages).toBeGreaterThanOrEqual(Math.ceil(before.length / 4));
    });
  }

  it('pages a filtered list too', async () => {
    const whole = await everything('&keyword=a&minPrice=1000&sort=popular');
    const { items } = await allPages(t.app, '/api/Product?keyword=a&minPrice=1000&sort=popular&limit=2');
    expect(items).toEqual(whole);
  });

  it('refuses a forged cursor or one of another order', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/Product?cursor=abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(CATALOG_MSG.pageCursorInvalid);
    const { nextCursor } = await get('/api/Product?sort=price_asc&limit=2');
    const other = await t.app.inject({ method: 'GET', url: `/api/Product?sort=recent&cursor=${nextCursor}` });
    expect(other.statusCode).toBe(400);
    const forged = Buffer.from(JSON.stringify(['price_asc', "1'; drop table products; --", 'x'])).toString(
      'base64url',
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/Product?cursor=${forged}` })).statusCode).toBe(
      400,
    );
  });
});

describe('shop product lists', () => {
  it('GET /api/Shop/{shopId}/products: that shop only, newest first, paged exactly once', async () => {
    const { items } = await allPages(t.app, `/api/Shop/${awa.shop.id}/products?limit=4`);
    expect(names(items)).toEqual([
      'Sac 100%',
      'Boubou',
      'Pagne wax',
      'Robe en bazin',
      'BAZIN',
      'Bazin riche',
    ]);
    expect(items.every((p) => p.productShop.id === awa.shop.id)).toBe(true);
  });

  it('answers 404 for an unknown or malformed shop', async () => {
    for (const id of ['0190a3b4-0000-7000-8000-000000000000', 'boutique']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/Shop/${id}/products` });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(CATALOG_MSG.shopNotFound);
    }
  });

  it('GET /api/Shop/me/products: the seller’s own products with their stock; 401 guest, 404 without shop', async () => {
    const mine = await allPages(t.app, '/api/Shop/me/products', { cookie: kadi.cookie });
    expect(names(mine.items)).toEqual([
      'Karité',
      'Café Touba',
      'Mangues',
      'Riz parfumé',
      'Théière',
      'THE NOIR',
      'Thé vert',
    ]);
    expect(mine.items.every((p) => p.productStock === 5)).toBe(true);
    const guest = await t.app.inject({ method: 'GET', url: '/api/Shop/me/products' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().message).toBe(MSG.unauthenticated);
    const client = await buildUser(t.app);
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/Shop/me/products',
      headers: { cookie: client.cookie },
    });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(CATALOG_MSG.shopRequired);
  });
});
