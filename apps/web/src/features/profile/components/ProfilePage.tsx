// Settings page /profil: identity header, settings menu and its sub-screens (edit and security
// behind the PIN modal), back to the shop, logout, version.
import { APP_VERSION, type MeResponse, MSG, TIMINGS } from '@sugu/domain';
import {
  ArrowLeft,
  BadgeCheck,
  Bell,
  ChevronRight,
  Lock,
  LogOut,
  type LucideIcon,
  Pencil,
  Shield,
  Smartphone,
  Store,
  Wallet,
} from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMe } from '../../../entities/session/api/me';
import { useSession } from '../../../entities/session/api/use-session';
import { InvitePopup } from '../../../entities/session/components/InvitePopup';
import { LanguageSwitch } from '../../../entities/session/components/LanguageSwitch';
import { PinPopup } from '../../../entities/session/components/PinPopup';
import { ApiError } from '../../../shared/lib/api';
import { FormError } from '../../../shared/ui/FormError';
import { PageSpinner } from '../../../shared/ui/PageSpinner';
import { profileText } from '../text';
import { PreferencesScreen } from './PreferencesScreen';
import { ProfileEdit } from './ProfileEdit';
import { ProfileHeader } from './ProfileHeader';
import './profile.css';
import '../../../shared/ui/icon-button.css';
import { IconButton } from '../../../shared/ui/IconButton';

const t = profileText;
type Screen = 'menu' | 'edit' | 'notifications' | 'security';

interface MenuEntry {
  /** Also the key of its label in profileText, read while rendering (the active language's). */
  key: Exclude<Screen, 'menu'> | 'wallet';
  icon: LucideIcon;
}

const MENU: MenuEntry[] = [
  { key: 'edit', icon: Pencil },
  { key: 'wallet', icon: Wallet },
  { key: 'notifications', icon: Bell },
  { key: 'security', icon: Shield },
];

/** Always behind the PIN: edit and security; with usePinForAllOperation, notifications and the picture too. */
const pinGuarded = (me: MeResponse, key: MenuEntry['key']) =>
  key === 'edit' || key === 'security' || (key === 'notifications' && me.usePinForAllOperation);

export function ProfilePage() {
  const { data: me, isPending } = useMe();
  const navigate = useNavigate();
  const session = useSession();
  const [loggingOut, setLoggingOut] = useState<'sending' | 'done' | null>(null);
  const [logoutError, setLogoutError] = useState<string | null>(null);
  const [screen, setScreen] = useState<Screen>('menu');
  const [pinThen, setPinThen] = useState<(() => void) | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
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
      await session.logout();
    } catch (err) {
      // Already logged out elsewhere (expired session): nothing left to end.
      if (!(err instanceof ApiError && err.status === 401)) {
        setLogoutError(err instanceof ApiError ? err.message : MSG.genericError);
        setLoggingOut(null);
        return;
      }
    }
    session.clear();
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

  const withPin = (then: () => void) => setPinThen(() => then);
  function openEntry(key: MenuEntry['key']) {
    setNotice(null);
    if (key === 'wallet') return navigate('/portefeuille');
    if (me && pinGuarded(me, key)) return withPin(() => setScreen(key));
    setScreen(key);
  }
  function saved(update: Partial<MeResponse> | null, message: string) {
    if (update) session.patch(update);
    setNotice(message);
    setScreen('menu');
  }

  const pinModal = (
    <PinPopup
      variant="settings"
      open={pinThen !== null}
      onClose={() => setPinThen(null)}
      onConfirmed={() => {
        pinThen?.();
        setPinThen(null);
      }}
    />
  );

  if (screen !== 'menu') {
    const title = { edit: t.edit, notifications: t.notifications, security: t.security }[screen];
    return (
      <main className="page profile">
        <header className="settings__head">
          <IconButton
            className="icon-button icon-button--outlined"
            label={t.back}
            onClick={() => setScreen('menu')}
            icon={ArrowLeft}
            size={22}
          />
          <h1 className="profile__page-title">{title}</h1>
        </header>
        {screen === 'edit' ? (
          <ProfileEdit me={me} onSaved={saved} />
        ) : (
          <PreferencesScreen me={me} kind={screen} onSaved={saved} />
        )}
      </main>
    );
  }

  return (
    <main className="page profile">
      <h1 className="visually-hidden">{t.title}</h1>
      <ProfileHeader me={me} beforePick={(pick) => (me.usePinForAllOperation ? withPin(pick) : pick())} />
      {notice && (
        <p className="success-notice profile__notice" role="status">
          {notice}
        </p>
      )}
      {me.phone && (
        <p className="profile__phone" data-testid="phone-state">
          <Smartphone aria-hidden size={20} />
          <span className="profile__phone-number">{`${me.dialCode} ${me.phone}`}</span>
          {me.isPhoneVerified ? (
            <span className="profile__phone-ok">
              <BadgeCheck aria-hidden size={16} /> {t.phoneVerified}
            </span>
          ) : (
            <Link className="btn profile__phone-verify" to="/profil/telephone">
              {t.verifyPhone}
            </Link>
          )}
        </p>
      )}
      <nav aria-label={t.menuLabel}>
        <ul className="profile__menu">
          {MENU.map(({ key, icon: Icon }) => (
            <li key={key}>
              <button type="button" className="profile__item" onClick={() => openEntry(key)}>
                <Icon aria-hidden size={22} />
                <span className="profile__item-label">
                  {t[key]}
                  {pinGuarded(me, key) && (
                    <span className="profile__soon">
                      <Lock aria-hidden size={12} /> {t.pinRequired}
                    </span>
                  )}
                </span>
                <ChevronRight aria-hidden size={20} />
              </button>
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
        <FormError message={logoutError} />
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
      <LanguageSwitch />
      <p className="profile__version muted">{t.version(APP_VERSION)}</p>
      {pinModal}
    </main>
  );
}
