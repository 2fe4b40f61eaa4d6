// Shops and sellers: a seller is a Vendeur with a shop (buildSeller = buildUser + buildShop), the shop
// always made through POST /api/Shop/ajout; buildShops writes hundreds straight for the search tests.
import type { Shop } from '@sugu/domain';
import { eq } from 'drizzle-orm';
import type { App } from '../../src/app.js';
import { categories, ratings, shops } from '../../src/db/schema/index.js';
import { injectMultipart, type UploadFile } from './multipart.js';
import {
  type Account,
  buildLightUsers,
  buildUser,
  type SessionUser,
  type SignUpOverrides,
  type UserOptions,
} from './users.js';

export type ShopOverrides = Record<string, string | undefined>;

/** A form that passes every shop rule (the category by name, as the spec's client sends it). */
export function validShopForm(overrides: ShopOverrides = {}): Record<string, string> {
  const fields: ShopOverrides = {
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

export interface ShopOptions {
  /** The logo (`file`). */
  files?: UploadFile[];
  /** The verification badge, which only an administrator grants (no API): written straight. */
  identityVerified?: boolean;
}

/**
 * The shop of a Vendeur through the endpoint; throws unless it answers 201. `overrides` change the form
 * (`shopName`, `shopActivity`: a category name…).
 */
export async function buildShop(
  app: App,
  owner: SessionUser,
  overrides: ShopOverrides = {},
  options: ShopOptions = {},
): Promise<Shop> {
  const res = await postShop(app, owner.cookie, validShopForm(overrides), options.files);
  if (res.statusCode !== 201) throw new Error(`shop creation failed: ${res.statusCode} ${res.body}`);
  const shop = res.json() as Shop;
  if (!options.identityVerified) return shop;
  await app.ctx.db.update(shops).set({ isIdentityVerified: true }).where(eq(shops.id, shop.id));
  return { ...shop, isIdentityVerified: true, badgeVerification: true };
}

/** A Vendeur and their shop, as GET /api/Shop/me shows it. */
export interface Seller extends Account {
  shop: Shop;
}

/**
 * A Vendeur through the sign-up (phone 66554433 unless `user` says otherwise: a buyer's default differs,
 * so a test sees whose number shows) with their shop through the endpoint.
 */
export async function buildSeller(
  app: App,
  shop: ShopOverrides = {},
  options: ShopOptions & UserOptions & { user?: SignUpOverrides } = {},
): Promise<Seller> {
  const seller = await buildUser(app, { phone: '66554433', ...options.user, role: 'Vendeur' }, [], options);
  return { ...seller, shop: await buildShop(app, seller, shop, options) };
}

/** Three sellers in three categories, for the catalogue and feed tests. */
export async function threeSellers(app: App): Promise<{ awa: Seller; kadi: Seller; tech: Seller }> {
  const [awa, kadi, tech] = await Promise.all([
    buildSeller(app, { shopName: 'Chez Awa', shopActivity: 'Mode et vêtements' }),
    buildSeller(app, { shopName: 'Épicerie Kadi', shopActivity: 'Alimentation' }),
    buildSeller(app, { shopName: 'Tech Sikasso', shopActivity: 'Téléphones et électronique' }),
  ]);
  return { awa, kadi, tech };
}

/** Shops of light Vendeurs written straight, one a name: for searches over hundreds of shops. */
export async function buildShops(app: App, shopNames: string[], biography: string): Promise<void> {
  const owners = await buildLightUsers(app, shopNames.length, { role: 'Vendeur' });
  const [category] = await app.ctx.db.select({ id: categories.id }).from(categories).limit(1);
  await app.ctx.db.insert(shops).values(
    owners.map((owner, i) => ({
      userId: owner.userId,
      shopName: shopNames[i]!,
      categoryId: category!.id,
      biography,
    })),
  );
}

/** Ratings of the shop written straight, with their dates, and the shop's aggregate as rating keeps it. */
export async function buildRatings(
  app: App,
  shopId: string,
  rows: { userId: string; rateNote: number; rateReview?: string | null; createdAt?: Date }[],
): Promise<void> {
  await app.ctx.db.insert(ratings).values(rows.map((row) => ({ ...row, shopId })));
  const sum = rows.reduce((total, row) => total + row.rateNote, 0);
  await app.ctx.db.update(shops).set({ rateSum: sum, rateCount: rows.length }).where(eq(shops.id, shopId));
}

export async function categoryId(app: App, name: string): Promise<string> {
  const [row] = await app.ctx.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.categoryName, name));
  if (!row) throw new Error(`no category ${name}`);
  return row.id;
}
