// POST /api/Product/ajout: permissions, every rule of CreateProductBody with its French message, photos, counts;
// GET /api/Product/{id}; the /produit/{id} link preview.
import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CATALOG_MSG, formatFcfa, MONEY, MONEY_MSG, MSG, moneyMessages, type Product } from '@sugu/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildSeller,
  buildUser,
  categoryId,
  createProduct,
  photos,
  postProduct,
  productForm,
  type Seller,
} from '../../../test/factories/index.js';
import { setupTestApp, type TestApp } from '../../../test/helper.js';
import { products, shops } from '../../db/schema/index.js';

const XOF_MSG = moneyMessages('XOF');
let t: TestApp;
let awa: Seller;

beforeAll(async () => {
  const web = await mkdtemp(path.join(tmpdir(), 'sugu-web-'));
  await writeFile(
    path.join(web, 'index.html'),
    '<!doctype html><html><head><title>Sugu</title><meta name="description" content="x" /></head><body></body></html>',
  );
  t = await setupTestApp({ env: { WEB_DIST: web, PUBLIC_URL: 'https://sugu.example' } });
  awa = await buildSeller(t.app, { shopName: 'Chez Awa', shopActivity: 'Mode et vêtements' });
});

const productCount = async (shopId: string) => {
  const [row] = await t.app.ctx.db.select({ n: shops.productCount }).from(shops).where(eq(shops.id, shopId));
  return row?.n;
};
const rowsOf = (shopId: string) => t.app.ctx.db.select().from(products).where(eq(products.shopId, shopId));

describe('who may create a product', () => {
  it('refuses a guest with 401', async () => {
    const res = await postProduct(t.app, undefined, productForm(), await photos(1));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MSG.unauthenticated);
  });

  it('refuses a Client with 403', async () => {
    const client = await buildUser(t.app);
    const res = await postProduct(t.app, client.cookie, productForm(), await photos(1));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(CATALOG_MSG.sellerOnly);
  });

  it('refuses a Vendeur who has no shop yet', async () => {
    const vendeur = await buildUser(t.app, { role: 'Vendeur' });
    const res = await postProduct(t.app, vendeur.cookie, productForm(), await photos(1));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(CATALOG_MSG.shopRequired);
  });
});

