// English of features/notifications/text.ts.
import type { Translation } from '@sugu/domain';
import type { notificationsText } from './text';

export const notificationsEn: Translation<typeof notificationsText> = {
  title: 'Notifications',
  close: 'Close notifications',
  all: 'All',
  unread: 'Unread ({0})',
  loadMore: 'Load more',
  emptyTitle: 'No notifications',
  emptyText: "You're all caught up!",
  failed: "We couldn't load your notifications.",
  unreadMark: 'Unread',
  guestText: 'Log in to see your notifications.',
  login: 'Log in',
  loading: 'Loading notifications',
};
