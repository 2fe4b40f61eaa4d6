import { lazy, Suspense, useCallback, useState } from 'react';
import { Feed } from '../../features/feed/components/Feed';
import { HomeHeader } from '../../features/feed/components/HomeHeader';
import { homeText } from '../../features/feed/text';
import { useUnreadNotifications } from '../../features/notifications/api/notifications';
import { useMediaQuery } from '../../shared/hooks/use-media-query';
import { routeText } from './text';

/** Where the suggestions sidebar shows beside the feed (features/feed/components/feed.css). */
const SIDEBAR_LAYOUT = '(min-width: 1024px)';

// Neither is on a phone's first screen: the search results wait for a search, the sidebar for a wide screen.
const ShopSearchResults = lazy(async () => ({
  default: (await import('../../features/feed/components/ShopSearchResults')).ShopSearchResults,
}));
const FeedSidebar = lazy(async () => ({
  default: (await import('../../features/feed/components/FeedSidebar')).FeedSidebar,
}));

// Opened from the bell: kept out of the script the first card waits for.
const NotificationsPanel = lazy(async () => ({
  default: (await import('../../features/notifications/components/NotificationsPanel')).NotificationsPanel,
}));

/** /accueil: header (search, bell) over the feed; from 1024 px a suggestions sidebar beside it. */
export default function HomeRoute() {
  const unread = useUnreadNotifications();
  const withSidebar = useMediaQuery(SIDEBAR_LAYOUT);
  const [searching, setSearching] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [notificationsOpen, setNotificationsOpen] = useState(false);
  const closeNotifications = useCallback(() => setNotificationsOpen(false), []);

  return (
    <div className="home">
      <HomeHeader
        searching={searching}
        keyword={keyword}
        onKeywordChange={setKeyword}
        onSearchOpen={() => setSearching(true)}
        onSearchClose={() => {
          setSearching(false);
          setKeyword('');
        }}
        unread={unread}
        onBellClick={() => setNotificationsOpen(true)}
      />
      <main className="home__content feed-home">
        <h1 className="visually-hidden">{routeText.home.title}</h1>
        <div className="feed-layout">
          <div>
            {searching ? (
              <Suspense fallback={null}>
                <ShopSearchResults keyword={keyword} emptyText={homeText.search.empty} />
              </Suspense>
            ) : (
              <Feed />
            )}
          </div>
          {withSidebar && (
            <Suspense fallback={null}>
              <FeedSidebar />
            </Suspense>
          )}
        </div>
      </main>
      {notificationsOpen && (
        <Suspense fallback={null}>
          <NotificationsPanel onClose={closeNotifications} />
        </Suspense>
      )}
    </div>
  );
}
