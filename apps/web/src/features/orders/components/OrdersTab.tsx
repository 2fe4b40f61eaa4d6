import { formatOrderAmount, MSG } from '@sugu/domain';
import { useState } from 'react';
import { Avatar } from '../../../shared/ui/Avatar';
import { ErrorNotice, RegionBoundary } from '../../../shared/ui/RegionState';
import { useMyOrders } from '../api/orders';
import { orderText } from '../text';
import { counterpart } from './counterpart';
import { OrderPanel } from './OrderPanel';
import { OrderStateDot } from './OrderStateDot';
import './orders.css';
import './orders-list.css';

const t = orderText.list;

/** The Commandes tab of /messages: the orders bought and sold, each opening the order screen. */
export function OrdersTab({ initialOpenId = null }: { initialOpenId?: string | null }) {
  const orders = useMyOrders(true);
  const [openId, setOpenId] = useState<string | null>(initialOpenId);
  const open = orders.data?.find((o) => o.id === openId) ?? null;

  if (orders.isPending) return <p className="muted orders__state">{orderText.panel.title}…</p>;
  if (orders.isError && !orders.data)
    return <ErrorNotice message={t.loadFailed} onRetry={() => void orders.refetch()} />;
  if (orders.data.length === 0) return <p className="muted orders__state">{t.empty}</p>;
  return (
    <>
      <ul className="orders" data-testid="orders-list">
        {orders.data.map((order) => {
          const who = counterpart(order);
          return (
            <li key={order.id}>
              <button
                type="button"
                className="orders__item"
                aria-label={t.open(who.name)}
                data-state={order.orderState}
                onClick={() => setOpenId(order.id)}
              >
                <Avatar name={who.name} url={who.image} size={48} />
                <span className="orders__text">
                  <strong className="orders__name">{who.name}</strong>
                  <span className="orders__line">
                    {t.line(order.reference, order.orderProduct.productName)}
                  </span>
                </span>
                <span className="orders__side">
                  <strong className="orders__price" data-testid="order-total">
                    {formatOrderAmount(order.totalPrice, order.currency)}
                  </strong>
                  <span className="orders__breakdown">
                    <span className="muted">
                      {t.breakdown(
                        order.productNumber,
                        formatOrderAmount(order.orderProduct.productPrice, order.currency),
                      )}
                    </span>
                    <OrderStateDot state={order.orderState} />
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {/* The order screen fails alone: the list stays, another order opens afresh. */}
      <RegionBoundary message={MSG.genericError} resetKey={openId}>
        {open && <OrderPanel order={open} onBack={() => setOpenId(null)} />}
      </RegionBoundary>
    </>
  );
}
