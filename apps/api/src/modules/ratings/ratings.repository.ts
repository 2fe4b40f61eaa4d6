// Drizzle queries of shop ratings. The shop's rate_sum / rate_count change only in the transaction that
// writes the rating, after the shop row is locked: concurrent ratings of one shop apply one after the other.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orders, ratings, shops, users } from '../../db/schema/index.js';
import { olderThan, type TimeKeyset, timestampKey } from '../../lib/cursor.js';
import { shopShown, shopShownTo } from '../shops/index.js';

/** Locks the shop row for the rest of the transaction; its owner and current aggregate, or undefined. */
export async function lockShop(db: Executor, shopId: string) {
  const [row] = await db
    .select({ id: shops.id, userId: shops.userId, rateSum: shops.rateSum, rateCount: shops.rateCount })
    .from(shops)
    .where(eq(shops.id, shopId))
    // NO KEY UPDATE: serialises the ratings of the shop without blocking orders, whose foreign key
    // check only takes KEY SHARE on the shop row.
    .for('no key update');
  return row;
}

/** The owner of a shop that shows (a shop hidden by operators takes no new rating). */
export async function findShopOwner(db: Executor, shopId: string) {
  const [row] = await db
    .select({ userId: shops.userId })
    .from(shops)
    .where(and(eq(shops.id, shopId), shopShown))
    .limit(1);
  return row;
}

/** Whether the user has an order of the shop that the shop accepted (Accepted or Finished since). */
export async function hasAcceptedOrder(db: Executor, userId: string, shopId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.shopId, shopId),
        inArray(orders.orderState, ['Accepted', 'Finished']),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function findRating(db: Executor, shopId: string, userId: string) {
  const [row] = await db
    .select({ rateNote: ratings.rateNote })
    .from(ratings)
    .where(and(eq(ratings.shopId, shopId), eq(ratings.userId, userId)))
    .limit(1);
  return row;
}

/** One rating per (shop, user): rating again replaces the note, the review and the date. */
export async function upsertRating(
  db: Executor,
  values: { shopId: string; userId: string; rateNote: number; rateReview: string | null; at: Date },
) {
  const [row] = await db
    .insert(ratings)
    .values({
      shopId: values.shopId,
      userId: values.userId,
      rateNote: values.rateNote,
      rateReview: values.rateReview,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .onConflictDoUpdate({
      target: [ratings.shopId, ratings.userId],
      set: {
        rateNote: values.rateNote,
        rateReview: values.rateReview,
        createdAt: values.at,
        updatedAt: values.at,
      },
    })
    .returning();
  if (!row) throw new Error('rating upsert returned no row');
  return row;
}

export async function addToAggregate(db: Executor, shopId: string, sumDelta: number, countDelta: number) {
  const [row] = await db
    .update(shops)
    .set({
      rateSum: sql`${shops.rateSum} + ${sumDelta}::int`,
      rateCount: sql`${shops.rateCount} + ${countDelta}::int`,
    })
    .where(eq(shops.id, shopId))
    .returning({ rateSum: shops.rateSum, rateCount: shops.rateCount });
  if (!row) throw new Error('shop aggregate update returned no row');
  return row;
}

/** A shop's reviews newest first (ratings_shop_recent_idx), after `after` (whose id is the author's). */
export function findReviewPage(db: Executor, shopId: string, limit: number, after: TimeKeyset | null) {
  return db
    .select({
      userId: ratings.userId,
      username: users.username,
      profilePicture: users.profilePicture,
      rateNote: ratings.rateNote,
      rateReview: ratings.rateReview,
      createdAt: ratings.createdAt,
      createdAtKey: timestampKey(ratings.createdAt),
    })
    .from(ratings)
    .innerJoin(users, eq(users.id, ratings.userId))
    .where(
      and(
        eq(ratings.shopId, shopId),
        after ? olderThan(ratings.createdAt, ratings.userId, after) : undefined,
      ),
    )
    .orderBy(sql`${ratings.createdAt} desc nulls last`, sql`${ratings.userId} desc nulls last`)
    .limit(limit);
}

/** The shop's rating aggregate, if `viewerId` may see the shop (shopShownTo). */
export async function findShopAggregate(db: Executor, shopId: string, viewerId: string | null) {
  const [row] = await db
    .select({ rateSum: shops.rateSum, rateCount: shops.rateCount })
    .from(shops)
    .where(and(eq(shops.id, shopId), shopShownTo(viewerId)))
    .limit(1);
  return row;
}
