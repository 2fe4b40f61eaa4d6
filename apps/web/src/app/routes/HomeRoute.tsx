import { CATALOG_MSG } from '@sugu/domain';
import { useCallback, useState } from 'react';
import { Feed } from '../../features/feed/components/Feed';
import { FeedSidebar } from '../../features/feed/components/FeedSidebar.lazy';
import { HomeHeader } from '../../features/feed/components/HomeHeader';
import { ShopSearchResults } from '../../features/feed/components/ShopSearchResults.lazy';
import { homeText } from '../../features/feed/text';
import { useUnreadNotifications } from '../../features/notifications/api/notifications';
import { NotificationsPanel } from '../../features/notifications/components/NotificationsPanel.lazy';
import { useMediaQuery } from '../../shared/hooks/use-media-query';
import { LazyLayer } from '../../shared/ui/LazyLayer';
import { RegionBoundary } from '../../shared/ui/RegionState';
import { routeText } from './text';

/** Where the suggestions sidebar shows beside the feed (features/feed/components/feed.css). */
const SIDEBAR_LAYOUT = '(min-width: 1024px)';

/**
 * /accueil: header (search, bell) over the feed; from 1024 px a suggestions sidebar beside it. The feed is a
 * region of its own; the layers (search results, sidebar, notifications) already are: a LazyLayer that
 * fails closes alone.
 */
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
              <LazyLayer open>
                <ShopSearchResults keyword={keyword} emptyText={homeText.search.empty} />
              </LazyLayer>
            ) : (
              <RegionBoundary message={CATALOG_MSG.feedLoadFailed}>
                <Feed />
              </RegionBoundary>
            )}
          </div>
          {withSidebar && (
            <LazyLayer open>
              <FeedSidebar />
            </LazyLayer>
          )}
        </div>
      </main>
      {notificationsOpen && (
        <LazyLayer open onClose={closeNotifications}>
          <NotificationsPanel onClose={closeNotifications} />
        </LazyLayer>
      )}
    </div>
  );
}
