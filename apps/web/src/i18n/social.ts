// Screen texts of the comments popup and the notifications page (rules and errors: SOCIAL_MSG).
import { SOCIAL_MSG } from '@sugu/domain';

const plural = (n: number, one: string, many: string) => (n > 1 ? many : one);

export const commentsText = {
  title: (n: number) => (n > 0 ? `Commentaires (${n})` : 'Commentaires'),
  placeholder: 'Ajouter un commentaire...',
  replyPlaceholder: (name: string) => `Répondre à ${name}...`,
  send: 'Envoyer',
  reply: 'Répondre',
  cancelReply: 'Annuler',
  delete: 'Supprimer',
  like: "J'aime",
  dislike: "Je n'aime pas",
  likes: (n: number) => `${n} ${plural(n, "j'aime", "j'aime")}`,
  replies: (n: number) => `${n} ${plural(n, 'réponse', 'réponses')}`,
  emptyTitle: SOCIAL_MSG.commentsEmptyTitle,
  emptyText: SOCIAL_MSG.commentsEmptyText,
  loading: 'Chargement des commentaires',
  loadingMore: 'Chargement...',
  seller: 'Vendeur',
} as const;

export const notificationsText = {
  title: 'Notifications',
  close: 'Fermer les notifications',
  all: 'Tout',
  unread: (n: number) => `Non lues (${n})`,
  loadMore: 'Charger plus',
  emptyTitle: 'Aucune notification',
  emptyText: 'Vous êtes à jour !',
  failed: SOCIAL_MSG.notificationsLoadFailed,
  retry: 'Réessayer',
  unreadMark: 'Non lue',
  guestText: 'Connectez-vous pour voir vos notifications.',
  login: 'Se connecter',
  loading: 'Chargement des notifications',
} as const;
