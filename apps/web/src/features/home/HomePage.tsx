import { Newspaper } from 'lucide-react';
import { useCallback, useState } from 'react';
import { homeText } from '../../i18n/home';
import { EmailVerificationGate } from '../verification/EmailVerificationGate';
import { useUnreadNotifications } from './api/unread-notifications';
import { HomeHeader } from './components/HomeHeader';
import { NotificationsPanel } from './components/NotificationsPanel';
import { ShopSearch } from './components/ShopSearch';
import './home.css';

/** /accueil: header (search, bell) over the feed. The feed and the desktop sidebar come with their issues. */
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
      <main className="home__content">
        <h1 className="visually-hidden">{homeText.title}</h1>
        {searching ? (
          <ShopSearch keyword={keyword} />
        ) : (
          <section className="home-empty">
            <span className="home-empty__icon">
              <Newspaper aria-hidden size={28} />
            </span>
            <p className="home-empty__title">{homeText.feed.emptyTitle}</p>
            <p className="muted">{homeText.feed.emptyText}</p>
          </section>
        )}
      </main>
      {notificationsOpen && <NotificationsPanel onClose={closeNotifications} />}
      <EmailVerificationGate />
    </div>
  );
}
