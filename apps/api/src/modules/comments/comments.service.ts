// Comments and replies: rules, access checks and one transaction per write. The publication's
// totalComments counts comments and replies alike (as the demo seed does), moved by SQL increments in the
// same transaction as the rows. Notifications: NewComment to the shop owner, ReplyComment to the author
// of the comment replied to, never to oneself.
import {
  CATALOG_MSG,
  type CommentItem,
  type CommentPage,
  type CommentPageQuery,
  MEDIA,
  mediaUrl,
  type ReplyItem,
  SOCIAL_MSG,
} from '@sugu/domain';
import type { Database, Executor } from '../../db/client.js';
import { type Announce, announcing } from '../../lib/cache-events.js';
import { decodeTimeCursor, encodeCursor } from '../../lib/cursor.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { writeOrNotFound } from '../../lib/pg-errors.js';
import type { UserRow } from '../../session/session.js';
import { actNotice, excerpt, notify } from '../notifications/index.js';
import { presentComment, presentReply } from './comments.presenter.js';
import {
  addToCommentCount,
  type CommentRow,
  countComments,
  deleteThread,
  findCommentPage,
  findCommentsByIds,
  findPublicationTarget,
  findReplies,
  findViewerReactions,
  insertComment,
  lockComment,
  publicationExists,
} from './comments.repository.js';

const publicationNotFound = () => notFound(CATALOG_MSG.publicationNotFound, 'publication_not_found');
export const commentNotFound = () => notFound(SOCIAL_MSG.commentNotFound, 'comment_not_found');

export const publicationLink = (publicationId: string) => `/publication/${publicationId}`;

/** The publication's first image at the smallest width, for the notification's thumbnail. */
export async function publicationThumb(db: Executor, publicationId: string): Promise<string | null> {
  const target = await findPublicationTarget(db, publicationId);
  return target?.thumbKey ? mediaUrl(target.thumbKey, MEDIA.widths[0]) : null;
}

/** Cursor kind of the comment list. */
const COMMENTS = 'comments';

export async function listComments(
  db: Executor,
  viewerId: string | null,
  publicationId: string,
  { cursor, page, pageSize }: CommentPageQuery,
): Promise<CommentPage> {
  if (!isUuid(publicationId)) throw publicationNotFound();
  const after = decodeTimeCursor(cursor, COMMENTS);
  const position = { after, skip: after ? 0 : (page - 1) * pageSize };
  // One row more than asked tells whether a next page exists.
  const [found, totalCount] = await Promise.all([
    findCommentPage(db, publicationId, position, pageSize + 1),
    countComments(db, publicationId),
  ]);
  const rows = found.slice(0, pageSize);
  const last = rows.at(-1);
  if (totalCount === 0 && !(await publicationExists(db, publicationId))) throw publicationNotFound();
  const replies = await findReplies(
    db,
    rows.map((r) => r.id),
  );
  const reactions = viewerId
    ? await findViewerReactions(
        db,
        viewerId,
        [...rows, ...replies].map((r) => r.id),
      )
    : new Map<string, number>();
  const byParent = new Map<string, CommentRow[]>();
  for (const reply of replies) {
    if (!reply.parentId) continue;
    const list = byParent.get(reply.parentId) ?? [];
    list.push(reply);
    byParent.set(reply.parentId, list);
  }
  return {
    comments: rows.map((row) => presentComment(row, byParent.get(row.id) ?? [], reactions)),
    totalCount,
    page,
    pageSize,
    nextCursor:
      found.length > pageSize && last
        ? encodeCursor({ kind: COMMENTS, key: last.createdKey, id: last.id })
        : null,
  };
}

/** The feed's connected viewers see the new comment count everywhere (publications/feed-viewers.ts). */
function announceCounts(
  announce: Announce,
  publicationId: string,
  counters: Awaited<ReturnType<typeof addToCommentCount>>,
) {
  if (counters) announce({ kind: 'counts', id: publicationId, ...counters });
}

async function loadOne(db: Executor, id: string): Promise<CommentRow> {
  const [row] = await findCommentsByIds(db, [id]);
  if (!row) throw new Error('comment just written is missing');
  return row;
}

export async function createComment(
  db: Database,
  user: UserRow,
  body: { content: string; publicationId: string },
): Promise<CommentItem> {
  if (!isUuid(body.publicationId)) throw publicationNotFound();
  const work = announcing(db, async (tx, announce) => {
    const target = await findPublicationTarget(tx, body.publicationId);
    if (!target) throw publicationNotFound();
    const id = await insertComment(tx, {
      publicationId: target.id,
      userId: user.id,
      parentId: null,
      content: body.content,
    });
    announceCounts(announce, target.id, await addToCommentCount(tx, target.id, 1));
    await notify(tx, {
      userId: target.ownerId,
      actorId: user.id,
      type: 'NewComment',
      title: () => SOCIAL_MSG.newCommentTitle,
      message: () => SOCIAL_MSG.newCommentMessage(user.username, excerpt(body.content)),
      link: publicationLink(target.id),
      thumbUrl: target.thumbKey ? mediaUrl(target.thumbKey, MEDIA.widths[0]) : null,
    });
    return presentComment(await loadOne(tx, id), [], new Map());
  });
  return writeOrNotFound(work, publicationNotFound);
}

/** A reply to a reply joins the thread of the top comment; the author replied to is the one notified. */
export async function createReply(
  db: Database,
  user: UserRow,
  body: { content: string; commentId: string },
): Promise<ReplyItem> {
  if (!isUuid(body.commentId)) throw commentNotFound();
  const work = announcing(db, async (tx, announce) => {
    const target = await lockComment(tx, body.commentId, 'share');
    if (!target) throw commentNotFound();
    const top = target.parentId ? await lockComment(tx, target.parentId, 'share') : target;
    if (!top) throw commentNotFound();
    const id = await insertComment(tx, {
      publicationId: top.publicationId,
      userId: user.id,
      parentId: top.id,
      content: body.content,
    });
    announceCounts(announce, top.publicationId, await addToCommentCount(tx, top.publicationId, 1));
    if (target.userId !== user.id) {
      const where = {
        link: publicationLink(top.publicationId),
        thumbUrl: await publicationThumb(tx, top.publicationId),
      };
      await notify(tx, actNotice(user, target.userId, 'ReplyComment', [SOCIAL_MSG, 'reply'], where));
    }
    return presentReply(await loadOne(tx, id), undefined);
  });
  return writeOrNotFound(work, commentNotFound);
}

/**
 * An operator removes a comment or reply (moderation), in the caller's transaction: as its author's
 * deletion. False when it was gone already.
 */
export async function removeComment(tx: Executor, announce: Announce, id: string): Promise<boolean> {
  const row = await lockComment(tx, id, 'update');
  if (!row) return false;
  const removed = await deleteThread(tx, id);
  announceCounts(announce, row.publicationId, await addToCommentCount(tx, row.publicationId, -removed));
  return true;
}

/** Author only; the replies go with the comment and the counter drops by every row removed. */
export async function deleteComment(db: Database, user: UserRow, id: string): Promise<number> {
  if (!isUuid(id)) throw commentNotFound();
  return announcing(db, async (tx, announce) => {
    const row = await lockComment(tx, id, 'update');
    if (!row) throw commentNotFound();
    if (row.userId !== user.id) throw forbidden(SOCIAL_MSG.commentAuthorOnly, 'not_comment_author');
    const removed = await deleteThread(tx, id);
    announceCounts(announce, row.publicationId, await addToCommentCount(tx, row.publicationId, -removed));
    return removed;
  });
}
