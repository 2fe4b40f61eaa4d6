// Recherche: accounts by e-mail, username or phone, shops by name, orders by their short reference. The
// text stays in the address (?q=…), so that coming back from a shop's page shows the same answers. Each
// account leads to its shop and its journal and can be suspended (or restored) from here; each shop to its
// page, its owner and its journal.
import {
  type AdminUserHit,
  categoryLabel,
  formatChatDate,
  formatLongDate,
  OPERATOR,
  ORDER_STATE_LABELS,
} from '@sugu/domain';
import { BadgeCheck, ScrollText, Search, Store, UserRound } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, ErrorNotice } from '../../../shared/ui/RegionState';
import { RowSkeletons } from '../../../shared/ui/RowSkeletons';
import { Toast, type ToastMessage } from '../../../shared/ui/Toast';
import { useAdminSearch } from '../api/admin';
import { type ModerationAction, useModerationAction } from '../api/reports';
import { adminText } from '../text';
import { OperatorActionDialog, type SectionDialogProps } from './OperatorActionDialog';
import { SuspensionEndField, suspensionEnd } from './SuspensionEndField';

const t = adminText.search;
const moderation = adminText.reports;

/** Where the journal shows only the rows about one target (`name`: what its filter line calls it). */
const journalOf = (targetId: string, name: string) =>
  `/admin/journal?${new URLSearchParams({ cible: targetId, nom: name })}`;

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
          <li key={hit.id} className="admin-row admin-row--stacked" data-testid={props.testId}>
            {props.children(hit)}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The links (and buttons) under a hit. */
function HitLinks({ children }: { children: ReactNode }) {
  return <div className="admin-hit__links">{children}</div>;
}

export function SearchPanel() {
  const inputId = useId();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [typed, setTyped] = useState(q);
  const [acting, setActing] = useState<AdminUserHit | null>(null);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const { data, isFetching, isError, refetch } = useAdminSearch(q, OPERATOR.searchMin);
  const search = (text: string) => {
    setTyped(text);
    setParams(text ? { q: text } : {}, { replace: true });
  };
  return (
    <section className="admin-panel" aria-label={adminText.sections.recherche}>
      <form
        className="admin-search"
        onSubmit={(e) => {
          e.preventDefault();
          search(typed.trim());
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
      ) : !data || (isFetching && !acting) ? (
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
                <div className="admin-row__main">
                  <span className="admin-row__title">
                    {user.firstName} {user.name} · @{user.username}
                    {user.suspended && <span className="report-card__suspended">{moderation.suspended}</span>}
                  </span>
                  <span className="muted admin-row__meta">
                    {user.email}
                    {user.phone ? ` · ${user.phone}` : ''} · {t.roles[user.role] ?? user.role}
                  </span>
                  {user.suspendedUntil && (
                    <span className="muted admin-row__meta">
                      {t.suspendedUntil(formatLongDate(user.suspendedUntil))}
                    </span>
                  )}
                </div>
                <HitLinks>
                  {user.shopId && (
                    <Link className="btn" to={`/boutique/${user.shopId}`}>
                      <Store aria-hidden size={16} />
                      {t.shopPage}
                    </Link>
                  )}
                  <Link className="btn" to={journalOf(user.id, `@${user.username}`)}>
                    <ScrollText aria-hidden size={16} />
                    {t.journal}
                  </Link>
                  <button
                    type="button"
                    className={user.suspended ? 'btn' : 'btn btn--danger'}
                    onClick={() => setActing(user)}
                  >
                    {user.suspended ? moderation.actions.unsuspend : moderation.actions.suspend}
                  </button>
                </HitLinks>
              </>
            )}
          </HitList>
          <HitList title={t.shops} hits={data.shops} testId="admin-shop-hit">
            {(shop) => (
              <>
                <div className="admin-row__main">
                  <span className="admin-row__title">
                    {shop.shopName}
                    {shop.isIdentityVerified && (
                      <BadgeCheck aria-label={t.verified} size={16} className="admin-verified" />
                    )}
                  </span>
                  <span className="muted admin-row__meta">
                    {categoryLabel(shop.categoryName)} · {t.owner(shop.ownerUsername)}
                  </span>
                </div>
                <HitLinks>
                  <Link className="btn" to={`/boutique/${shop.id}`}>
                    <Store aria-hidden size={16} />
                    {t.shopPage}
                  </Link>
                  <button type="button" className="btn" onClick={() => search(shop.ownerUsername)}>
                    <UserRound aria-hidden size={16} />
                    {t.ownerAccount}
                  </button>
                  <Link className="btn" to={journalOf(shop.id, shop.shopName)}>
                    <ScrollText aria-hidden size={16} />
                    {t.journal}
                  </Link>
                </HitLinks>
              </>
            )}
          </HitList>
        </>
      )}
      <SuspensionDialog of={acting} onClose={() => setActing(null)} onDone={setToast} />
      <Toast message={toast} onDone={() => setToast(null)} />
    </section>
  );
}

/** Suspends the account found (with an optional end), or lifts its suspension. */
function SuspensionDialog(props: SectionDialogProps<AdminUserHit>) {
  const { of: user, onClose, onDone } = props;
  const [until, setUntil] = useState('');
  const mutation = useModerationAction();
  if (!user) return null;
  const kind = user.suspended ? 'unsuspend' : 'suspend';
  const close = () => {
    setUntil('');
    onClose();
  };
  return (
    <OperatorActionDialog
      open
      title={moderation.titles[kind](user.username)}
      confirmText={moderation.confirms[kind]}
      submitLabel={moderation.actions[kind]}
      danger={kind === 'suspend'}
      onClose={close}
      onConfirm={async (reason) => {
        const action: ModerationAction =
          kind === 'suspend'
            ? { kind, userId: user.id, until: suspensionEnd(until) }
            : { kind, userId: user.id };
        await mutation.mutateAsync({ action, reason });
        close();
        onDone({ text: moderation.done[kind], tone: 'success' });
      }}
    >
      {kind === 'suspend' && <SuspensionEndField value={until} onChange={setUntil} />}
    </OperatorActionDialog>
  );
}
