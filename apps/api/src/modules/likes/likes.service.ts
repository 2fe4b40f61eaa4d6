// Likes and shares of publications. A like toggle is one transaction: add the row or remove it, move the
// counter with it, and on a like notify the shop owner (not for one's own publication). Exact under
// concurrent clicks: the unique key settles who added the row, and whoever did not removes it.
import { CATALOG_MSG, type LikeResponse, type LikeStatusResponse, mediaUrl } from '@sugu/domain';
import type { AppContext } from '../../context.js';
import { announcing } from '../../lib/cache-events.js';
import { isForeignKeyViolation } from '../../lib/pg-errors.js';
import type { UserRow } from '../../session/session.js';
import { actNotice, notify } from '../notifications/index.js';
import { findPublicationTarget, publicationNotFound } from '../publications/index.js';
import { addShare, addToLikes, deleteLike, findLikeStatus, insertLike } from './likes.repository.js';

const THUMBNAIL_WIDTH = 320;

export async function toggleLike(
  ctx: AppContext,
  user: UserRow,
  publicationId: string,
): Promise<LikeResponse> {
  const target = await findPublicationTarget(ctx, publicationId);
  try {
    // The feed's kept viewers and counters learn it everywhere (publications/feed-viewers.ts).
    return await announcing(ctx.db, async (tx, announce) => {
      if (await insertLike(tx, publicationId, user.id)) {
        const counters = await addToLikes(tx, publicationId, 1);
        if (!counters) throw publicationNotFound();
        announce({ kind: 'viewer', userId: user.id });
        announce({ kind: 'counts', id: publicationId, ...counters });
        const thumbUrl = target.thumbKey ? mediaUrl(target.thumbKey, THUMBNAIL_WIDTH) : null;
        const where = { link: `/publication/${publicationId}`, thumbUrl };
        await notify(tx, actNotice(user, target.ownerId, 'PubLike', [CATALOG_MSG, 'pubLike'], where));
        return { isLiked: true, likes: counters.likes };
      }
      announce({ kind: 'viewer', userId: user.id });
      if (await deleteLike(tx, publicationId, user.id)) {
        const counters = await addToLikes(tx, publicationId, -1);
        if (!counters) throw publicationNotFound();
        announce({ kind: 'counts', id: publicationId, ...counters });
        return { isLiked: false, likes: counters.likes };
      }
      // Not removed: a concurrent toggle of the same user removed it first; the count already moved.
      const likes = (await findLikeStatus(tx, publicationId, null))?.likes;
      if (likes === undefined) throw publicationNotFound();
      return { isLiked: false, likes };
    });
  } catch (error) {
    // The publication was deleted between the check and the like (foreign key violation).
    if (isForeignKeyViolation(error)) throw publicationNotFound();
    throw error;
  }
}

export async function likeStatus(
  ctx: AppContext,
  viewerId: string | null,
  publicationId: string,
): Promise<LikeStatusResponse> {
  await findPublicationTarget(ctx, publicationId);
  const status = await findLikeStatus(ctx.db, publicationId, viewerId);
  if (!status) throw publicationNotFound();
  return { liked: status.liked, likesCount: status.likes };
}

/** Counts a share of the link (guests too: sharing needs no account). */
export async function sharePublication(ctx: AppContext, publicationId: string) {
  await findPublicationTarget(ctx, publicationId);
  const counters = await announcing(ctx.db, async (tx, announce) => {
    const counters = await addShare(tx, publicationId);
    if (counters) announce({ kind: 'counts', id: publicationId, ...counters });
    return counters;
  });
  if (!counters) throw publicationNotFound();
  return { message: CATALOG_MSG.shared, shares: counters.shares };
}
