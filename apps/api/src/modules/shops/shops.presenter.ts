// The one place a shop row becomes the `Shop` response: rating average, verification badge,
// share link, owner, follow status. Other modules use getShopForViewer; the user's own shop comes from
// requireOwnShop (shops.service).
import { CATALOG_MSG, mediaUrl, type Shop } from '@sugu/domain';
import type { Config } from '../../config.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { findShopRow, latestRatings, type ShopRow } from './shops.repository.js';

/** Ratings shown on GET /api/Shop/{id}. */
const SHOP_RATES_SHOWN = 20;

type RatingRow = Awaited<ReturnType<typeof latestRatings>>[number];

/** Average of the ratings with one decimal; 0 without ratings. */
export const averageRate = (rateSum: number, rateCount: number): number =>
  rateCount > 0 ? Math.round((rateSum / rateCount) * 10) / 10 : 0;

const shopLink = (config: Config, shopId: string): string => `${config.publicUrl}/boutique/${shopId}`;

export function presentShop(config: Config, row: ShopRow, rates: RatingRow[] = []): Shop {
  const { shop, owner } = row;
  return {
    id: shop.id,
    userId: shop.userId,
    shopName: shop.shopName,
    shopActivity: row.categoryName,
    categoryId: shop.categoryId,
    biography: shop.biography,
    adress: shop.adress,
    deliveryDelay: shop.deliveryDelay,
    coverImgUrl: shop.coverImg ? mediaUrl(shop.coverImg) : null,
    rate: averageRate(shop.rateSum, shop.rateCount),
    rateCount: shop.rateCount,
    rates: rates.map((r) => ({
      userId: r.userId,
      username: r.username,
      rateNote: r.rateNote,
      rateReview: r.rateReview,
      createdAt: r.createdAt.toISOString(),
    })),
    isIdentityVerified: shop.isIdentityVerified,
    badgeVerification: shop.isIdentityVerified,
    followerCount: shop.followerCount,
    productCount: shop.productCount,
    publicationCount: shop.publicationCount,
    totalSelledProducts: shop.totalSelledProducts,
    finishedOrders: shop.finishedOrders,
    disputesLost: shop.disputesLost,
    shopLink: shopLink(config, shop.id),
    owner: {
      id: owner.id,
      username: owner.username,
      city: owner.city,
      area: owner.area,
      profilePictureUrl: owner.profilePicture ? mediaUrl(owner.profilePicture) : null,
    },
    isFollowed: row.isFollowed,
    createdAt: shop.createdAt.toISOString(),
  };
}

/**
 * A shop as `viewerId` (null for a guest) sees it, with its latest ratings.
 * Throws 404 (CATALOG_MSG.shopNotFound) for an unknown or malformed id.
 */
export async function getShopForViewer(
  ctx: AppContext,
  shopId: string,
  viewerId: string | null,
): Promise<Shop> {
  if (!isUuid(shopId)) throw shopNotFound();
  const [row, rates] = await Promise.all([
    findShopRow(ctx.db, shopId, viewerId),
    latestRatings(ctx.db, shopId, SHOP_RATES_SHOWN),
  ]);
  if (!row) throw shopNotFound();
  return presentShop(ctx.config, row, rates);
}

export const shopNotFound = () => notFound(CATALOG_MSG.shopNotFound, 'shop_not_found');
