import { localized } from './i18n.js';
// Comments and notifications: limits and French messages, apart from the schemas (social.ts) so a page
// that only shows a message does not download zod.

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

export const SOCIAL_MSG = localized('SOCIAL_MSG', {
  commentEmpty: 'Le commentaire ne peut pas être vide',
  commentTooLong: 'Le commentaire ne doit pas dépasser 1000 caractères',
  commentNotFound: 'Commentaire introuvable',
  commentAuthorOnly: "Seul l'auteur du commentaire peut le supprimer",
  commentDeleted: 'Commentaire supprimé',
  commentsEmptyTitle: 'Aucun commentaire pour le moment',
  commentsEmptyText: 'Soyez le premier à commenter',
  notificationsLoadFailed: 'Impossible de récupérer les notifications.',
  notificationsMarkedRead: 'Notifications marquées comme lues',
  // Notification texts (titles match the demo seed's).
  newCommentTitle: 'Nouveau commentaire',
  newCommentMessage: (username: string, content: string) => `${username} a commenté : « ${content} »`,
  replyTitle: 'Nouvelle réponse',
  replyMessage: (username: string) => `${username} a répondu à votre commentaire.`,
  commentLikeTitle: 'Nouveau j’aime',
  commentLikeMessage: (username: string) => `${username} a aimé votre commentaire.`,
} as const);
