import type { NotificationItem } from '@sugu/domain';
import { ArrowLeft, BellOff } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMe } from '../../../entities/session/api/me';
import { EmptyState, ErrorNotice } from '../../../shared/ui/RegionState';
import { RowSkeletons } from '../../../shared/ui/RowSkeletons';
import { usePopupLayer } from '../../../shared/ui/use-popup-layer';
import { flattenNotifications, useMarkNotificationsRead, useNotificationList } from '../api/notifications';
import { notificationsText as t } from '../text';
import { NotificationRow } from './NotificationRow';
import './notifications.css';
import '../../../shared/ui/icon-button.css';

/** 10 shown when the page opens, 'Charger plus' adds 20. */
const FIRST_SHOWN = 10;
const MORE = 20;
const bellOff = <BellOff aria-hidden size={28} />;

/** Where a notification without a link leads, by type. */
function defaultNotificationLink(type: string): string {
  switch (type) {
    case 'Wallet':
      return '/portefeuille';
    case 'Purchase':
    case 'PurchaseAccept':
    case 'PurchaseRefuse':
    case 'PurchaseFinish':
    case 'Dispute':
    case 'DisputeReply':
    case 'DisputeResolved':
      return '/messages';
    case 'NewRate':
    case 'Verification':
      return '/profil-vendeur';
    default:
      return '/';
  }
}

type Tab = 'all' | 'unread';

/**
 * The notifications page sliding over the feed: tabs 'Tout' and 'Non lues (n)', newest first. Closing it
 * marks the unread ones read; tapping one marks it read and follows its link.
 */
export function NotificationsPanel({ onClose }: { onClose: () => void }) {
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();
  const { data: me } = useMe();
  const query = useNotificationList(!!me);
  const items = useMemo(() => flattenNotifications(query.data), [query.data]);
  const unreadCount = query.data?.pages[0]?.unreadCount ?? 0;
  const [tab, setTab] = useState<Tab>('all');
  const [shown, setShown] = useState(FIRST_SHOWN);
  const visible = tab === 'all' ? items : items.filter((n) => !n.isRead);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  // Fetch further server pages while fewer are loaded than should be shown.
  useEffect(() => {
    if (visible.length < shown && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [visible.length, shown, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const closeAndMarkRead = () => {
    const unread = items.filter((n) => !n.isRead).map((n) => n.id);
    markRead(unread).catch(console.error);
    onClose();
  };

  const panel = useRef<HTMLElement>(null);
  // Like every popup: the phone's back button and Escape close it, without leaving /accueil.
  const dismiss = usePopupLayer(panel, closeAndMarkRead);

  const openNotification = async (n: NotificationItem) => {
    if (!n.isRead) await markRead([n.id]).catch(console.error);
    const target = n.link || defaultNotificationLink(n.type);
    onClose();
    if (target.startsWith('/')) navigate(target);
    else window.location.assign(target);
  };

  const switchTab = (next: Tab) => {
    setTab(next);
    setShown(FIRST_SHOWN);
  };

  return (
    <section
      ref={panel}
      className="notifs"
      role="dialog"
      aria-modal="true"
      aria-labelledby="notifs-title"
      tabIndex={-1}
    >
      <header className="notifs__header">
        <button type="button" className="icon-button" aria-label={t.close} onClick={dismiss}>
          <ArrowLeft aria-hidden size={22} />
        </button>
        <h2 id="notifs-title">{t.title}</h2>
      </header>

      {me && (
        <div className="notifs__tabs" role="tablist">
          {(['all', 'unread'] as const).map((key) => (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={tab === key}
              className={`pill notifs__tab${tab === key ? ' notifs__tab--active' : ''}`}
              onClick={() => switchTab(key)}
            >
              {key === 'all' ? t.all : t.unread(unreadCount)}
            </button>
          ))}
        </div>
      )}

      <div className="notifs__body">
        {!me ? (
          <EmptyState icon={bellOff} title={t.guestText}>
            <Link className="btn btn--primary" to="/login">
              {t.login}
            </Link>
          </EmptyState>
        ) : query.isPending ? (
          <RowSkeletons
            count={4}
            avatar={48}
            label={t.loading}
            className="notifs__list notifs__list--loading"
          />
        ) : query.isError ? (
          <ErrorNotice message={t.failed} onRetry={() => void query.refetch()} />
        ) : visible.length === 0 ? (
          <EmptyState icon={bellOff} title={t.emptyTitle} text={t.emptyText} />
        ) : (
          <>
            <ul className="notifs__list">
              {visible.slice(0, shown).map((n) => (
                <li key={n.id}>
                  <NotificationRow notification={n} onOpen={() => void openNotification(n)} />
                </li>
              ))}
            </ul>
            {(visible.length > shown || hasNextPage) && (
              <button
                type="button"
                className="btn btn--block notifs__more"
                disabled={isFetchingNextPage}
                onClick={() => setShown((s) => s + MORE)}
              >
                {t.loadMore}
              </button>
            )}
          </>
        )}
      </div>
    </section>
  );
}
