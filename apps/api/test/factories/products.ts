// Products: through POST /api/Product/ajout (real photos encoded) where the creation and what follows it
// are under test, otherwise written straight (buildProduct, buildProducts); list walking.
import type { Product } from '@sugu/domain';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app.js';
import { follows, productImages, products, shops } from '../../src/db/schema/index.js';
import { fakeMediaKey, injectMultipart, photos, type UploadFile } from './multipart.js';

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

/** What a product written straight may set; everything else has a default. */
export interface ProductOptions {
  name?: string;
  description?: string;
  price?: number;
  stock?: number;
  categoryId?: string;
  /** XOF unless given (the column's default). */
  currency?: string;
  purchases?: number;
  /** Photos with fake media keys (no file behind them). */
  images?: number;
  /** Seconds before now (by default, of several, the later ones are newer). */
  ageSeconds?: number;
}

export interface BuiltProduct {
  id: string;
  imageKeys: string[];
}

/**
 * Products of the seller's shop written straight to the database (fast, with controlled dates, purchases
 * and fake photos), counted in the shop's productCount as the endpoint would, not published. Defaults: a
 * 'Bazin riche' at 12 500, 5 in stock, with 2 photos.
 */
export async function buildProducts(
  app: App,
  seller: { shop: { id: string } },
  specs: ProductOptions[],
): Promise<BuiltProduct[]> {
  const db = app.ctx.db;
  const [shop] = await db
    .select({ categoryId: shops.categoryId })
    .from(shops)
    .where(eq(shops.id, seller.shop.id));
  if (!shop) throw new Error(`no shop ${seller.shop.id}`);
  const rows = await db
    .insert(products)
    .values(
      specs.map((spec, i) => ({
        shopId: seller.shop.id,
        categoryId: spec.categoryId ?? shop.categoryId,
        productName: spec.name ?? 'Bazin riche',
        productDescription: spec.description ?? 'Fait main à Ségou',
        productPrice: spec.price ?? 12_500,
        productStock: spec.stock ?? 5,
        ...(spec.currency !== undefined && { currency: spec.currency }),
        totalPurchases: spec.purchases ?? 0,
        createdAt: sql`now() - make_interval(secs => ${spec.ageSeconds ?? specs.length - i})`,
      })),
    )
    .returning({ id: products.id });
  const built = rows.map((row, i) => ({
    id: row.id,
    imageKeys: Array.from({ length: specs[i]!.images ?? 2 }, fakeMediaKey),
  }));
  const images = built.flatMap(({ id, imageKeys }) =>
    imageKeys.map((mediaKey, position) => ({ productId: id, position, mediaKey, width: 1280, height: 960 })),
  );
  if (images.length > 0) await db.insert(productImages).values(images);
  await db
    .update(shops)
    .set({ productCount: sql`${shops.productCount} + ${rows.length}::int` })
    .where(eq(shops.id, seller.shop.id));
  return built;
}

/**
 * `count` products of the seller's shop in one statement, '<word> 1'… at prices `count - n`, one in
 * stock, without photo: for searches over thousands of products.
 */
export async function buildProductSeries(
  app: App,
  seller: { shop: { id: string; categoryId: string } },
  word: string,
  count: number,
): Promise<void> {
  await app.ctx.db.execute(sql`
    insert into ${products} (id, shop_id, category_id, product_name, product_price, product_stock)
    select gen_random_uuid(), ${seller.shop.id}::uuid, ${seller.shop.categoryId}::uuid, ${`${word} `}::text || n,
      ${count}::int - n, 1
    from generate_series(1, ${count}::int) n`);
}

/** One product written straight (buildProducts). */
export async function buildProduct(
  app: App,
  seller: { shop: { id: string } },
  options: ProductOptions = {},
): Promise<BuiltProduct> {
  const [product] = await buildProducts(app, seller, [options]);
  return product!;
}

/**
 * Changes a product straight in the database, as a seller's later edit or deletion (`deleted`) would leave
 * it, with no event: what an order already placed must not be rewritten by.
 */
export async function changeProduct(
  app: App,
  productId: string,
  change: { price?: number; name?: string; stock?: number; deleted?: boolean },
): Promise<void> {
  await app.ctx.db
    .update(products)
    .set({
      ...(change.price !== undefined && { productPrice: change.price }),
      ...(change.name !== undefined && { productName: change.name }),
      ...(change.stock !== undefined && { productStock: change.stock }),
      ...(change.deleted && { deletedAt: new Date() }),
    })
    .where(eq(products.id, productId));
}

/** `userId` follows the shop, written straight. */
export async function buildFollow(app: App, userId: string, shopId: string): Promise<void> {
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
