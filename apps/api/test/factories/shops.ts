// Shops: the one way to make a seller with a shop (sign-up, then POST /api/Shop/ajout), and the shop form.
import type { Shop } from '@sugu/domain';
import { eq } from 'drizzle-orm';
import type { App } from '../../src/app.js';
import { categories } from '../../src/db/schema/index.js';
import { type Account, signUp } from './accounts.js';
import { injectMultipart, type UploadFile } from './multipart.js';

/** A form that passes every shop rule (the category by name, as the spec's client sends it). */
export function validShopForm(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const fields: Record<string, string | undefined> = {
    shopName: 'Boutique Awa',
    shopActivity: 'Artisanat',
    biography: 'Paniers et nattes tressés à la main',
    deliveryDelay: '48h',
    ...overrides,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Record<
    string,
    string
  >;
}

export function postShop(
  app: App,
  cookie: string | undefined,
  fields: Record<string, string>,
  files: UploadFile[] = [],
) {
  return injectMultipart(app, { url: '/api/Shop/ajout', fields, files, ...(cookie && { cookie }) });
}

/** A Vendeur and their shop, as GET /api/Shop/me shows it. */
export interface Seller extends Account {
  shop: Shop;
}

/**
 * Signs up a Vendeur and creates their shop through the endpoint; throws unless both succeed.
 * `shopOverrides` change the form (`shopName`, `shopActivity`: a category name…).
 */
export async function createSeller(
  app: App,
  shopOverrides: Record<string, string | undefined> = {},
  files: UploadFile[] = [],
): Promise<Seller> {
  const seller = await signUp(app, { role: 'Vendeur' });
  const res = await postShop(app, seller.cookie, validShopForm(shopOverrides), files);
  if (res.statusCode !== 201) throw new Error(`shop creation failed: ${res.statusCode} ${res.body}`);
  return { ...seller, shop: res.json() as Shop };
}

export async function categoryId(app: App, name: string): Promise<string> {
  const [row] = await app.ctx.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.categoryName, name));
  if (!row) throw new Error(`no category ${name}`);
  return row.id;
}

/** Three sellers in three categories, for the catalogue and feed tests. */
export async function threeSellers(app: App): Promise<{ awa: Seller; kadi: Seller; tech: Seller }> {
  const [awa, kadi, tech] = await Promise.all([
    createSeller(app, { shopName: 'Chez Awa', shopActivity: 'Mode et vêtements' }),
    createSeller(app, { shopName: 'Épicerie Kadi', shopActivity: 'Alimentation' }),
    createSeller(app, { shopName: 'Tech Sikasso', shopActivity: 'Téléphones et électronique' }),
  ]);
  return { awa, kadi, tech };
}
