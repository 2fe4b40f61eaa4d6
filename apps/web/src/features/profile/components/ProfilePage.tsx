// Settings page /profil (spec 2 §2): identity header, settings menu, back to the shop, logout, version.
import { APP_VERSION, MSG, mediaSrcSet, TIMINGS } from '@sugu/domain';
import { useQueryClient } from '@tanstack/react-query';
import {
  Bell,
  ChevronRight,
  LogOut,
  type LucideIcon,
  MapPin,
  Pencil,
  Shield,
  Store,
  Wallet,
} from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMe } from '../../../entities/session/api/me';
import { clearConnectedUser, logout } from '../../../entities/session/api/session';
import { InvitePopup } from '../../../entities/session/components/InvitePopup';
import { ApiError } from '../../../shared/lib/api';
import { PageSpinner } from '../../../shared/ui/PageSpinner';
import { profileText } from '../text';
import './profile.css';

const t = profileText;

interface MenuEntry {
  key: string;
  label: string;
  icon: LucideIcon;
  /** Set once the sub-screen exists; until then the entry says it is coming. */
  to?: string;
}

const MENU: MenuEntry[] = [
  { key: 'edit', label: t.edit, icon: Pencil },
  { key: 'wallet', label: t.wallet, icon: Wallet },
  { key: 'notifications', label: t.notifications, icon: Bell },
  { key: 'security', label: t.security, icon: Shield },
];

export function ProfilePage() {
  const { data: me, isPending } = useMe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [loggingOut, setLoggingOut] = useState<'sending' | 'done' | null>(null);
  const [logoutError, setLogoutError] = useState<string | null>(null);
  const toHome = useCallback(() => navigate('/accueil'), [navigate]);

  useEffect(() => {
    if (loggingOut !== 'done') return;
    const timer = setTimeout(() => navigate('/login', { replace: true }), TIMINGS.logoutRedirectMs);
    return () => clearTimeout(timer);
  }, [loggingOut, navigate]);

  async function onLogout() {
    setLoggingOut('sending');
    setLogoutError(null);
    try {
      await logout();
    } catch (err) {
      // Already logged out elsewhere (expired session): nothing left to end.
      if (!(err instanceof ApiError && err.status === 401)) {
        setLogoutError(err instanceof ApiError ? err.message : MSG.genericError);
        setLoggingOut(null);
        return;
      }
    }
    clearConnectedUser(queryClient);
    setLoggingOut('done');
  }

  if (loggingOut === 'done') {
    return (
      <main className="page page--center">
        <LogOut aria-hidden size={40} className="profile__bye" />
        <p role="status">{MSG.logoutSuccess}</p>
      </main>
    );
  }
  if (isPending) return <PageSpinner />;
  if (!me) {
    return (
      <main className="page profile">
        <h1 className="profile__page-title">{t.title}</h1>
        <InvitePopup open onClose={toHome} />
      </main>
    );
  }

  const place = [me.city, me.area].filter(Boolean).join(', ');
  return (
    <main className="page profile">
      <h1 className="visually-hidden">{t.title}</h1>
      <header className="profile__header">
        <div className="profile__avatar">
          {me.profilePictureUrl ? (
            <img
              src={me.profilePictureUrl}
              srcSet={mediaSrcSet(me.profilePictureUrl)}
              sizes="96px"
              alt={t.avatar}
              width={96}
              height={96}
            />
          ) : (
            <span aria-hidden>{me.username.charAt(0).toUpperCase()}</span>
          )}
        </div>
        <p className="profile__username">{me.username}</p>
        {place && (
          <p className="profile__place muted">
            <MapPin aria-hidden size={16} />
            {place}
          </p>
        )}
      </header>

      <nav aria-label={t.menuLabel}>
        <ul className="profile__menu">
          {MENU.map(({ key, label, icon: Icon, to }) => (
            <li key={key}>
              {to ? (
                <Link className="profile__item" to={to}>
                  <Icon aria-hidden size={22} />
                  <span className="profile__item-label">{label}</span>
                  <ChevronRight aria-hidden size={20} />
                </Link>
              ) : (
                <button type="button" className="profile__item" disabled>
                  <Icon aria-hidden size={22} />
                  <span className="profile__item-label">
                    {label}
                    <span className="profile__soon">{t.soon}</span>
                  </span>
                </button>
              )}
            </li>
          ))}
        </ul>
      </nav>

      <div className="profile__actions">
        {me.role === 'Vendeur' && (
          <Link className="btn btn--primary btn--block" to="/profil-vendeur">
            <Store aria-hidden size={20} />
            {t.backToShop}
          </Link>
        )}
        {logoutError && (
          <p className="form-error" role="alert">
            {logoutError}
          </p>
        )}
        <button
          type="button"
          className="btn btn--block profile__logout"
          onClick={onLogout}
          disabled={loggingOut === 'sending'}
        >
          <LogOut aria-hidden size={20} />
          {loggingOut === 'sending' ? t.loggingOut : t.logout}
        </button>
      </div>
      <p className="profile__version muted">{t.version(APP_VERSION)}</p>
    </main>
  );
}
