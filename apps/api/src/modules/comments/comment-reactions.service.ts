// Likes and dislikes of comments and replies: one comment_reactions row per user (1 like, -1 dislike).
// A like clears the dislike and the reverse; pressing the same button again removes the reaction.
// The counters move by SQL increments in the reaction's transaction, so they stay exact under
// concurrent clicks: an advisory lock serialises one user's clicks, the comment row everybody's.
import { type ReactionResponse, type ReactionStatus, SOCIAL_MSG } from '@sugu/domain';
import type { Database, Executor } from '../../db/client.js';
import { isUuid } from '../../lib/ids.js';
import { writeOrNotFound } from '../../lib/pg-errors.js';
import type { UserRow } from '../../session/session.js';
import { actNotice, notify } from '../notifications/index.js';
import {
  addToReactionCounts,
  findReaction,
  lockReactionPair,
  writeReaction,
} from './comment-reactions.repository.js';
import { findCommentKeys } from './comments.repository.js';
import { commentNotFound, publicationLink, publicationThumb } from './comments.service.js';

export type ReactionTarget = 'comment' | 'reply';
type Value = 1 | -1;

/** The comment or reply `id`, 404 when it does not exist or is not of the kind the path names. */
async function findTarget(db: Executor, id: string, kind: ReactionTarget) {
  if (!isUuid(id)) throw commentNotFound();
  const row = await findCommentKeys(db, id);
  if (!row || (kind === 'comment') !== (row.parentId === null)) throw commentNotFound();
  return row;
}

/**
 * Sets, switches or removes the user's reaction; answers the previous and the new value. One user's
 * clicks on one comment are serialised by a transaction-scoped advisory lock on the pair, so the read
 * below cannot race another click of theirs (a hash collision only serialises two unrelated pairs).
 */
async function toggle(tx: Executor, commentId: string, userId: string, value: Value) {
  await lockReactionPair(tx, commentId, userId);
  const before = await findReaction(tx, commentId, userId);
  // The same button again removes the reaction; the other one replaces it.
  const after = before === value ? null : value;
  await writeReaction(tx, commentId, userId, before, after);
  return { before, after };
}

export async function react(
  db: Database,
  user: UserRow,
  id: string,
  kind: ReactionTarget,
  value: Value,
): Promise<ReactionResponse> {
  const work = db.transaction(async (tx) => {
    const target = await findTarget(tx, id, kind);
    const { before, after } = await toggle(tx, target.id, user.id, value);
    const likeDelta = Number(after === 1) - Number(before === 1);
    const dislikeDelta = Number(after === -1) - Number(before === -1);
    const counts = await addToReactionCounts(tx, target.id, likeDelta, dislikeDelta);
    if (!counts) throw commentNotFound();
    if (after === 1 && target.userId !== user.id) {
      const where = {
        link: publicationLink(target.publicationId),
        thumbUrl: await publicationThumb(tx, target.publicationId),
      };
      await notify(tx, actNotice(user, target.userId, 'CommentLike', [SOCIAL_MSG, 'commentLike'], where));
    }
    return { isLiked: after === 1, isDisliked: after === -1, ...counts };
  });
  return writeOrNotFound(work, commentNotFound);
}

/** The viewer's reaction; a guest has none. */
export async function reactionStatus(
  db: Executor,
  viewerId: string | null,
  id: string,
  kind: ReactionTarget,
): Promise<ReactionStatus> {
  const target = await findTarget(db, id, kind);
  if (!viewerId) return { hasLiked: false, hasDisliked: false };
  const value = await findReaction(db, target.id, viewerId);
  return { hasLiked: value === 1, hasDisliked: value === -1 };
}
