// Drizzle queries of publication likes and shares. The unique key (publication_id, user_id) makes a like
// count once; counters move with SQL increments in the transaction that adds or removes the row.
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { publicationLikes, publications } from '../../db/schema/index.js';
import { type PublicationCounters, publicationCounters } from '../publications/index.js';

/** true when the like was added, false when the user already liked it (even a like committed meanwhile). */
export async function insertLike(db: Executor, publicationId: string, userId: string): Promise<boolean> {
  const rows = await db
    .insert(publicationLikes)
    .values({ publicationId, userId })
    .onConflictDoNothing()
    .returning({ userId: publicationLikes.userId });
  return rows.length > 0;
}

export async function deleteLike(db: Executor, publicationId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(publicationLikes)
    .where(and(eq(publicationLikes.publicationId, publicationId), eq(publicationLikes.userId, userId)))
    .returning({ userId: publicationLikes.userId });
  return rows.length > 0;
}

/** Moves the like counter by `delta`; the new counters, or undefined when the publication is gone. */
export async function addToLikes(
  db: Executor,
  publicationId: string,
  delta: 1 | -1,
): Promise<PublicationCounters | undefined> {
  const [row] = await db
    .update(publications)
    .set({ likes: sql`${publications.likes} + ${delta}` })
    .where(eq(publications.id, publicationId))
    .returning(publicationCounters);
  return row;
}

export async function findLikeStatus(db: Executor, publicationId: string, userId: string | null) {
  const liked = userId
    ? sql<boolean>`exists (select 1 from ${publicationLikes} where ${publicationLikes.publicationId} = ${publications.id} and ${publicationLikes.userId} = ${userId})`
    : sql<boolean>`false`;
  const [row] = await db
    .select({ likes: publications.likes, liked: liked.mapWith(Boolean) })
    .from(publications)
    .where(eq(publications.id, publicationId))
    .limit(1);
  return row;
}

export async function addShare(
  db: Executor,
  publicationId: string,
): Promise<PublicationCounters | undefined> {
  const [row] = await db
    .update(publications)
    .set({ shares: sql`${publications.shares} + 1` })
    .where(eq(publications.id, publicationId))
    .returning(publicationCounters);
  return row;
}
