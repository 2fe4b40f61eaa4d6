// Comments, comment reactions and notifications: rules, French messages, shapes.
import { z } from 'zod';
import { intFromText } from './fields.js';
import { NOTIFICATION_TYPES } from './reference-data.js';
import { COMMENT_LIMITS, NOTIFICATION_LIMITS, SOCIAL_MSG } from './social-messages.js';

// ---------- requests ----------

const content = z
  .string({ error: SOCIAL_MSG.commentEmpty })
  .trim()
  .min(1, SOCIAL_MSG.commentEmpty)
  .max(COMMENT_LIMITS.maxLength, SOCIAL_MSG.commentTooLong);

export const CreateCommentBody = z.object({ content, publicationId: z.string().trim().max(64) });
export type CreateCommentBody = z.infer<typeof CreateCommentBody>;

export const CreateReplyBody = z.object({ content, commentId: z.string().trim().max(64) });
export type CreateReplyBody = z.infer<typeof CreateReplyBody>;

/**
 * Out-of-range values are brought back in range (pageSize at most COMMENT_LIMITS.maxPageSize). `cursor`
 * (the previous page's `nextCursor`) reads the next page by key; `page` is the spec's page number, kept
 * for clients that count pages.
 */
export const CommentPageQuery = z.object({
  cursor: z.string().max(300).optional(),
  page: intFromText()
    .catch(1)
    .transform((n) => Math.min(Math.max(n, 1), 10_000)),
  pageSize: intFromText()
    .catch(COMMENT_LIMITS.pageSize)
    .transform((n) => Math.min(Math.max(n, 1), COMMENT_LIMITS.maxPageSize)),
});
export type CommentPageQuery = z.infer<typeof CommentPageQuery>;

/** The spec's client sends `NotifIds`; `notifIds` is accepted too. */
export const MarkReadBody = z
  .object({
    NotifIds: z.array(z.string().max(64)).max(NOTIFICATION_LIMITS.maxMarkRead).optional(),
    notifIds: z.array(z.string().max(64)).max(NOTIFICATION_LIMITS.maxMarkRead).optional(),
  })
  .transform((b) => ({ ids: [...(b.NotifIds ?? []), ...(b.notifIds ?? [])] }));

export const NotificationPageQuery = z.object({
  cursor: z.string().max(300).optional(),
  limit: intFromText()
    .pipe(z.number().min(1).max(NOTIFICATION_LIMITS.maxPageSize))
    .default(NOTIFICATION_LIMITS.pageSize)
    .catch(NOTIFICATION_LIMITS.pageSize),
});

// ---------- responses ----------

export const CommentUser = z.object({
  id: z.string(),
  username: z.string(),
  /** Set when the author is a seller: the popup shows the shop name. */
  shop: z.object({ id: z.string(), shopName: z.string(), coverImgUrl: z.string().nullable() }).nullable(),
  profilePictureUrl: z.string().nullable(),
});
export type CommentUser = z.infer<typeof CommentUser>;

export const ReplyItem = z.object({
  id: z.string(),
  content: z.string(),
  userId: z.string(),
  user: CommentUser,
  publicationId: z.string(),
  /** The comment replied to; null for a comment. */
  parentId: z.string().nullable(),
  createAt: z.string(),
  likes: z.number(),
  dislikes: z.number(),
  /** The connected viewer's reaction (both false for a guest). */
  hasLiked: z.boolean(),
  hasDisliked: z.boolean(),
});
export type ReplyItem = z.infer<typeof ReplyItem>;

export const CommentItem = ReplyItem.extend({ replys: z.array(ReplyItem) });
export type CommentItem = z.infer<typeof CommentItem>;

export const CommentPage = z.object({
  comments: z.array(CommentItem),
  /** Comments (not replies) of the publication. */
  totalCount: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Opaque position of the page's last comment; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type CommentPage = z.infer<typeof CommentPage>;

export const NewCommentResponse = z.object({ newComment: CommentItem });
export const NewReplyResponse = z.object({ newReply: ReplyItem });
export const DeleteCommentResponse = z.object({
  message: z.string(),
  /** Rows removed: the comment and its replies. */
  removed: z.number(),
});

export const ReactionStatus = z.object({ hasLiked: z.boolean(), hasDisliked: z.boolean() });
export type ReactionStatus = z.infer<typeof ReactionStatus>;

export const ReactionResponse = z.object({
  isLiked: z.boolean(),
  isDisliked: z.boolean(),
  likes: z.number(),
  dislikes: z.number(),
});
export type ReactionResponse = z.infer<typeof ReactionResponse>;

export const NotificationItem = z.object({
  id: z.string(),
  type: z.union([z.enum(NOTIFICATION_TYPES), z.string()]),
  title: z.string(),
  message: z.string(),
  createdAt: z.string(),
  isRead: z.boolean(),
  link: z.string().nullable(),
  thumbUrl: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof NotificationItem>;

export const NotificationPage = z.object({
  items: z.array(NotificationItem),
  unreadCount: z.number(),
  nextCursor: z.string().nullable(),
});
export type NotificationPage = z.infer<typeof NotificationPage>;

export const MarkReadResponse = z.object({ message: z.string(), unreadCount: z.number() });
export type MarkReadResponse = z.infer<typeof MarkReadResponse>;
