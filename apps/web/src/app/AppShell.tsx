import { MSG } from '@sugu/domain';
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useMe } from '../entities/session/api/me';
import { VendorShopGuard } from '../features/auth/components/VendorShopGuard';
import { EmailVerificationGate } from '../features/verification/components/EmailVerificationGate';
import { changeLocale } from '../shared/i18n/locale';
import { dropFirstScreen, dropFirstScreenOnInput } from '../shared/lib/first-screen';
import { PageSpinner } from '../shared/ui/PageSpinner';
import { RegionBoundary } from '../shared/ui/RegionState';
import { LiveConnectionLoader } from './LiveConnectionLoader';
import { NavBar } from './NavBar';

/** Pages shown without the bottom navigation bar. */
const FULL_SCREEN_PATHS = [
  '/',
  '/login',
  '/signup',
  '/oauth-success',
  '/configuration-boutique',
  '/creation/publication',
];

/** Pages a connected but unverified user still reaches: where one arrives, and where the code is read. */
const WITHOUT_VERIFICATION = ['/', '/login', '/signup', '/oauth-success', '/dev/mailbox'];

export function AppShell() {
  const { pathname } = useLocation();
  // The operators' console has its own header and menu.
  const withNav = !FULL_SCREEN_PATHS.includes(pathname) && !pathname.startsWith('/admin');
  // The last visit's screen painted by index.html belongs to the address the visit started on.
  const landing = useRef(pathname);
  useEffect(() => {
    if (pathname !== landing.current) dropFirstScreen();
  }, [pathname]);
  useEffect(dropFirstScreenOnInput, []);
  // A connected user's saved language wins over this device's (it also words their notifications).
  const saved = useMe().data?.language;
  useEffect(() => {
    if (saved) void changeLocale(saved);
  }, [saved]);
  return (
    <div className={withNav ? 'shell shell--nav' : 'shell'}>
      <VendorShopGuard />
      <LiveConnectionLoader />
      {/* A page that throws (or whose code failed to arrive) says so in its place; the bar stays. */}
      <RegionBoundary message={MSG.genericError} resetKey={pathname} onRetry={() => window.location.reload()}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </RegionBoundary>
      {withNav && <NavBar />}
      {!WITHOUT_VERIFICATION.includes(pathname) && <EmailVerificationGate />}
    </div>
  );
}
