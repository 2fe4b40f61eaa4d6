// Recherche: accounts by e-mail, username or phone, shops by name, orders by their short reference.
import { formatChatDate, OPERATOR, ORDER_STATE_LABELS } from '@sugu/domain';
import { BadgeCheck, Search } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { EmptyState, ErrorNotice } from '../../../shared/ui/RegionState';
import { RowSkeletons } from '../../../shared/ui/RowSkeletons';
import { useAdminSearch } from '../api/admin';
import { adminText } from '../text';

const t = adminText.search;

/** One kind of hit under its title; nothing when there is none. */
function HitList<T extends { id: string }>(props: {
  title: string;
  hits: T[];
  testId: string;
  children: (hit: T) => ReactNode;
}) {
  if (props.hits.length === 0) return null;
  return (
    <>
      <h2 className="admin-subtitle">{props.title}</h2>
      <ul className="admin-list">
        {props.hits.map((hit) => (
          <li key={hit.id} className="admin-row" data-testid={props.testId}>
            <div className="admin-row__main">{props.children(hit)}</div>
          </li>
        ))}
      </ul>
    </>
  );
}

export function SearchPanel() {
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const { data, isFetching, isError, refetch } = useAdminSearch(q, OPERATOR.searchMin);
  return (
    <section className="admin-panel" aria-label={adminText.sections.recherche}>
      <form
        className="admin-search"
        onSubmit={(e) => {
          e.preventDefault();
          setQ(typed.trim());
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          {t.label}
        </label>
        <input
          id={inputId}
          className="input"
          type="search"
          value={typed}
          maxLength={OPERATOR.searchMax}
          placeholder={t.placeholder}
          onChange={(e) => setTyped(e.target.value)}
        />
        <button type="submit" className="btn btn--primary" aria-label={t.submit}>
          <Search aria-hidden size={18} />
        </button>
      </form>
      {q.length < OPERATOR.searchMin ? (
        <p className="muted">{t.hint}</p>
      ) : isError ? (
        <ErrorNotice message={adminText.loadError} onRetry={() => void refetch()} />
      ) : !data || isFetching ? (
        <RowSkeletons count={3} avatar={0} label={adminText.loading} className="admin-list" />
      ) : data.users.length + data.shops.length + data.orders.length === 0 ? (
        <EmptyState icon={<Search aria-hidden />} title={t.none} />
      ) : (
        <>
          <HitList title={t.orders} hits={data.orders} testId="admin-order-hit">
            {(order) => (
              <>
                <span className="admin-row__title">
                  {order.reference} · {order.productName}
                </span>
                <span className="muted admin-row__meta">
                  {t.orderLine(
                    order.productNumber,
                    order.totalPrice,
                    order.currency,
                    ORDER_STATE_LABELS[order.orderState],
                  )}
                </span>
                <span className="muted admin-row__meta">
                  {t.orderParties(order.buyerUsername, order.shopName)} · {formatChatDate(order.createdAt)}
                </span>
              </>
            )}
          </HitList>
          <HitList title={t.users} hits={data.users} testId="admin-user-hit">
            {(user) => (
              <>
                <span className="admin-row__title">
                  {user.firstName} {user.name} · @{user.username}
                </span>
                <span className="muted admin-row__meta">
                  {user.email}
                  {user.phone ? ` · ${user.phone}` : ''} · {user.role}
                </span>
              </>
            )}
          </HitList>
          <HitList title={t.shops} hits={data.shops} testId="admin-shop-hit">
            {(shop) => (
              <>
                <span className="admin-row__title">
                  {shop.shopName}
                  {shop.isIdentityVerified && (
                    <BadgeCheck aria-label={t.verified} size={16} className="admin-verified" />
                  )}
                </span>
                <span className="muted admin-row__meta">
                  {shop.categoryName} · {t.owner(shop.ownerUsername)}
                </span>
              </>
            )}
          </HitList>
        </>
      )}
    </section>
  );
}
