// Queries of comment reactions: one comment_reactions row per user and comment (1 like, -1 dislike), and the
// comment's counters moved by SQL increments.
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { commentReactions, comments } from '../../db/schema/index.js';

type Value = 1 | -1;

const pair = (commentId: string, userId: string) =>
  and(eq(commentReactions.commentId, commentId), eq(commentReactions.userId, userId));

/**
 * Serialises one user's clicks on one comment until the transaction ends (an advisory lock on the pair; a
 * hash collision only serialises two unrelated pairs).
 */
export async function lockReactionPair(tx: Executor, commentId: string, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${commentId}:${userId}`}, 0))`);
}

export async function findReaction(db: Executor, commentId: string, userId: string): Promise<Value | null> {
  const [row] = await db
    .select({ value: commentReactions.value })
    .from(commentReactions)
    .where(pair(commentId, userId))
    .limit(1);
  return (row?.value as Value | undefined) ?? null;
}

/** Sets (null: removes) the user's reaction, knowing the one before. */
export async function writeReaction(
  tx: Executor,
  commentId: string,
  userId: string,
  before: Value | null,
  after: Value | null,
): Promise<void> {
  if (after === null) await tx.delete(commentReactions).where(pair(commentId, userId));
  else if (before === null) await tx.insert(commentReactions).values({ commentId, userId, value: after });
  else await tx.update(commentReactions).set({ value: after }).where(pair(commentId, userId));
}

/** Moves the comment's counters; the new ones, or undefined when the comment is gone. */
export async function addToReactionCounts(tx: Executor, commentId: string, likes: number, dislikes: number) {
  const [counts] = await tx
    .update(comments)
    .set({ likes: sql`${comments.likes} + ${likes}`, dislikes: sql`${comments.dislikes} + ${dislikes}` })
    .where(eq(comments.id, commentId))
    .returning({ likes: comments.likes, dislikes: comments.dislikes });
  return counts;
}
