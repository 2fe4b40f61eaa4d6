// Screen texts of the notifications panel.
import { localized, SOCIAL_MSG } from '@sugu/domain';

export const notificationsText = localized('web:notificationsText', {
  title: 'Notifications',
  close: 'Fermer les notifications',
  all: 'Tout',
  unread: (n: number) => `Non lues (${n})`,
  loadMore: 'Charger plus',
  emptyTitle: 'Aucune notification',
  emptyText: 'Vous êtes à jour !',
  failed: SOCIAL_MSG.notificationsLoadFailed,
  unreadMark: 'Non lue',
  guestText: 'Connectez-vous pour voir vos notifications.',
  login: 'Se connecter',
  loading: 'Chargement des notifications',
} as const);
