import { lazy, Suspense, useCallback, useState } from 'react';
import { Feed } from '../../features/feed/components/Feed';
import { FeedSidebar } from '../../features/feed/components/FeedSidebar';
import { HomeHeader } from '../../features/feed/components/HomeHeader';
import { ShopSearchResults } from '../../features/feed/components/ShopSearchResults';
import { homeText } from '../../features/feed/text';
import { useUnreadNotifications } from '../../features/notifications/api/notifications';
import { routeText } from './text';

// Opened from the bell: kept out of the script the first card waits for.
const NotificationsPanel = lazy(async () => ({
  default: (await import('../../features/notifications/components/NotificationsPanel')).NotificationsPanel,
}));

/** /accueil: header (search, bell) over the feed; from 1024 px a suggestions sidebar beside it. */
export default function HomeRoute() {
  const unread = useUnreadNotifications();
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
            {searching ? <ShopSearchResults keyword={keyword} emptyText={homeText.search.empty} /> : <Feed />}
          </div>
          <FeedSidebar />
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
