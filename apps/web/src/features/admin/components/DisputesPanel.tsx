// Litiges: the queue (open or closed, newest first) and, at /admin/litiges/{id}, one dispute: the order,
// the thread with its photos, the parties' conversation read-only (the server writes the reading to the
// journal) and, while open, the three decisions behind OperatorActionDialog (reason and PIN).
import { type AdminDisputeDetail, formatChatDate, formatPrice, type OperatorOutcome } from '@sugu/domain';
import { ArrowLeft, Inbox } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { DisputeMessages, DisputeOutcome } from '../../../entities/dispute/components/DisputeMessages';
import { EmptyState, ErrorNotice } from '../../../shared/ui/RegionState';
import { RowSkeletons } from '../../../shared/ui/RowSkeletons';
import { Toast, type ToastMessage } from '../../../shared/ui/Toast';
import { type DisputeQueueState, useAdminDispute, useDisputeQueue, useResolveDispute } from '../api/disputes';
import { adminText } from '../text';
import { OperatorActionDialog } from './OperatorActionDialog';
import './disputes.css';

const t = adminText.disputes;

/** `rest`: what follows /admin/litiges/ (a dispute's id, or nothing for the queue). */
export function DisputesPanel({ rest }: { rest: string }) {
  return rest ? <DisputeDetail id={rest} /> : <DisputeQueue />;
}

/** The count on the console's first screen. */
export function OpenDisputesCount() {
  const { data } = useDisputeQueue('open');
  if (!data) return null;
  return <span className="muted admin-queue__count">{adminText.overview.open(data.openCount)}</span>;
}