describe('a valid product', () => {
  let created: Product;

  it('is created with its photos in order, the seller’s category and share links', async () => {
    const before = await productCount(awa.shop.id);
    const res = await postProduct(
      t.app,
      awa.cookie,
      productForm({ productName: 'Boubou bazin riche brodé', unit: 'PerKg', currency: 'GHS' }),
      await photos(3),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Produit créé avec succès !');
    created = body.product;
    expect(created.productName).toBe('Boubou bazin riche brodé'); // 24 characters: the maximum
    expect(created.productPrice).toBe(25000);
    expect(created.productStock).toBe(12);
    expect(created.unit).toBe(1);
    expect(created.currency).toBe('GHS');
    expect(created.categoryId).toBe(awa.shop.categoryId);
    expect(created.productCategory).toBe('Mode et vêtements');
    expect(created.isPublished).toBe(false);
    expect(created.totalPurchases).toBe(0);
    expect(created.productImageUrls).toHaveLength(3);
    expect(created.productImageUrls[0]).toMatch(/^\/media\/.+-640\.webp$/);
    expect(new Set(created.productImageUrls).size).toBe(3);
    // Photos keep the order they were sent in: photo i is (40 + i) × (30 + i).
    expect(created.productImages.map((i) => [i.width, i.height])).toEqual([
      [40, 30],
      [41, 31],
      [42, 32],
    ]);
    expect(created.productImages.map((i) => i.url)).toEqual(created.productImageUrls);
    expect(created.productLink).toBe(`https://sugu.example/produit/${created.id}`);
    expect(created.lienPartage).toBe(created.productLink);
    expect(created.productShop).toMatchObject({
      id: awa.shop.id,
      userId: awa.userId,
      shopName: 'Chez Awa',
      followerCount: 0,
      rate: 0,
      rateCount: 0,
    });
    expect(await productCount(awa.shop.id)).toBe((before ?? 0) + 1);
  });

  it('is returned by GET /api/Product/{id}', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/Product/${created.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(created);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['0190a3b4-0000-7000-8000-000000000000', 'pas-un-id']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/Product/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(CATALOG_MSG.productNotFound);
    }
  });

  it('accepts the photo fields `files` and `file`, the unit code and an explicit category', async () => {
    const food = await categoryId(t.app, 'Alimentation');
    const res = await postProduct(t.app, awa.cookie, productForm({ unit: '5', categoryId: food }), [
      ...(await photos(1, 'files')),
      ...(await photos(1, 'file')),
    ]);
    expect(res.statusCode).toBe(201);
    const product: Product = res.json().product;
    expect(product.productImageUrls).toHaveLength(2);
    expect(product.unit).toBe(5);
    expect(product.productCategory).toBe('Alimentation');
  });

  it('defaults to XOF, PerUnit and an empty description', async () => {
    const res = await postProduct(
      t.app,
      awa.cookie,
      { productName: 'Karité', productPrice: '1500', productStock: '0' },
      await photos(1),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().product).toMatchObject({
      currency: 'XOF',
      unit: 0,
      productDescription: '',
      productStock: 0,
    });
  });

  it('counts exactly when several are created at once', async () => {
    const shop = await buildSeller(t.app, { shopName: 'Boutique Kadi', shopActivity: 'Mode et vêtements' });
    await Promise.all(
      Array.from({ length: 6 }, (_, i) => createProduct(t.app, shop.cookie, { productName: `P${i}` })),
    );
    expect(await productCount(shop.shop.id)).toBe(6);
    expect(await rowsOf(shop.shop.id)).toHaveLength(6);
  });
});

