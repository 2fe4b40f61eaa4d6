// The operators' console (/admin/*): for the Admin role only (anyone else gets the French refusal page; the
// server refuses them anyway). A header, the sections (links: a row of pills on a phone, a column on a
// desktop) and the open section. /admin alone shows the three queues.
import { OPERATOR_ROLE } from '@sugu/domain';
import { ArrowLeft, Flag, Gavel, ScrollText, Search, ShieldCheck, Tags } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link, NavLink } from 'react-router';
import { useMe } from '../../../entities/session/api/me';
import { PageSpinner } from '../../../shared/ui/PageSpinner';
import { RegionBoundary } from '../../../shared/ui/RegionState';
import { adminText } from '../text';
import { AuditPanel } from './AuditPanel';
import { CategoriesPanel } from './CategoriesPanel';
import { DisputesPanel, OpenDisputesCount } from './DisputesPanel';
import { ReportsCount, ReportsPanel } from './ReportsPanel';
import { SearchPanel } from './SearchPanel';
import { PendingVerificationsCount, VerificationsPanel } from './VerificationsPanel';
import './admin.css';

type SectionKey = keyof typeof adminText.sections;

interface Section {
  key: SectionKey;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  /** `rest`: what follows the section in the address (a dispute's id…). */
  Panel: ComponentType<{ rest: string }>;
  /** A queue: listed on the console's first screen. */
  queue?: boolean;
  /** The queue's count on the first screen ('3 en attente'). */
  Count?: ComponentType;
}

/** The console's sections, in menu order. */
const SECTIONS: Section[] = [
  { key: 'litiges', icon: Gavel, Panel: DisputesPanel, queue: true, Count: OpenDisputesCount },
  { key: 'signalements', icon: Flag, Panel: ReportsPanel, queue: true, Count: ReportsCount },
  {
    key: 'verifications',
    icon: ShieldCheck,
    Panel: VerificationsPanel,
    queue: true,
    Count: PendingVerificationsCount,
  },
  { key: 'recherche', icon: Search, Panel: SearchPanel },
  { key: 'journal', icon: ScrollText, Panel: AuditPanel },
  { key: 'categories', icon: Tags, Panel: CategoriesPanel },
];

/** `path`: what follows /admin/ in the address ('' for the console's first screen). */
export function AdminConsole({ path }: { path: string }) {
  const { data: me, isPending } = useMe();
  if (isPending) return <PageSpinner />;
  if (!me || me.role !== OPERATOR_ROLE) return <AdminRefusal guest={!me} />;

  const [key] = path.split('/');
  const section = SECTIONS.find((s) => s.key === key);
  const title = section ? adminText.sections[section.key] : adminText.overview.title;
  return (
    <div className="admin">
      <header className="admin__header">
        <Link to="/accueil" className="btn btn--ghost admin-icon-btn" aria-label={adminText.back}>
          <ArrowLeft aria-hidden size={20} />
        </Link>
        <p className="admin__brand">{adminText.title}</p>
      </header>
      <div className="admin__body">
        <nav className="admin__nav" aria-label={adminText.navLabel}>
          {SECTIONS.map(({ key: k, icon: Icon }) => (
            <NavLink key={k} to={`/admin/${k}`} className="admin__nav-link">
              <Icon aria-hidden size={18} />
              {adminText.sections[k]}
            </NavLink>
          ))}
        </nav>
        <main className="admin__main">
          <h1 className="admin__title">{title}</h1>
          <RegionBoundary message={adminText.loadError} resetKey={path}>
            {section ? <section.Panel rest={path.slice(section.key.length + 1)} /> : <Overview />}
          </RegionBoundary>
        </main>
      </div>
    </div>
  );
}

function Overview() {
  return (
    <ul className="admin-queues">
      {SECTIONS.filter((s) => s.queue).map(({ key, icon: Icon, Count }) => (
        <li key={key}>
          <Link to={`/admin/${key}`} className="admin-queue">
            <Icon aria-hidden size={24} />
            <span className="admin-queue__label">{adminText.sections[key]}</span>
            {Count && <Count />}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function AdminRefusal({ guest }: { guest: boolean }) {
  const t = adminText.refused;
  return (
    <main className="page page--center" data-testid="admin-refused">
      <ShieldCheck aria-hidden size={40} />
      <h1>{t.title}</h1>
      <p className="muted">{guest ? t.guest : t.other}</p>
      {guest ? (
        <Link className="btn btn--primary" to="/login">
          {t.login}
        </Link>
      ) : (
        <Link className="btn btn--primary" to="/accueil">
          {t.home}
        </Link>
      )}
    </main>
  );
}
