import { MESSAGING_MSG, ORDER_MSG } from '@sugu/domain';
import { useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useMe } from '../../entities/session/api/me';
import { InvitePopup } from '../../entities/session/components/InvitePopup';
import { useUnreadTotal } from '../../features/messaging/api/unread-total';
import { DiscussionsTab } from '../../features/messaging/components/DiscussionsTab';
import { OrdersTab } from '../../features/orders/components/OrdersTab';
import { useAcceptedOrderCount } from '../../features/orders/hooks/use-accepted-count';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';
import { RegionBoundary } from '../../shared/ui/RegionState';
import { routeText } from './text';
import './messages-route.css';

const t = routeText.messages;
/** Spec 2 §9: a 50 px horizontal swipe switches tabs. */
const SWIPE_PX = 50;
const TABS = ['discussions', 'orders'] as const;
type Tab = (typeof TABS)[number];

/** /messages (spec 2 §2): Discussions and Commandes, switched by click or a horizontal swipe. */
export default function MessagesRoute() {
  useDocumentTitle(t.title);
  const navigate = useNavigate();
  const location = useLocation();
  const me = useMe();
  // An order notification links to /messages?commande={id}: the Commandes tab, that order open. The page
  // stays mounted from one such link to the next (or from /messages to one): each new id is followed.
  const [search] = useSearchParams();
  const orderId = search.get('commande');
  const [tab, setTab] = useState<Tab>(
    orderId ? 'orders' : ((location.state as { tab?: Tab } | null)?.tab ?? 'discussions'),
  );
  const [followedOrderId, setFollowedOrderId] = useState(orderId);
  if (orderId !== followedOrderId) {
    setFollowedOrderId(orderId);
    if (orderId) setTab('orders');
  }
  const accepted = useAcceptedOrderCount(Boolean(me.data));
  const unread = useUnreadTotal(Boolean(me.data));
  const start = useRef<{ x: number; y: number } | null>(null);

  if (me.data === null) return <InvitePopup open onClose={() => navigate('/accueil')} />;

  const onTouchEnd = (x: number, y: number) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const dx = x - from.x;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(y - from.y)) return;
    const next = TABS[TABS.indexOf(tab) + (dx < 0 ? 1 : -1)];
    if (next) setTab(next);
  };

  const labels: Record<Tab, string> = {
    discussions: t.withCount(t.discussions, unread),
    orders: t.withCount(t.orders, accepted),
  };
  return (
    <main className="messages">
      <header className="messages__header">
        <h1>{t.title}</h1>
        <div className="messages__tabs" role="tablist">
          {TABS.map((id) => (
            <button
              key={id}
              type="button"
              role="tab"
              id={`messages-${id}-tab`}
              aria-selected={tab === id}
              aria-controls="messages-panel"
              className="messages__tab"
              onClick={() => setTab(id)}
            >
              {labels[id]}
            </button>
          ))}
        </div>
      </header>
      <section
        id="messages-panel"
        role="tabpanel"
        aria-labelledby={`messages-${tab}-tab`}
        className="messages__panel"
        onTouchStart={(e) => {
          const p = e.touches[0];
          if (p) start.current = { x: p.clientX, y: p.clientY };
        }}
        onTouchEnd={(e) => {
          const p = e.changedTouches[0];
          if (p) onTouchEnd(p.clientX, p.clientY);
        }}
      >
        {me.data &&
          (tab === 'orders' ? (
            <RegionBoundary message={ORDER_MSG.ordersLoadFailed} resetKey={orderId}>
              <OrdersTab key={orderId} initialOpenId={orderId} />
            </RegionBoundary>
          ) : (
            <RegionBoundary message={MESSAGING_MSG.conversationsLoadFailed}>
              <DiscussionsTab />
            </RegionBoundary>
          ))}
      </section>
      <p className="messages__footer muted">{t.footer}</p>
    </main>
  );
}
