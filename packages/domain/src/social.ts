// Comments, comment reactions and notifications (spec 1 §3, §4, §5, §7, §9): rules, French messages, shapes.
import { z } from 'zod';
import { intFromText } from './fields.js';
import { NOTIFICATION_TYPES } from './reference-data.js';

export const COMMENT_LIMITS = {
  /** Comments per page of the popup; the end is reached when a page has fewer. */
  pageSize: 25,
  maxPageSize: 50,
  maxLength: 1000,
  /** Replies returned under each comment (oldest first). */
  maxReplies: 100,
} as const;

export const NOTIFICATION_LIMITS = {
  /** Shown when the page opens, then 'Charger plus' adds `more`. */
  firstShown: 10,
  more: 20,
  pageSize: 30,
  maxPageSize: 100,
  maxMarkRead: 500,
} as const;

export const SOCIAL_MSG = {
  commentEmpty: 'Le commentaire ne peut pas être vide',
  commentTooLong: 'Le commentaire ne doit pas dépasser 1000 caractères',
  commentNotFound: 'Commentaire introuvable',
  commentAuthorOnly: "Seul l'auteur du commentaire peut le supprimer",
  commentDeleted: 'Commentaire supprimé',
  commentsEmptyTitle: 'Aucun commentaire pour le moment',
  commentsEmptyText: 'Soyez le premier à commenter',
  notificationsLoadFailed: 'Impossible de récupérer les notifications.',
  notificationsMarkedRead: 'Notifications marquées comme lues',
  invalidCursor: 'Page demandée invalide',
  // Notification texts (titles match the demo seed's).
  newCommentTitle: 'Nouveau commentaire',
  newCommentMessage: (username: string, content: string) => `${username} a commenté : « ${content} »`,
  replyTitle: 'Nouvelle réponse',
  replyMessage: (username: string) => `${username} a répondu à votre commentaire.`,
  commentLikeTitle: 'Nouveau j’aime',
  commentLikeMessage: (username: string) => `${username} a aimé votre commentaire.`,
} as const;

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

/** Out-of-range values are brought back in range (pageSize at most COMMENT_LIMITS.maxPageSize). */
export const CommentPageQuery = z.object({
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
