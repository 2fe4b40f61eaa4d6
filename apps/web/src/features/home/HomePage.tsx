import { useCallback, useState } from 'react';
import { homeText } from '../../i18n/home';
import { Feed } from '../feed/components/Feed';
import { FeedSidebar } from '../feed/components/FeedSidebar';
import { EmailVerificationGate } from '../verification/EmailVerificationGate';
import { useUnreadNotifications } from './api/unread-notifications';
import { HomeHeader } from './components/HomeHeader';
import { NotificationsPanel } from './components/NotificationsPanel';
import { ShopSearch } from './components/ShopSearch';
import './home.css';

/** /accueil: header (search, bell) over the feed; from 1024 px a suggestions sidebar beside it. */
export default function HomePage() {
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
        <h1 className="visually-hidden">{homeText.title}</h1>
        <div className="feed-layout">
          <div>{searching ? <ShopSearch keyword={keyword} /> : <Feed />}</div>
          <FeedSidebar />
        </div>
      </main>
      {notificationsOpen && <NotificationsPanel onClose={closeNotifications} />}
      <EmailVerificationGate />
    </div>
  );
}
