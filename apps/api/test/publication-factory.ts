// Publication test factories: free posts through the real endpoint, and rows written straight to the
// database (products to publish, many publications for pagination) where encoding photos would be slow.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { App } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { productImages, products, publicationImages, publications, shops } from '../src/db/schema/index.js';
import { newId } from '../src/lib/ids.js';
import { injectMultipart, testJpeg, type UploadFile } from './factories.js';

/** `n` distinct small JPEGs under the field `Files` (distinct bytes, so distinct media keys). */
export async function photos(n: number, field = 'Files'): Promise<UploadFile[]> {
  return Promise.all(
    Array.from({ length: n }, async (_, i) => ({ field, data: await testJpeg(40 + i, 30 + i) })),
  );
}

export function postPublication(
  app: App,
  cookie: string | undefined,
  fields: Record<string, string>,
  files: UploadFile[] = [],
) {
  return injectMultipart(app, {
    url: '/api/Publication/creation',
    fields,
    files,
    ...(cookie && { cookie }),
  });
}

const fakeKey = () => randomBytes(8).toString('hex');

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
  const imageKeys = Array.from({ length: options.images ?? 2 }, fakeKey);
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

/** `n` free posts of the shop with one (fake) photo each, all created at `createdAt` (default now). */
export async function insertPublications(
  db: Database,
  shopId: string,
  n: number,
  createdAt: Date = new Date(),
): Promise<string[]> {
  const rows = Array.from({ length: n }, (_, i) => ({
    id: newId(),
    shopId,
    publicationType: 'libre' as const,
    publicationCaption: `Publication ${i + 1}`,
    createdAt,
  }));
  await db.insert(publications).values(rows);
  await db
    .insert(publicationImages)
    .values(
      rows.map((r) => ({ publicationId: r.id, position: 0, mediaKey: fakeKey(), width: 800, height: 600 })),
    );
  return rows.map((r) => r.id);
}
