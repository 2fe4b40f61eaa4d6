import { MESSAGING_MSG, ORDER_MSG } from '@sugu/domain';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useMe } from '../../entities/session/api/me';
import { InvitePopup } from '../../entities/session/components/InvitePopup';
import { useUnreadTotal } from '../../features/messaging/api/unread-total';
import { DiscussionsTab } from '../../features/messaging/components/DiscussionsTab';
import { OrdersTab } from '../../features/orders/components/OrdersTab';
import { useAcceptedOrderCount } from '../../features/orders/hooks/use-accepted-count';
import { useDocumentTitle } from '../../shared/hooks/use-document-title';
import { RegionBoundary } from '../../shared/ui/RegionState';
import { TabList, useTabPanel } from '../../shared/ui/Tabs';
import { routeText } from './text';
import './messages-route.css';

const t = routeText.messages;
type Tab = 'discussions' | 'orders';

/** /messages: Discussions and Commandes, switched by click or a horizontal swipe. */
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
  const tabs = {
    id: 'messages',
    tabs: [
      { key: 'discussions', label: t.withCount(t.discussions, unread) },
      { key: 'orders', label: t.withCount(t.orders, accepted) },
    ] as const,
    active: tab,
    onChange: setTab,
  };
  // A swipe of SWIPE.tabsPx (50 px) on the list switches tabs.
  const panel = useTabPanel(tabs);

  if (me.data === null) return <InvitePopup open onClose={() => navigate('/accueil')} />;

  return (
    <main className="messages">
      <header className="messages__header">
        <h1>{t.title}</h1>
        <TabList {...tabs} className="messages__tabs" />
      </header>
      <section {...panel} className="messages__panel">
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
