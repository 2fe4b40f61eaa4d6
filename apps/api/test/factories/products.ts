// Products: through POST /api/Product/ajout when the creation itself is under test, written straight to
// the database (controlled dates, purchases, fake media keys) when a test needs many; list walking.
import type { Product } from '@sugu/domain';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app.js';
import type { Database } from '../../src/db/client.js';
import { follows, productImages, products, shops } from '../../src/db/schema/index.js';
import { fakeMediaKey, injectMultipart, photos, type UploadFile } from './multipart.js';
import type { Seller } from './shops.js';

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
        shopId: shop.shop.id,
        categoryId: spec.categoryId ?? shop.shop.categoryId,
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
    .where(eq(shops.id, shop.shop.id));
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

/** A product of the shop with `images` photos (fake media keys), not published. */
export async function insertProduct(
  db: Database,
  shopId: string,
  options: { name?: string; images?: number; description?: string; price?: number } = {},
): Promise<{ id: string; imageKeys: string[] }> {
  const [shop] = await db.select({ categoryId: shops.categoryId }).from(shops).where(eq(shops.id, shopId));
  if (!shop) throw new Error(`no shop ${shopId}`);
  const [row] = await db
    .insert(products)
    .values({
      shopId,
      categoryId: shop.categoryId,
      productName: options.name ?? 'Panier tressé',
      productDescription: options.description ?? 'Fait main à Ségou',
      productPrice: options.price ?? 12_500,
      productStock: 4,
    })
    .returning({ id: products.id });
  const imageKeys = Array.from({ length: options.images ?? 2 }, fakeMediaKey);
  if (imageKeys.length > 0) {
    await db.insert(productImages).values(
      imageKeys.map((mediaKey, position) => ({
        productId: row!.id,
        position,
        mediaKey,
        width: 1280,
        height: 960,
      })),
    );
  }
  return { id: row!.id, imageKeys };
}
