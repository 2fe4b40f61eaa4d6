import { ArrowLeft, Bell, Leaf, Search } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useDataSaver } from '../../../shared/hooks/use-data-saver';
import { setDataSaver } from '../../../shared/lib/data-saver';
import { fr } from '../../../shared/text';
import { CountBadge } from '../../../shared/ui/CountBadge';
import { homeText } from '../text';
import './home.css';
import { IconButton } from '../../../shared/ui/IconButton';
import { Logo } from '../../../shared/ui/Logo';

interface HomeHeaderProps {
  searching: boolean;
  keyword: string;
  onKeywordChange: (keyword: string) => void;
  onSearchOpen: () => void;
  onSearchClose: () => void;
  unread: number;
  onBellClick: () => void;
}

/** Logo, search and bell; in search mode the bar becomes a shop search field with a back button. */
export function HomeHeader(props: HomeHeaderProps) {
  const { searching, keyword, unread } = props;
  const input = useRef<HTMLInputElement>(null);
  const { saver } = useDataSaver();
  useEffect(() => {
    if (searching) input.current?.focus();
  }, [searching]);

  if (searching) {
    return (
      <header className="top-bar home-header">
        <div className="home-header__inner home-header__inner--search">
          <IconButton label={homeText.search.back} onClick={props.onSearchClose} icon={ArrowLeft} size={22} />
          <form className="home-search" onSubmit={(e) => e.preventDefault()}>
            <Search aria-hidden size={18} className="home-search__icon" />
            <input
              ref={input}
              type="search"
              className="home-search__input pill-input"
              placeholder={homeText.search.placeholder}
              aria-label={homeText.search.open}
              value={keyword}
              onChange={(e) => props.onKeywordChange(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Escape') props.onSearchClose();
              }}
              enterKeyHint="search"
              autoComplete="off"
            />
          </form>
        </div>
      </header>
    );
  }

  return (
    <header className="top-bar home-header">
      <div className="home-header__inner">
        <div className="home-header__brand">
          <Logo size={36} />
          <span className="home-header__name">{fr.brand.title}</span>
        </div>
        <div className="home-header__actions">
          <IconButton
            className={`icon-button${saver ? ' home-header__saver--on' : ''}`}
            label={homeText.dataSaver}
            title={homeText.dataSaver}
            aria-pressed={saver}
            onClick={() => setDataSaver(!saver)}
            icon={Leaf}
            size={22}
          />
          <IconButton label={homeText.search.open} onClick={props.onSearchOpen} icon={Search} size={22} />
          <button
            type="button"
            className="icon-button"
            aria-label={unread > 0 ? homeText.notifications.openUnread(unread) : homeText.notifications.open}
            onClick={props.onBellClick}
          >
            <Bell aria-hidden size={22} />
            <CountBadge count={unread} className="home-header__badge" testId="notification-badge" />
          </button>
        </div>
      </div>
    </header>
  );
}
