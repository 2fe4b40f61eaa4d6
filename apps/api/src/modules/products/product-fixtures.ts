// Test data of the product tests: accounts through the real sign-up, shops and bulk products written
// directly (the shop endpoints are another module's), products through POST /api/Product/ajout when the
// creation itself is under test.
import type { Product } from '@sugu/domain';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { injectMultipart, signUp, testJpeg, type UploadFile } from '../../../test/factories.js';
import type { App } from '../../app.js';
import { categories, follows, productImages, products, shops } from '../../db/schema/index.js';

export type Account = Awaited<ReturnType<typeof signUp>>;
export interface Seller extends Account {
  shopId: string;
  categoryId: string;
  categoryName: string;
}

export async function categoryId(app: App, name: string): Promise<string> {
  const [row] = await app.ctx.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.categoryName, name));
  if (!row) throw new Error(`no category ${name}`);
  return row.id;
}

/** A Vendeur with a shop in `categoryName`. */
export async function seller(
  app: App,
  shopName = 'Chez Awa',
  categoryName = 'Mode et vêtements',
): Promise<Seller> {
  const account = await signUp(app, { role: 'Vendeur' });
  const category = await categoryId(app, categoryName);
  const [shop] = await app.ctx.db
    .insert(shops)
    .values({ userId: account.userId, shopName, categoryId: category, biography: 'Boutique de test' })
    .returning({ id: shops.id });
  if (!shop) throw new Error('shop insert failed');
  return { ...account, shopId: shop.id, categoryId: category, categoryName };
}

/** A form that passes every rule. */
export function productForm(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    productName: 'Bazin riche',
    productDescription: 'Bazin brodé main, 5 mètres',
    productPrice: '25000',
    productStock: '12',
    currency: 'XOF',
    unit: 'PerUnit',
    ...overrides,
  };
}

/** `n` photos under the field `field`, each a different size (so a different key and a known order). */
export async function photos(n: number, field = 'Files'): Promise<UploadFile[]> {
  return Promise.all(
    Array.from({ length: n }, async (_, i) => ({
      field,
      data: await testJpeg(40 + i, 30 + i),
      filename: `photo-${i}.jpg`,
    })),
  );
}

export function postProduct(
  app: App,
  cookie: string | undefined,
  fields: Record<string, string>,
  files: UploadFile[],
) {
  return injectMultipart(app, { url: '/api/Product/ajout', fields, files, ...(cookie && { cookie }) });
}

/** Creates a product through the endpoint; throws unless it answers 201. */
export async function createProduct(
  app: App,
  cookie: string,
  overrides: Record<string, string> = {},
  photoCount = 1,
): Promise<Product> {
  const res = await postProduct(app, cookie, productForm(overrides), await photos(photoCount));
  if (res.statusCode !== 201) throw new Error(`product creation failed: ${res.statusCode} ${res.body}`);
  return res.json().product;
}

export interface ProductSpec {
  name: string;
  price: number;
  categoryId?: string;
  purchases?: number;
  /** Seconds before now; later entries default to newer. */
  ageSeconds?: number;
}

/** Inserts products straight into the database (fast, with controlled dates and purchases). */
export async function insertProducts(app: App, shop: Seller, specs: ProductSpec[]): Promise<string[]> {
  const rows = await app.ctx.db
    .insert(products)
    .values(
      specs.map((spec, i) => ({
        shopId: shop.shopId,
        categoryId: spec.categoryId ?? shop.categoryId,
        productName: spec.name,
        productPrice: spec.price,
        productStock: 5,
        totalPurchases: spec.purchases ?? 0,
        createdAt: sql`now() - make_interval(secs => ${spec.ageSeconds ?? specs.length - i})`,
      })),
    )
    .returning({ id: products.id });
  await app.ctx.db.insert(productImages).values(
    rows.map((row) => ({
      productId: row.id,
      position: 0,
      mediaKey: `k${row.id.slice(-12)}`,
      width: 64,
      height: 48,
    })),
  );
  await app.ctx.db
    .update(shops)
    .set({ productCount: sql`${shops.productCount} + ${rows.length}::int` })
    .where(eq(shops.id, shop.shopId));
  return rows.map((row) => row.id);
}

export async function follow(app: App, userId: string, shopId: string): Promise<void> {
  await app.ctx.db.insert(follows).values({ userId, shopId });
}

/** Every item of a list, page after page; `between` runs after each page (to add products meanwhile). */
export async function allPages(
  app: App,
  url: string,
  options: { cookie?: string; between?: (page: number) => Promise<void> } = {},
): Promise<{ items: Product[]; pages: number }> {
  const items: Product[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const separator = url.includes('?') ? '&' : '?';
    const res: LightMyRequestResponse = await app.inject({
      method: 'GET',
      url: cursor ? `${url}${separator}cursor=${encodeURIComponent(cursor)}` : url,
      ...(options.cookie && { headers: { cookie: options.cookie } }),
    });
    if (res.statusCode !== 200) throw new Error(`page ${pages + 1}: ${res.statusCode} ${res.body}`);
    const page: { items: Product[]; nextCursor: string | null } = res.json();
    items.push(...page.items);
    cursor = page.nextCursor;
    pages++;
    if (pages > 100) throw new Error('pagination does not end');
    await options.between?.(pages);
  } while (cursor);
  return { items, pages };
}

export const names = (items: { productName: string }[]) => items.map((item) => item.productName);