function DisputeQueue() {
  const [state, setState] = useState<DisputeQueueState>('open');
  const { data, isPending, isError, refetch } = useDisputeQueue(state);
  return (
    <section className="admin-panel" aria-label={adminText.sections.litiges}>
      <fieldset className="admin-pills">
        <legend className="visually-hidden">{adminText.sections.litiges}</legend>
        {(['open', 'resolved'] as const).map((s) => (
          <button
            key={s}
            type="button"
            className="admin-pill"
            aria-pressed={state === s}
            onClick={() => setState(s)}
          >
            {s === 'open' && data && state === 'open' ? `${t.open} (${data.openCount})` : t[s]}
          </button>
        ))}
      </fieldset>
      {isPending ? (
        <RowSkeletons count={4} avatar={0} label={adminText.loading} className="admin-list" />
      ) : isError ? (
        <ErrorNotice message={adminText.loadError} onRetry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <EmptyState icon={<Inbox aria-hidden />} title={t.empty[state]} />
      ) : (
        <ul className="admin-list">
          {data.items.map((d) => (
            <li key={d.id}>
              <Link
                to={`/admin/litiges/${d.id}`}
                className="admin-row admin-row--link"
                data-testid="admin-dispute"
              >
                <div className="admin-row__main">
                  <span className="admin-row__title">{t.reasons[d.reason]}</span>
                  <span className="muted admin-row__meta">
                    {t.line(d.orderReference, d.buyerUsername, d.shopName)}
                  </span>
                  <span className="muted admin-row__meta">
                    {`${t.amount(formatPrice(d.totalPrice, d.currency), d.paymentMethod === 'wallet')} · ${formatChatDate(d.openedAt)}`}
                  </span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function DisputeDetail({ id }: { id: string }) {
  const { data, isPending, isError, refetch } = useAdminDispute(id);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  return (
    <section className="admin-panel" aria-label={t.decide}>
      <Link to="/admin/litiges" className="btn btn--ghost admin-back">
        <ArrowLeft aria-hidden size={18} />
        {t.back}
      </Link>
      {isPending ? (
        <RowSkeletons count={5} avatar={0} label={adminText.loading} className="admin-list" />
      ) : isError ? (
        <ErrorNotice message={adminText.loadError} onRetry={() => void refetch()} />
      ) : (
        <DisputeView detail={data} onDecided={setToast} />
      )}
      <Toast message={toast} onDone={() => setToast(null)} />
    </section>
  );
}

function DisputeView({
  detail,
  onDecided,
}: {
  detail: AdminDisputeDetail;
  onDecided: (m: ToastMessage) => void;
}) {
  const { dispute, order, conversation } = detail;
  const wallet = order.paymentMethod === 'wallet';
  const rows: [string, string][] = [
    [t.order, order.reference],
    [t.product, `${order.productNumber} × ${order.productName}`],
    [t.total, t.amount(formatPrice(order.totalPrice, order.currency), wallet)],
    [t.buyer, `@${order.buyer.username}`],
    [t.shop, order.shop.shopName],
    [t.state, adminText.orderStates[order.orderState]],
  ];
  return (
    <div className="admin-dispute" data-testid="admin-dispute-detail">
      <h2 className="admin-subtitle">{`${t.reasons[dispute.reason]} · ${t.status[dispute.state]}`}</h2>
      <dl className="admin-facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="muted">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {dispute.state === 'Open' ? (
        <Decisions detail={detail} onDecided={onDecided} />
      ) : (
        dispute.outcomeText && <DisputeOutcome text={dispute.outcomeText} />
      )}
      <h3 className="admin-subtitle">{t.thread}</h3>
      <DisputeMessages messages={dispute.messages} />
      <h3 className="admin-subtitle">{t.conversation}</h3>
      <p className="muted admin-logged">{t.conversationLogged}</p>
      {conversation && conversation.messages.length > 0 ? (
        <ol className="admin-chat">
          {conversation.messages.map((m) => (
            <li
              key={m.id}
              className={
                m.senderId === order.buyer.id ? 'admin-chat__msg' : 'admin-chat__msg admin-chat__msg--seller'
              }
            >
              <span className="muted">
                {`${m.senderId === order.buyer.id ? `@${order.buyer.username}` : order.shop.shopName} · ${formatChatDate(m.time)}`}
              </span>
              <p>{m.content}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">{t.noConversation}</p>
      )}
    </div>
  );
}

function Decisions({
  detail,
  onDecided,
}: {
  detail: AdminDisputeDetail;
  onDecided: (m: ToastMessage) => void;
}) {
  const { dispute, order } = detail;
  const resolve = useResolveDispute(dispute.id);
  const [outcome, setOutcome] = useState<OperatorOutcome | null>(null);
  const [amount, setAmount] = useState('');
  const amountId = useId();
  const wallet = order.paymentMethod === 'wallet';
  const total = formatPrice(order.totalPrice, order.currency);
  const refundAmount = Number(amount);
  const splitReady = /^\d+$/.test(amount) && refundAmount >= 1 && refundAmount < order.totalPrice;
  const confirmText =
    outcome === 'refund'
      ? t.refundConfirm(total, wallet)
      : outcome === 'release'
        ? t.releaseConfirm(total, wallet)
        : t.splitConfirm;
  return (
    <div className="admin-decisions">
      <h3 className="admin-subtitle">{t.decide}</h3>
      <div className="admin-decisions__buttons">
        <button type="button" className="btn btn--primary" onClick={() => setOutcome('refund')}>
          {t.refund}
        </button>
        <button type="button" className="btn" onClick={() => setOutcome('release')}>
          {t.release}
        </button>
        <button type="button" className="btn" onClick={() => setOutcome('split')}>
          {t.split}
        </button>
      </div>
      <OperatorActionDialog
        open={outcome !== null}
        title={outcome ? t[outcome] : ''}
        confirmText={confirmText}
        submitLabel={outcome ? t[outcome] : ''}
        ready={outcome !== 'split' || splitReady}
        onClose={() => setOutcome(null)}
        onConfirm={async (reason) => {
          if (!outcome) return;
          await resolve.mutateAsync({
            decision: { outcome, ...(outcome === 'split' && { refundAmount }) },
            reason,
          });
          onDecided({ text: t.decided, tone: 'success' });
        }}
      >
        {outcome === 'split' && (
          <div className="field">
            <label htmlFor={amountId}>{t.refundAmount(total)}</label>
            <input
              id={amountId}
              className="input"
              inputMode="numeric"
              value={amount}
              onChange={(e) => setAmount(e.target.value.replace(/\D/g, ''))}
            />
          </div>
        )}
      </OperatorActionDialog>
    </div>
  );
}
