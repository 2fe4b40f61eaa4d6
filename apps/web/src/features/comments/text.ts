// Screen texts of the comments popup (rules and errors: SOCIAL_MSG).
import { localized, SOCIAL_MSG } from '@sugu/domain';

const plural = (n: number, one: string, many: string) => (n > 1 ? many : one);

export const commentsText = localized('web:commentsText', {
  title: (n: number) => (n > 0 ? `Commentaires (${n})` : 'Commentaires'),
  placeholder: 'Ajouter un commentaire...',
  replyPlaceholder: (name: string) => `Répondre à ${name}...`,
  send: 'Envoyer',
  reply: 'Répondre',
  cancelReply: 'Annuler',
  delete: 'Supprimer',
  report: 'Signaler',
  deleteTitle: 'Supprimer le commentaire ?',
  deleteText: 'Le commentaire et ses réponses seront supprimés définitivement.',
  cancelDelete: 'Annuler',
  deleting: 'Suppression...',
  // The visible count is part of the name, so a voice-control user can say what they see.
  likeCount: (n: string) => `J'aime ${n}`,
  dislikeCount: (n: string) => `Je n'aime pas ${n}`,
  likes: (n: number) => `${n} ${plural(n, "j'aime", "j'aime")}`,
  replies: (n: number) => `${n} ${plural(n, 'réponse', 'réponses')}`,
  emptyTitle: SOCIAL_MSG.commentsEmptyTitle,
  emptyText: SOCIAL_MSG.commentsEmptyText,
  loading: 'Chargement des commentaires',
  loadingMore: 'Chargement...',
  seller: 'Vendeur',
} as const);
