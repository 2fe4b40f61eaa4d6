// Drizzle queries of follows. The (shopId, userId) primary key makes a follow count once; the shop's
// followerCount moves only when a row was really inserted or deleted, in the same transaction, with an SQL
// increment — so the counter equals the rows under any number of concurrent clicks.
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { follows, shops } from '../../db/schema/index.js';
import { isFollowedBy, shopShown } from '../shops/index.js';

export async function findFollowTarget(db: Executor, shopId: string, viewerId: string | null) {
  const [row] = await db
    .select({
      id: shops.id,
      userId: shops.userId,
      shopName: shops.shopName,
      followerCount: shops.followerCount,
      isFollowed: isFollowedBy(viewerId).mapWith(Boolean),
      /** False once operators removed the shop or suspended its owner: nobody starts following it. */
      shown: shopShown.mapWith(Boolean),
    })
    .from(shops)
    .where(eq(shops.id, shopId))
    .limit(1);
  return row;
}

/** True when this call created the follow (false: it already existed). */
export async function insertFollow(db: Executor, shopId: string, userId: string): Promise<boolean> {
  const rows = await db
    .insert(follows)
    .values({ shopId, userId })
    .onConflictDoNothing()
    .returning({ shopId: follows.shopId });
  return rows.length > 0;
}

/** True when this call removed the follow (false: there was none). */
export async function deleteFollow(db: Executor, shopId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(follows)
    .where(and(eq(follows.shopId, shopId), eq(follows.userId, userId)))
    .returning({ shopId: follows.shopId });
  return rows.length > 0;
}

/** Adds `delta` to the shop's followerCount; returns the new count. */
export async function bumpFollowerCount(db: Executor, shopId: string, delta: 1 | -1): Promise<number> {
  const [row] = await db
    .update(shops)
    .set({ followerCount: sql`${shops.followerCount} + ${delta}` })
    .where(eq(shops.id, shopId))
    .returning({ followerCount: shops.followerCount });
  if (!row) throw new Error(`shop ${shopId} vanished during a follow`);
  return row.followerCount;
}

export async function readFollowerCount(db: Executor, shopId: string): Promise<number> {
  const [row] = await db
    .select({ followerCount: shops.followerCount })
    .from(shops)
    .where(eq(shops.id, shopId))
    .limit(1);
  return row?.followerCount ?? 0;
}
