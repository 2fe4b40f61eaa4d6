// Vérifications: the shops' requests for the verified badge. /admin/verifications lists a state's requests
// (pending oldest first, with each state's count); /admin/verifications/{id} shows one: the shop, its owner,
// the identity document (each display is in the journal) and the decision (OperatorActionDialog: reason, PIN).
import { type AdminVerificationItem, formatDayLabel } from '@sugu/domain';
import { ArrowLeft, BadgeCheck, ChevronRight, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { EmptyState, ErrorNotice } from '../../../shared/ui/RegionState';
import { RowSkeletons } from '../../../shared/ui/RowSkeletons';
import { TabList } from '../../../shared/ui/Tabs';
import { Toast, type ToastMessage } from '../../../shared/ui/Toast';
import {
  useDecideVerification,
  useVerificationQueue,
  useVerificationRequest,
  type VerificationQueueState,
  verificationDocumentUrl,
} from '../api/verifications';
import { adminText } from '../text';
import { OperatorActionDialog } from './OperatorActionDialog';
import './verifications.css';

const t = adminText.verifications;
const BASE = '/admin/verifications';
const STATES = ['pending', 'approved', 'rejected'] as const satisfies readonly VerificationQueueState[];

export function VerificationsPanel() {
  const { pathname, state } = useLocation();
  const id = pathname.slice(BASE.length + 1).split('/')[0];
  const notice = (state as { notice?: string } | null)?.notice;
  return id ? <VerificationDetail id={id} /> : <VerificationQueue notice={notice} />;
}

/** The first screen's count of the requests waiting for a decision. */
export function PendingVerificationsCount() {
  const { data } = useVerificationQueue('pending');
  if (!data) return null;
  return <span className="muted admin-queue__count">{adminText.overview.open(data.total)}</span>;
}

function VerificationQueue({ notice }: { notice?: string }) {
  const [state, setState] = useState<VerificationQueueState>('pending');
  const [toast, setToast] = useState<ToastMessage | null>(notice ? { text: notice, tone: 'success' } : null);
  const query = useVerificationQueue(state);
  const pending = useVerificationQueue('pending');
  const tabs = STATES.map((key) => ({
    key,
    label:
      key === 'pending' && pending.data ? t.stateCount(t.states[key], pending.data.total) : t.states[key],
  }));
  return (
    <section className="admin-panel" aria-label={adminText.sections.verifications}>
      <TabList
        id="verif-states"
        tabs={tabs}
        active={state}
        onChange={setState}
        label={t.tabs}
        className="verif-tabs"
      />
      <div id="verif-states-panel" role="tabpanel" aria-labelledby={`verif-states-${state}-tab`}>
        {query.isPending ? (
          <RowSkeletons count={4} avatar={0} label={adminText.loading} className="admin-list" />
        ) : query.isError ? (
          <ErrorNotice message={adminText.loadError} onRetry={() => void query.refetch()} />
        ) : query.data.items.length === 0 ? (
          <EmptyState icon={<ShieldCheck aria-hidden />} title={t.empty[state]} text={t.emptyText} />
        ) : (
          <ul className="admin-list">
            {query.data.items.map((item) => (
              <li key={item.id} className="admin-row" data-testid="admin-verification">
                <Link to={`${BASE}/${item.id}`} className="verif-row">
                  <span className="admin-row__main">
                    <span className="admin-row__title">
                      {item.shop.shopName}
                      {item.shop.isIdentityVerified && (
                        <BadgeCheck
                          className="admin-verified"
                          aria-label={adminText.search.verified}
                          size={16}
                        />
                      )}
                    </span>
                    <span className="muted admin-row__meta">
                      {item.legalName} · @{item.owner.username}
                    </span>
                    <span className="muted admin-row__meta">
                      {item.decidedAt
                        ? t.decided(formatDayLabel(item.decidedAt), item.decidedBy?.username ?? null)
                        : t.sent(formatDayLabel(item.createdAt))}
                    </span>
                  </span>
                  <ChevronRight aria-hidden size={20} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Toast message={toast} onDone={() => setToast(null)} />
    </section>
  );
}

function VerificationDetail({ id }: { id: string }) {
  const query = useVerificationRequest(id);
  const back = (
    <Link to={BASE} className="btn btn--ghost verif-back">
      <ArrowLeft aria-hidden size={18} />
      {t.back}
    </Link>
  );
  if (query.isPending)
    return <RowSkeletons count={5} avatar={0} label={adminText.loading} className="admin-list" />;
  if (query.isError)
    return (
      <>
        {back}
        <ErrorNotice message={adminText.loadError} onRetry={() => void query.refetch()} />
      </>
    );
  return (
    <section className="admin-panel verif-detail" aria-label={query.data.shop.shopName}>
      {back}
      <VerificationFacts item={query.data} />
      <VerificationDocument item={query.data} />
      {query.data.state === 'Pending' && <DecisionButtons item={query.data} />}
    </section>
  );
}

function VerificationFacts({ item }: { item: AdminVerificationItem }) {
  return (
    <dl className="verif-facts">
      <dt>{t.shop}</dt>
      <dd>
        <Link to={`/boutique/${item.shop.id}`}>{item.shop.shopName}</Link>
        {item.shop.isIdentityVerified && (
          <BadgeCheck className="admin-verified" aria-label={adminText.search.verified} size={16} />
        )}
      </dd>
      <dt>{t.owner}</dt>
      <dd>
        @{item.owner.username} · {item.owner.email}
        {item.owner.phone ? ` · ${item.owner.phone}` : ''}
      </dd>
      <dt>{t.legalName}</dt>
      <dd>{item.legalName}</dd>
      <dt>{t.rccm}</dt>
      <dd>{item.rccm ?? t.noRccm}</dd>
      <dt>{t.state}</dt>
      <dd>
        {t.stateLabel[item.state]} ·{' '}
        {item.decidedAt
          ? t.decided(formatDayLabel(item.decidedAt), item.decidedBy?.username ?? null)
          : t.sent(formatDayLabel(item.createdAt))}
      </dd>
      {item.reason && (
        <>
          <dt>{t.reason}</dt>
          <dd>{item.reason}</dd>
        </>
      )}
    </dl>
  );
}

function VerificationDocument({ item }: { item: AdminVerificationItem }) {
  return (
    <figure className="verif-document">
      <figcaption className="admin-subtitle">{t.document}</figcaption>
      {item.documentAvailable ? (
        <>
          <img src={verificationDocumentUrl(item.id)} alt={t.documentAlt(item.shop.shopName)} />
          <p className="muted verif-document__logged">{t.documentLogged}</p>
        </>
      ) : (
        <p className="muted">{t.documentDeleted}</p>
      )}
    </figure>
  );
}

function DecisionButtons({ item }: { item: AdminVerificationItem }) {
  const decide = useDecideVerification();
  const navigate = useNavigate();
  const [approve, setApprove] = useState<boolean | null>(null);
  const name = item.shop.shopName;
  return (
    <div className="verif-actions">
      <button type="button" className="btn btn--danger" onClick={() => setApprove(false)}>
        {t.reject}
      </button>
      <button type="button" className="btn btn--primary" onClick={() => setApprove(true)}>
        {t.approve}
      </button>
      <OperatorActionDialog
        open={approve !== null}
        title={approve ? t.approveTitle(name) : t.rejectTitle(name)}
        confirmText={approve ? t.approveConfirm : t.rejectConfirm}
        submitLabel={approve ? t.approve : t.reject}
        danger={approve === false}
        onClose={() => setApprove(null)}
        onConfirm={async (reason) => {
          await decide.mutateAsync({ id: item.id, approve: approve === true, reason });
          navigate(BASE, { state: { notice: approve ? t.approved : t.rejected } });
        }}
      />
    </div>
  );
}
