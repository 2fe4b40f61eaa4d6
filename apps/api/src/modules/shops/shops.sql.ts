// A shop's SQL piece other modules' queries are built from: whether the viewer follows it (follows,
// publications and the shop's own lists show it).
import { type SQL, sql } from 'drizzle-orm';
import { follows, shops } from '../../db/schema/index.js';

/** Whether `viewerId` follows the shop of the outer query's row (`false` for a guest). */
export function isFollowedBy(
  viewerId: string | null,
  shopId: SQL | typeof shops.id = shops.id,
): SQL<boolean> {
  if (!viewerId) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${follows} where ${follows.shopId} = ${shopId} and ${follows.userId} = ${viewerId})`;
}
