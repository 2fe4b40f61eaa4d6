import { BellOff, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { homeText } from '../../../i18n/home';
import { lockScroll } from '../../../ui/scroll-lock';

/**
 * The notifications page sliding over the feed. For now it only knows the empty state; the notifications
 * issue fills it (tabs 'Tout' / 'Non lues (n)', list, mark as read on close).
 */
export function NotificationsPanel({ onClose }: { onClose: () => void }) {
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    const unlock = lockScroll();
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      unlock();
      previous?.focus?.();
    };
  }, [onClose]);

  return (
    <section
      ref={panel}
      className="notif-panel"
      role="dialog"
      aria-modal="true"
      aria-labelledby="notif-panel-title"
      tabIndex={-1}
    >
      <header className="notif-panel__header">
        <h2 id="notif-panel-title">{homeText.notifications.title}</h2>
        <button
          type="button"
          className="icon-button"
          aria-label={homeText.notifications.close}
          onClick={onClose}
        >
          <X aria-hidden size={22} />
        </button>
      </header>
      <div className="home-empty">
        <span className="home-empty__icon">
          <BellOff aria-hidden size={28} />
        </span>
        <p className="home-empty__title">{homeText.notifications.emptyTitle}</p>
        <p className="muted">{homeText.notifications.emptyText}</p>
      </div>
    </section>
  );
}
