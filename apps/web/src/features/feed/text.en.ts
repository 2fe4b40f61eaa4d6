// English of features/feed/text.ts.
import type { Translation } from '@sugu/domain';
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
    count: '{0, plural, one {# shop found} other {# shops found}}',
    noResult: 'No results for "{0}"',
    searching: 'Searching...',
    visit: 'Visit shop',
    ratings: '({0, plural, one {# review} other {# reviews}})',
    rating: 'Rated {0} out of 5',
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
    openUnread: 'Notifications, {0} unread',
    title: 'Notifications',
    close: 'Close notifications',
    emptyTitle: 'No notifications',
    emptyText: "You're all caught up!",
  },
};