describe('rules of the form (CreateProductBody)', () => {
  const cases: [string, Record<string, string>, string][] = [
    ['a name of 25 characters', { productName: 'a'.repeat(25) }, CATALOG_MSG.productNameInvalid],
    ['an empty name', { productName: '   ' }, CATALOG_MSG.productNameInvalid],
    [
      'a description of 121 characters',
      { productDescription: 'd'.repeat(121) },
      CATALOG_MSG.productDescriptionTooLong,
    ],
    ['a negative price', { productPrice: '-1' }, CATALOG_MSG.productPriceInvalid],
    ['a price that is not a number', { productPrice: 'cher' }, CATALOG_MSG.productPriceInvalid],
    ['a negative stock', { productStock: '-3' }, CATALOG_MSG.productStockInvalid],
    ['a stock that is not an integer', { productStock: '2.5' }, CATALOG_MSG.productStockInvalid],
    ['a price over MONEY.maxPrice', { productPrice: String(MONEY.maxPrice + 1) }, XOF_MSG.priceTooHigh],
    ['the largest safe integer as price', { productPrice: '9007199254740991' }, XOF_MSG.priceTooHigh],
    ['a price in hexadecimal', { productPrice: '0x3E8' }, CATALOG_MSG.productPriceInvalid],
    ['a price with an exponent', { productPrice: '1e3' }, CATALOG_MSG.productPriceInvalid],
    ['a price between spaces', { productPrice: ' 1000 ' }, CATALOG_MSG.productPriceInvalid],
    ['a stock over MONEY.maxStock', { productStock: String(MONEY.maxStock + 1) }, MONEY_MSG.stockTooHigh],
    ['an unknown currency', { currency: 'EUR' }, CATALOG_MSG.productCurrencyInvalid],
    ['an unknown unit', { unit: 'PerTon' }, CATALOG_MSG.productUnitInvalid],
    [
      'an unknown category',
      { categoryId: '0190a3b4-0000-7000-8000-000000000000' },
      CATALOG_MSG.categoryUnknown,
    ],
  ];
  for (const [what, overrides, message] of cases) {
    it(`refuses ${what}: '${message}'`, async () => {
      const shop = await buildSeller(t.app, {
        shopName: 'Boutique Règles',
        shopActivity: 'Mode et vêtements',
      });
      const res = await postProduct(t.app, shop.cookie, productForm(overrides), await photos(1));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(await rowsOf(shop.shop.id)).toHaveLength(0);
    });
  }

  it('accepts a price of MONEY.maxPrice and a stock of MONEY.maxStock', async () => {
    const form = productForm({ productPrice: String(MONEY.maxPrice), productStock: String(MONEY.maxStock) });
    const res = await postProduct(t.app, awa.cookie, form, await photos(1));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().product).toMatchObject({ productPrice: MONEY.maxPrice, productStock: MONEY.maxStock });
  });

  it("refuses a product without photo: 'Veuillez sélectionner au moins une image'", async () => {
    const res = await postProduct(t.app, awa.cookie, productForm({ productName: 'Sans photo' }), []);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Veuillez sélectionner au moins une image');
  });

  it('refuses 11 photos and stores nothing', async () => {
    const shop = await buildSeller(t.app, { shopName: 'Boutique Onze', shopActivity: 'Mode et vêtements' });
    const res = await postProduct(t.app, shop.cookie, productForm(), await photos(11));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CATALOG_MSG.productImagesTooMany);
    expect(await rowsOf(shop.shop.id)).toHaveLength(0);
    expect(await productCount(shop.shop.id)).toBe(0);
  });

  it('accepts 10 photos', async () => {
    const res = await postProduct(
      t.app,
      awa.cookie,
      productForm({ productName: 'Dix photos' }),
      await photos(10),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().product.productImageUrls).toHaveLength(10);
  });

  it("refuses a file that is not an image: 'Seules les images sont acceptées'", async () => {
    const shop = await buildSeller(t.app, { shopName: 'Boutique Texte', shopActivity: 'Mode et vêtements' });
    const files = [
      ...(await photos(1)),
      { field: 'Files', data: Buffer.from('pas une image'), filename: 'photo.jpg', type: 'image/jpeg' },
    ];
    const res = await postProduct(t.app, shop.cookie, productForm(), files);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Seules les images sont acceptées');
    expect(await rowsOf(shop.shop.id)).toHaveLength(0);
  });
});

describe('nothing is stored for a refused form', () => {
  it('writes no media file when the form has 11 photos', async () => {
    const fresh = await setupTestApp();
    const shop = await buildSeller(fresh.app, {
      shopName: 'Boutique Vide',
      shopActivity: 'Mode et vêtements',
    });
    const res = await postProduct(fresh.app, shop.cookie, productForm(), await photos(11));
    expect(res.statusCode).toBe(400);
    const stored = await readdir(path.join(fresh.config.dataDir, 'media')).catch(() => []);
    expect(stored).toEqual([]);
  });
});

describe('link preview of /produit/{id}', () => {
  it('carries the name, the description with the price in FCFA and the first photo', async () => {
    const product = await createProduct(
      t.app,
      awa.cookie,
      { productName: 'Thé vert', productPrice: '2500' },
      2,
    );
    const res = await t.app.inject({ method: 'GET', url: `/produit/${product.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<title>Thé vert</title>');
    expect(html).toContain('<meta property="og:title" content="Thé vert" />');
    expect(html).toContain(
      `<meta property="og:description" content="Bazin brodé main, 5 mètres — ${formatFcfa(2500)}" />`,
    );
    const key = product.productImageUrls[0]?.match(/^\/media\/(.+)-640\.webp$/)?.[1];
    expect(html).toContain(`<meta property="og:image" content="https://sugu.example/media/${key}-og.jpg" />`);
    expect(html).toContain(`<meta property="og:url" content="https://sugu.example/produit/${product.id}" />`);
  });

  it('leaves the plain page for an unknown product', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/produit/0190a3b4-0000-7000-8000-000000000000' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Sugu</title>');
    expect(res.body).not.toContain('og:title');
  });
});
