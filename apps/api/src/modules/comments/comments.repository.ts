// Drizzle queries of comments, replies and their reactions. A page of comments walks
// comments_publication_idx; the replies of a page come from comments_parent_idx, at most
// COMMENT_LIMITS.maxReplies per comment (a LATERAL join keeps each thread bounded).
import { COMMENT_LIMITS } from '@sugu/domain';
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  commentReactions,
  comments,
  productImages,
  publicationImages,
  publications,
  shops,
  users,
} from '../../db/schema/index.js';
import { olderThan, type TimeKeyset, timestampKey } from '../../lib/cursor.js';
import { publicationCounters } from '../publications/index.js';

export type CommentRow = Awaited<ReturnType<typeof findCommentsByIds>>[number];

const commentColumns = {
  id: comments.id,
  content: comments.content,
  userId: comments.userId,
  publicationId: comments.publicationId,
  parentId: comments.parentId,
  likes: comments.likes,
  dislikes: comments.dislikes,
  createdAt: comments.createdAt,
  createdKey: timestampKey(comments.createdAt),
  username: users.username,
  profilePicture: users.profilePicture,
  shopId: shops.id,
  shopName: shops.shopName,
  shopCover: shops.coverImg,
};

/** Comments with their author (and the author's shop when a seller), in the order given. */
function selectComments(db: Executor) {
  return db
    .select(commentColumns)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .leftJoin(shops, eq(shops.userId, comments.userId));
}

/**
 * `limit` comments (not replies) of a publication, newest first: after the cursor `after` (keyset on
 * comments_publication_idx), or else after skipping `skip` rows: the spec's `page` parameter, whose
 * OFFSET is only used for a page number above 1 asked without a cursor.
 */
export function findCommentPage(
  db: Executor,
  publicationId: string,
  position: { after: TimeKeyset | null; skip: number },
  limit: number,
) {
  const { after, skip } = position;
  const query = selectComments(db)
    .where(
      and(
        eq(comments.publicationId, publicationId),
        isNull(comments.parentId),
        after ? olderThan(comments.createdAt, comments.id, after) : undefined,
      ),
    )
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(limit)
    .$dynamic();
  return after || skip === 0 ? query : query.offset(skip);
}

export function countComments(db: Executor, publicationId: string): Promise<number> {
  return db.$count(comments, and(eq(comments.publicationId, publicationId), isNull(comments.parentId)));
}

/** The replies of the given comments, oldest first, at most COMMENT_LIMITS.maxReplies each. */
export async function findReplies(db: Executor, parentIds: string[]) {
  if (parentIds.length === 0) return [];
  const ids = sql.join(
    parentIds.map((id) => sql`${id}`),
    sql`, `,
  );
  // Raw names inside the subquery: `c` is the inner comments, bounded per parent by LIMIT.
  const replyIds = sql`(select r.id from unnest(array[${ids}]::uuid[]) as p(id)
    cross join lateral (select c.id from comments c where c.parent_id = p.id
      order by c.created_at, c.id limit ${COMMENT_LIMITS.maxReplies}) as r)`;
  return selectComments(db)
    .where(sql`${comments.id} in ${replyIds}`)
    .orderBy(asc(comments.createdAt), asc(comments.id));
}

export function findCommentsByIds(db: Executor, ids: string[]) {
  return selectComments(db).where(inArray(comments.id, ids));
}

/** The viewer's reaction (1 like, -1 dislike) on each of the given comments that has one. */
export async function findViewerReactions(
  db: Executor,
  userId: string,
  commentIds: string[],
): Promise<Map<string, number>> {
  if (commentIds.length === 0) return new Map();
  const rows = await db
    .select({ commentId: commentReactions.commentId, value: commentReactions.value })
    .from(commentReactions)
    .where(and(eq(commentReactions.userId, userId), inArray(commentReactions.commentId, commentIds)));
  return new Map(rows.map((r) => [r.commentId, r.value]));
}

/** What a comment needs to know of its publication: the shop owner (to notify) and a thumbnail key. */
export async function findPublicationTarget(db: Executor, publicationId: string) {
  const [row] = await db
    .select({
      id: publications.id,
      ownerId: shops.userId,
      thumbKey: sql<string | null>`coalesce(
        (select ${publicationImages.mediaKey} from ${publicationImages}
          where ${publicationImages.publicationId} = ${publications.id}
          order by ${publicationImages.position} limit 1),
        (select ${productImages.mediaKey} from ${productImages}
          where ${productImages.productId} = ${publications.productId}
          order by ${productImages.position} limit 1))`,
    })
    .from(publications)
    .innerJoin(shops, eq(shops.id, publications.shopId))
    .where(eq(publications.id, publicationId))
    .limit(1);
  return row;
}

export async function publicationExists(db: Executor, publicationId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: publications.id })
    .from(publications)
    .where(eq(publications.id, publicationId))
    .limit(1);
  return !!row;
}

/**
 * The comment (or reply) `id`, its row locked: FOR SHARE while replying (replies may run side by side),
 * FOR UPDATE before deleting (waits for the replies being written, so they are counted and removed).
 */
export async function lockComment(db: Executor, id: string, mode: 'share' | 'update') {
  const query = selectCommentKeys(db, id);
  const [row] = await (mode === 'share' ? query.for('share') : query.for('update'));
  return row;
}

/** The comment (or reply) `id`: who wrote it, on which publication, under which comment. */
export async function findCommentKeys(db: Executor, id: string) {
  const [row] = await selectCommentKeys(db, id);
  return row;
}

function selectCommentKeys(db: Executor, id: string) {
  return db
    .select({
      id: comments.id,
      userId: comments.userId,
      parentId: comments.parentId,
      publicationId: comments.publicationId,
    })
    .from(comments)
    .where(eq(comments.id, id))
    .limit(1);
}

export async function insertComment(
  db: Executor,
  values: { publicationId: string; userId: string; parentId: string | null; content: string },
): Promise<string> {
  const [row] = await db.insert(comments).values(values).returning({ id: comments.id });
  if (!row) throw new Error('comment insert returned no row');
  return row.id;
}

/** Deletes a comment and its replies; answers how many rows went. */
export async function deleteThread(db: Executor, id: string): Promise<number> {
  const removed = await db
    .delete(comments)
    .where(or(eq(comments.id, id), eq(comments.parentId, id)))
    .returning({ id: comments.id });
  return removed.length;
}

/** SQL increment of the publication's comment counter (negative to decrement); its counters after it. */
export async function addToCommentCount(db: Executor, publicationId: string, delta: number) {
  const [row] = await db
    .update(publications)
    .set({ totalComments: sql`greatest(${publications.totalComments} + ${delta}, 0)` })
    .where(eq(publications.id, publicationId))
    .returning(publicationCounters);
  return row;
}
