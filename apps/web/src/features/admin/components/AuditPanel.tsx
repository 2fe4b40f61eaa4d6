// Journal: every operator action and audited view, newest first: what, by whom, on what, why, the state
// before and after, when. ?cible=<id> (the search's 'Journal' links) shows only the rows about that target.
import { type AuditEntry, formatLongDate } from '@sugu/domain';
import { ScrollText } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, ErrorNotice } from '../../../shared/ui/RegionState';
import { RowSkeletons } from '../../../shared/ui/RowSkeletons';
import { useAuditLog } from '../api/admin';
import { adminText } from '../text';

const t = adminText.audit;

export function AuditPanel() {
  const [params] = useSearchParams();
  const target = params.get('cible') || undefined;
  return (
    <section className="admin-panel" aria-label={adminText.sections.journal}>
      {target && (
        <p className="muted admin-audit__filter" data-testid="audit-filter">
          {t.onlyTarget(params.get('nom') || target)} <Link to="/admin/journal">{t.showAll}</Link>
        </p>
      )}
      <AuditList targetId={target} />
    </section>
  );
}

function AuditList({ targetId }: { targetId: string | undefined }) {
  const log = useAuditLog(targetId);
  const { data, isPending, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = log;
  if (isPending)
    return <RowSkeletons count={6} avatar={0} label={adminText.loading} className="admin-list" />;
  if (isError) return <ErrorNotice message={adminText.loadError} onRetry={() => void refetch()} />;
  const entries = data.pages.flatMap((page) => page.items);
  if (entries.length === 0) return <EmptyState icon={<ScrollText aria-hidden />} title={t.empty} />;
  return (
    <>
      <ul className="admin-list">
        {entries.map((entry) => (
          <AuditRow key={entry.id} entry={entry} />
        ))}
      </ul>
      {hasNextPage && (
        <button
          type="button"
          className="btn btn--block"
          disabled={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          {t.more}
        </button>
      )}
    </>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <li className="admin-row admin-row--stacked" data-testid="audit-entry">
      <div className="admin-row__main">
        <span className="admin-row__title">{t.actions[entry.action] ?? entry.action}</span>
        <span className="muted admin-row__meta">
          {t.by(entry.actor.username)} · {t.at(entry.createdAt)}
        </span>
        <span className="muted admin-row__meta">
          {t.targetTypes[entry.targetType] ?? entry.targetType} {entry.targetId}
        </span>
      </div>
      <dl className="audit-details">
        {entry.reason !== null ? (
          <>
            <dt>{t.reason}</dt>
            <dd>{entry.reason}</dd>
          </>
        ) : (
          <>
            <dt>{t.view}</dt>
            <dd>—</dd>
          </>
        )}
        {entry.before != null && (
          <>
            <dt>{t.before}</dt>
            <dd>{summary(entry.before)}</dd>
          </>
        )}
        {entry.after != null && (
          <>
            <dt>{t.after}</dt>
            <dd>{summary(entry.after)}</dd>
          </>
        )}
      </dl>
    </li>
  );
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T/;

/** A field's value in words: no value, yes / no, a date in Mali time; else as stored. */
function shownValue(value: unknown): string {
  if (value === null || value === undefined) return t.noValue;
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (typeof value === 'string' && ISO_DATE.test(value)) return formatLongDate(value);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A state as one line: its readable fields (ids left out), else its JSON. */
function summary(state: unknown): string {
  if (state && typeof state === 'object' && !Array.isArray(state)) {
    const parts = Object.entries(state as Record<string, unknown>)
      .filter(([key]) => key !== 'id' && !key.endsWith('Id'))
      .map(([key, value]) => t.field(t.fields[key] ?? key, shownValue(value)));
    if (parts.length > 0) return parts.join(' · ');
  }
  return JSON.stringify(state);
}
