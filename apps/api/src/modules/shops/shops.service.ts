// Shops: creation (the rules of CreateShopBody, one shop per Vendeur), the seller's own shop, logo, search.
import { CATALOG_MSG, CreateShopBody, mediaUrl, type Shop } from '@sugu/domain';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { type Announce, announcing } from '../../lib/cache-events.js';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors.js';
import { uniqueViolation } from '../../lib/pg-errors.js';
import {
  PRODUCT_LISTS_CHANGED,
  PUBLICATIONS_CHANGED,
  SHOP_SEARCH_CHANGED,
} from '../../lib/response-cache.js';
import { parseOrThrow } from '../../lib/validation.js';
import { withStoredImages } from '../../media/stored-images.js';
import type { UserRow } from '../../session/session.js';
import { findCategory } from '../categories/index.js';
import { getShopForViewer, presentShop } from './shops.presenter.js';
import {
  findShopByUser,
  insertShop,
  markShopRemoved,
  markShopSuspended,
  type ShopTableRow,
  searchShops as searchShopRows,
  updateShopIdentityVerified,
  updateShopLogo,
} from './shops.repository.js';

/** Results of one shop search. */
const SHOP_SEARCH_LIMIT = 20;
const KEYWORD_MAX = 100;

const shopAlreadyExists = () => conflict(CATALOG_MSG.shopAlreadyExists, 'shop_already_exists');
const shopRequired = () => notFound(CATALOG_MSG.shopRequired, 'shop_required');

/** Only a Vendeur runs a shop: 403 for a Client. */
export function requireSeller(user: UserRow): void {
  if (user.role !== 'Vendeur') throw forbidden(CATALOG_MSG.sellerOnly, 'seller_only');
}

/**
 * Why a route needs the connected user's shop, which decides the refusal:
 * - 'view' (GET /api/Shop/me and its lists): any user; 404 'shop_required' without a shop;
 * - 'manage' (change the logo): a Vendeur (403 'seller_only'), 404 'shop_required' without a shop;
 * - 'sell' (add a product, post): a Vendeur (403 'seller_only'), 403 'shop_required' without a shop.
 */
export type OwnShopPurpose = 'view' | 'manage' | 'sell';

/** The shop of this user, if they have one (views that show it without requiring it). */
export const shopOfUser = (db: Executor, userId: string): Promise<ShopTableRow | undefined> =>
  findShopByUser(db, userId);

/** The one guard of "the shop of this user": its table row, or the refusal of `purpose`. */
export async function requireOwnShop(
  ctx: AppContext,
  user: UserRow,
  purpose: OwnShopPurpose = 'view',
): Promise<ShopTableRow> {
  if (purpose !== 'view') requireSeller(user);
  const shop = await findShopByUser(ctx.db, user.id);
  if (shop) return shop;
  if (purpose === 'sell') throw forbidden(CATALOG_MSG.shopRequired, 'shop_required');
  throw shopRequired();
}

export interface CreateShopInput {
  /** The form's text fields as received; `UserId` and `coverImgUrl` are ignored (the session user acts). */
  fields: Record<string, unknown>;
  logo: Buffer | null;
}

export async function createShop(ctx: AppContext, user: UserRow, input: CreateShopInput): Promise<Shop> {
  requireSeller(user);
  const body = parseOrThrow(CreateShopBody, input.fields);
  const category = await findCategory(ctx.db, body.shopActivity);
  if (!category) throw invalid(CATALOG_MSG.categoryUnknown, { shopActivity: CATALOG_MSG.categoryUnknown });
  // Cheap refusal first; the unique index still decides when two creations race.
  if (await findShopByUser(ctx.db, user.id)) throw shopAlreadyExists();

  // Image work stays outside the insert; a refused form has stored nothing in the database.
  const shopId = await withStoredImages(ctx, input.logo ? [input.logo] : [], async ([logo]) => {
    try {
      return await announcing(ctx.db, async (tx, announce) => {
        const { id } = await insertShop(tx, {
          userId: user.id,
          shopName: body.shopName,
          categoryId: category.id,
          biography: body.biography,
          adress: body.adress || user.area || null,
          deliveryDelay: body.deliveryDelay || null,
          coverImg: logo?.key ?? null,
        });
        announce(SHOP_SEARCH_CHANGED);
        return id;
      });
    } catch (error) {
      if (uniqueViolation(error) === 'shops_user_key') throw shopAlreadyExists();
      throw error;
    }
  });
  return getShopForViewer(ctx, shopId, user.id);
}

export async function getMyShop(ctx: AppContext, user: UserRow): Promise<Shop> {
  const shop = await requireOwnShop(ctx, user);
  return getShopForViewer(ctx, shop.id, user.id);
}

/** GET /api/Category/me: the category of the connected user's shop; 404 'shop_required' without one. */
export async function getMyShopCategory(ctx: AppContext, user: UserRow) {
  const shop = await requireOwnShop(ctx, user);
  const category = await findCategory(ctx.db, shop.categoryId);
  // A foreign key guarantees the row: its absence is a broken database, a 500.
  if (!category) throw new Error(`shop ${shop.id} has no category row`);
  return category;
}

/** Replaces the logo of the connected seller's shop (shown in both search lists); returns its new URL. */
export async function updateLogo(ctx: AppContext, shop: ShopTableRow, file: Buffer): Promise<string> {
  const image = await ctx.media.saveImage(file);
  await announcing(ctx.db, async (tx, announce) => {
    await updateShopLogo(tx, shop.id, image.key);
    announce(SHOP_SEARCH_CHANGED);
    announce(PRODUCT_LISTS_CHANGED);
  });
  return mediaUrl(image.key);
}

/**
 * Gives the shop the verified badge (isIdentityVerified / badgeVerification), in the caller's transaction. Every
 * kept list that shows the badge (the feed's cards, the shop search, the catalogue) is dropped once it commits.
 */
export async function markShopIdentityVerified(
  tx: Executor,
  announce: Announce,
  shopId: string,
): Promise<void> {
  await updateShopIdentityVerified(tx, shopId, true);
  for (const event of PUBLICATIONS_CHANGED) announce(event);
}

/** The keyword a search uses (and its cache key): trimmed, at most KEYWORD_MAX characters. */
export const searchKeyword = (rawKeyword: string | undefined): string =>
  (rawKeyword ?? '').trim().slice(0, KEYWORD_MAX);

/** Spec: an empty keyword does nothing. */
export async function searchShops(ctx: AppContext, rawKeyword: string | undefined, viewerId: string | null) {
  const keyword = searchKeyword(rawKeyword);
  if (!keyword) return { keyword: '', total: 0, items: [] as Shop[] };
  const rows = await searchShopRows(ctx.db, keyword, viewerId, SHOP_SEARCH_LIMIT);
  return {
    keyword,
    total: rows[0]?.total ?? 0,
    items: rows.map((row) => presentShop(ctx.config, row)),
  };
}

/**
 * Moderation hides a shop (an operator removes it) or every shop of a suspended owner, in the caller's
 * transaction; the caller announces the lists' clear (shopShown hides it from every query).
 */
export const removeShop = (tx: Executor, shopId: string): Promise<boolean> => markShopRemoved(tx, shopId);
export const setShopSuspended = (tx: Executor, userId: string, suspended: boolean): Promise<void> =>
  markShopSuspended(tx, userId, suspended);
