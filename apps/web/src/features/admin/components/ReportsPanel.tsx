// The reports queue (/admin/signalements): one card per reported content, most reported first, with its
// text, its owner, the reasons given and the operator's actions (each through OperatorActionDialog: the
// confirmation, the reason, the PIN). 'Traités' lists what was decided.
import { type AdminReportGroup, formatLongDate, type ReportAction, type ReportState } from '@sugu/domain';
import { ExternalLink, Flag, UserX } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState, ErrorNotice } from '../../../shared/ui/RegionState';
import { RowSkeletons } from '../../../shared/ui/RowSkeletons';
import { TabList, useTabPanel } from '../../../shared/ui/Tabs';
import { Toast, type ToastMessage } from '../../../shared/ui/Toast';
import { type ModerationAction, useAdminReports, useModerationAction } from '../api/reports';
import { adminText } from '../text';
import { OperatorActionDialog } from './OperatorActionDialog';
import { SuspensionEndField, suspensionEnd } from './SuspensionEndField';
import './reports-panel.css';

const t = adminText.reports;

type Acting =
  | { kind: 'resolve'; group: AdminReportGroup; action: ReportAction }
  | { kind: 'unsuspend'; group: AdminReportGroup };

export function ReportsPanel() {
  const [state, setState] = useState<ReportState>('open');
  const tabs = {
    id: 'admin-reports',
    tabs: [
      { key: 'open' as const, label: t.tabs.open },
      { key: 'resolved' as const, label: t.tabs.resolved },
    ],
    active: state,
    onChange: setState,
  };
  const panel = useTabPanel(tabs);
  const [acting, setActing] = useState<Acting | null>(null);
  const [toast, setToast] = useState<ToastMessage | null>(null);

  return (
    <section className="admin-panel" aria-label={adminText.sections.signalements}>
      <TabList {...tabs} label={t.tabsLabel} className="admin-reports__tabs" />
      <div {...panel}>
        <ReportList key={state} state={state} onAct={setActing} />
      </div>
      <ModerationDialog acting={acting} onClose={() => setActing(null)} onDone={setToast} />
      <Toast message={toast} onDone={() => setToast(null)} />
    </section>
  );
}

function ReportList({ state, onAct }: { state: ReportState; onAct: (acting: Acting) => void }) {
  const { data, isPending, isError, refetch } = useAdminReports(state);
  if (isPending)
    return <RowSkeletons count={4} avatar={0} label={adminText.loading} className="admin-list" />;
  if (isError) return <ErrorNotice message={adminText.loadError} onRetry={() => void refetch()} />;
  if (data.items.length === 0) {
    const empty = state === 'open' ? adminText.queues.signalements : { empty: t.emptyResolved, text: '' };
    return <EmptyState icon={<Flag aria-hidden />} title={empty.empty} text={empty.text || undefined} />;
  }
  return (
    <ul className="admin-list">
      {data.items.map((group) => (
        <ReportCard key={`${group.targetType}:${group.targetId}`} group={group} onAct={onAct} />
      ))}
    </ul>
  );
}

function ReportCard({ group, onAct }: { group: AdminReportGroup; onAct: (acting: Acting) => void }) {
  const open = group.action === null;
  const actions: ReportAction[] = [
    'dismiss',
    ...(group.targetType === 'user' ? [] : ['remove' as const]),
    'warn',
  ];
  if (!group.owner.suspended) actions.push('suspend');
  return (
    <li className="admin-row admin-row--stacked report-card" data-testid="admin-report">
      <div className="report-card__head">
        <span className="report-card__type">{t.types[group.targetType]}</span>
        <span className="report-card__count">{t.count(group.count)}</span>
      </div>
      {group.excerpt && <blockquote className="report-card__excerpt">{group.excerpt}</blockquote>}
      <p className="muted report-card__meta">
        {t.owner(group.owner.username)}
        {group.owner.suspended && <span className="report-card__suspended">{t.suspended}</span>}
        {' · '}
        {t.since(formatLongDate(group.firstAt))}
      </p>
      <div className="report-card__reasons">
        <p className="admin-subtitle">{t.reasons}</p>
        <ul>
          {group.reasons.map((reason, i) => (
            // The same reason may come twice: its place tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: reasons have no id of their own
            <li key={i}>{reason}</li>
          ))}
        </ul>
      </div>
      {group.link && open && (
        <Link className="report-card__link" to={group.link}>
          <ExternalLink aria-hidden size={16} />
          {t.see}
        </Link>
      )}
      {open ? (
        <div className="report-card__actions">
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              className={action === 'remove' || action === 'suspend' ? 'btn btn--danger' : 'btn'}
              onClick={() => onAct({ kind: 'resolve', group, action })}
            >
              {t.actions[action]}
            </button>
          ))}
          {group.owner.suspended && (
            <button type="button" className="btn" onClick={() => onAct({ kind: 'unsuspend', group })}>
              <UserX aria-hidden size={18} />
              {t.actions.unsuspend}
            </button>
          )}
        </div>
      ) : (
        <p className="report-card__decided">{t.decided[group.action ?? 'dismiss']}</p>
      )}
    </li>
  );
}

function ModerationDialog({
  acting,
  onClose,
  onDone,
}: {
  acting: Acting | null;
  onClose: () => void;
  onDone: (message: ToastMessage) => void;
}) {
  const [until, setUntil] = useState('');
  const mutation = useModerationAction();
  if (!acting) return null;
  const username = acting.group.owner.username;
  const kind = acting.kind === 'unsuspend' ? 'unsuspend' : acting.action;
  const title = kind === 'suspend' || kind === 'unsuspend' ? t.titles[kind](username) : t.titles[kind];
  const end = suspensionEnd(until);
  const action = (): ModerationAction =>
    acting.kind === 'unsuspend'
      ? { kind: 'unsuspend', userId: acting.group.owner.id }
      : { kind: 'resolve', reportId: acting.group.reportId, action: acting.action, until: end };
  return (
    <OperatorActionDialog
      open
      title={title}
      confirmText={t.confirms[kind]}
      submitLabel={t.actions[kind]}
      danger={kind === 'remove' || kind === 'suspend'}
      onClose={() => {
        setUntil('');
        onClose();
      }}
      onConfirm={async (reason) => {
        await mutation.mutateAsync({ action: action(), reason });
        setUntil('');
        onDone({ text: t.done[kind], tone: 'success' });
      }}
    >
      {kind === 'suspend' && <SuspensionEndField value={until} onChange={setUntil} />}
    </OperatorActionDialog>
  );
}

/** The open queue's count on the console's first screen. */
export function ReportsCount() {
  const { data } = useAdminReports('open');
  if (!data) return null;
  return <span className="muted admin-queue__count">{t.queueCount(data.total)}</span>;
}
