// Stock update and deletion: owner vs other Vendeur vs Client vs guest, rules, and what a deletion removes.
import { CATALOG_MSG, MONEY, MONEY_MSG, MSG, type Product } from '@sugu/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  allPages,
  buildProduct,
  buildProductPublication,
  buildSeller,
  buildUser,
  createProduct,
  type Seller,
} from '../../../test/factories/index.js';
import { setupTestApp, type TestApp } from '../../../test/helper.js';
import { publications, shops } from '../../db/schema/index.js';

let t: TestApp;
let owner: Seller;
let otherSeller: Seller;
let client: Account;
let product: Product;

const UNKNOWN = '0190a3b4-0000-7000-8000-000000000000';

beforeAll(async () => {
  t = await setupTestApp();
  [owner, otherSeller, client] = await Promise.all([
    buildSeller(t.app, { shopName: 'Chez Awa', shopActivity: 'Mode et vêtements' }),
    buildSeller(t.app, { shopName: 'Chez Moussa', shopActivity: 'Mode et vêtements' }),
    buildUser(t.app),
  ]);
  product = await createProduct(t.app, owner.cookie, { productStock: '12' });
});

const putStock = (id: string, payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/Product/modifier/stock/${id}`,
    payload: payload as object,
    ...(cookie && { headers: { cookie } }),
  });
const remove = (id: string, cookie?: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/Product/supprimer/${id}`,
    ...(cookie && { headers: { cookie } }),
  });
const getOne = (id: string) => t.app.inject({ method: 'GET', url: `/api/Product/${id}` });
const shopCounts = async (shopId: string) => {
  const [row] = await t.app.ctx.db
    .select({ productCount: shops.productCount, publicationCount: shops.publicationCount })
    .from(shops)
    .where(eq(shops.id, shopId));
  return row;
};

describe('PUT /api/Product/modifier/stock/{productId}', () => {
  it('refuses a guest with 401', async () => {
    const res = await putStock(product.id, { productStock: 3 });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MSG.unauthenticated);
  });

  it('refuses another Vendeur and a Client with 403', async () => {
    for (const cookie of [otherSeller.cookie, client.cookie]) {
      const res = await putStock(product.id, { productStock: 3 }, cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(CATALOG_MSG.ownerOnly);
    }
    expect((await getOne(product.id)).json().productStock).toBe(12);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [UNKNOWN, 'abc']) {
      const res = await putStock(id, { productStock: 3 }, owner.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(CATALOG_MSG.productNotFound);
    }
  });

  it('refuses a negative, decimal or missing stock', async () => {
    for (const payload of [{ productStock: -1 }, { productStock: 2.5 }, { productStock: 'beaucoup' }, {}]) {
      const res = await putStock(product.id, payload, owner.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(CATALOG_MSG.productStockInvalid);
    }
  });

  it('refuses a stock written other than in plain digits, or over MONEY.maxStock', async () => {
    for (const stock of ['0x10', '1e3', ' 12 ', [12], '+12']) {
      const res = await putStock(product.id, { productStock: stock }, owner.cookie);
      expect([res.statusCode, res.json().message], JSON.stringify(stock)).toEqual([
        400,
        CATALOG_MSG.productStockInvalid,
      ]);
    }
    for (const stock of [MONEY.maxStock + 1, 2 ** 31, 2 ** 53]) {
      const res = await putStock(product.id, { productStock: stock }, owner.cookie);
      expect([res.statusCode, res.json().message], String(stock)).toEqual([400, MONEY_MSG.stockTooHigh]);
    }
    expect((await getOne(product.id)).json().productStock).toBe(12);
  });

  it('lets the owner set the stock', async () => {
    const res = await putStock(product.id, { productStock: 7 }, owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: CATALOG_MSG.stockUpdated, productStock: 7 });
    expect((await getOne(product.id)).json().productStock).toBe(7);
  });

  it('accepts the stock as text and zero', async () => {
    const res = await putStock(product.id, { productStock: '0' }, owner.cookie);
    expect(res.statusCode).toBe(200);
    expect((await getOne(product.id)).json().productStock).toBe(0);
  });
});

describe('DELETE /api/Product/supprimer/{productId}', () => {
  let doomed: Product;
  let publicationId: string;

  beforeAll(async () => {
    doomed = await createProduct(t.app, owner.cookie, { productName: 'Pagne wax' });
    publicationId = await buildProductPublication(t.app, owner, doomed.id);
  });

  it('refuses a guest with 401', async () => {
    expect((await remove(doomed.id)).statusCode).toBe(401);
  });

  it('refuses another Vendeur and a Client with 403', async () => {
    for (const cookie of [otherSeller.cookie, client.cookie]) {
      const res = await remove(doomed.id, cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(CATALOG_MSG.ownerOnly);
    }
    expect((await getOne(doomed.id)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id', async () => {
    const res = await remove(UNKNOWN, owner.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(CATALOG_MSG.productNotFound);
  });

  it('lets the owner delete it, with its publication, and uncounts both', async () => {
    expect(await shopCounts(owner.shop.id)).toEqual({ productCount: 2, publicationCount: 1 });
    const res = await remove(doomed.id, owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Produit supprimé avec succès' });
    expect(await shopCounts(owner.shop.id)).toEqual({ productCount: 1, publicationCount: 0 });
    const left = await t.app.ctx.db.select().from(publications).where(eq(publications.id, publicationId));
    expect(left).toEqual([]);
  });

  it('makes it vanish from GET one and from every list', async () => {
    expect((await getOne(doomed.id)).statusCode).toBe(404);
    const lists = [
      '/api/Product',
      '/api/Product?sort=recent',
      '/api/Product?keyword=wax',
      `/api/Product/feed/${client.userId}`,
      `/api/Shop/${owner.shop.id}/products`,
    ];
    for (const url of lists) {
      const { items } = await allPages(t.app, url);
      expect(items.map((item) => item.id)).not.toContain(doomed.id);
    }
    const mine = await allPages(t.app, '/api/Shop/me/products', { cookie: owner.cookie });
    expect(mine.items.map((item) => item.id)).toEqual([product.id]);
  });

  it('cannot be deleted twice or restocked', async () => {
    expect((await remove(doomed.id, owner.cookie)).statusCode).toBe(404);
    expect((await putStock(doomed.id, { productStock: 4 }, owner.cookie)).statusCode).toBe(404);
    expect(await shopCounts(owner.shop.id)).toEqual({ productCount: 1, publicationCount: 0 });
  });
});

describe('a product without photo (written by an older client or the seed)', () => {
  it('shows the placeholder image', async () => {
    const row = await buildProduct(t.app, owner, { name: 'Sans photo', price: 100, stock: 1, images: 0 });
    const res = await getOne(row.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().productImageUrls).toEqual(['/placeholder-product.svg']);
    expect(res.json().productImages).toEqual([{ url: '/placeholder-product.svg', width: 640, height: 640 }]);
  });
});
