// A shop's SQL pieces other modules' queries are built from: the shop as a card shows it (products,
// publications), whether it shows at all (moderation), and whether the viewer follows it (follows,
// publications and the shop's own lists).
import { type SQL, sql } from 'drizzle-orm';
import { follows, shops } from '../../db/schema/index.js';

/** The shop as a product or publication card shows it. */
export const shopCardColumns = {
  id: shops.id,
  userId: shops.userId,
  shopName: shops.shopName,
  coverImg: shops.coverImg,
  isIdentityVerified: shops.isIdentityVerified,
};

/**
 * Whether the shop shows in lists, pages and links: not removed by an operator, its owner not suspended
 * (moderation). Every query that shows a shop, its products or its publications filters on it.
 */
export const shopShown = sql`(${shops.removedAt} is null and ${shops.suspendedAt} is null)`;

/**
 * The ids of the hidden shops (not shopShown), few, from shops_hidden_idx: `shop_id not in` them is
 * shopShown for a row that carries its shop's id without joining the shop. PostgreSQL hashes the set once
 * per statement (hashed SubPlan) and probes it per row: the product search walks its name indexes without
 * reading a shop row per product (products.repository.ts › pageOfNames).
 */
export const shopHiddenIds = sql`(select ${shops.id} from ${shops} where ${shops.removedAt} is not null or ${shops.suspendedAt} is not null)`;

/** shopShown, except to the shop's owner: a hidden shop is gone for everyone else. */
export const shopShownTo = (viewerId: string | null): SQL =>
  viewerId ? sql`(${shopShown} or ${shops.userId} = ${viewerId})` : shopShown;

/** shopShown for raw statements, on the shops row aliased `alias`. */
export const shopShownSql = (alias: string) =>
  `(${alias}.removed_at IS NULL AND ${alias}.suspended_at IS NULL)`;

/** Whether `viewerId` follows the shop of the outer query's row (`false` for a guest). */
export function isFollowedBy(
  viewerId: string | null,
  shopId: SQL | typeof shops.id = shops.id,
): SQL<boolean> {
  if (!viewerId) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${follows} where ${follows.shopId} = ${shopId} and ${follows.userId} = ${viewerId})`;
}
