// English of features/feed/text.ts: read by the first screen (app/i18n-en-first.ts), so its texts with
// values are functions (pluralEn), not ICU messages.
import { pluralEn, type Translation } from '@sugu/domain';
import type { feedText, homeText } from './text';

export const feedEn: Translation<typeof feedText> = {
  feed: {
    label: 'Posts',
    loadMore: 'Load more',
    loadingMore: 'Loading...',
    end: "You're all caught up!",
    emptyTitle: 'No posts yet',
    emptyText: "Shops' posts will show up here.",
    loadingLabel: 'Loading posts',
  },
  search: {
    count: (n) => `${n} ${pluralEn(n, 'shop found', 'shops found')}`,
    noResult: (keyword) => `No results for "${keyword}"`,
    searching: 'Searching...',
    visit: 'Visit shop',
    ratings: (n) => `(${n} ${pluralEn(n, 'review', 'reviews')})`,
    rating: (rate) => `Rated ${rate} out of 5`,
    newShop: 'New',
  },
  sidebar: {
    title: 'Suggested for you',
    follow: 'Follow',
    following: 'Following',
    footerLabel: 'Useful links',
    links: ['About', 'Terms', 'Privacy', 'Help'],
    copyright: "© 2026 Sugu · Mali's social marketplace",
  },
};

export const homeEn: Translation<typeof homeText> = {
  search: {
    open: 'Search for a shop',
    placeholder: 'Search for a shop...',
    back: 'Close search',
    empty: 'Search for a shop',
  },
  dataSaver: 'Data saver',
  notifications: {
    open: 'Notifications',
    openUnread: (n) => `Notifications, ${n} unread`,
    title: 'Notifications',
    close: 'Close notifications',
    emptyTitle: 'No notifications',
    emptyText: "You're all caught up!",
  },
};
