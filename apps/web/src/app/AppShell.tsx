import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { VendorShopGuard } from '../features/auth/components/VendorShopGuard';
import { PageSpinner } from '../shared/ui/PageSpinner';
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

export function AppShell() {
  const { pathname } = useLocation();
  const withNav = !FULL_SCREEN_PATHS.includes(pathname);
  return (
    <div className={withNav ? 'shell shell--nav' : 'shell'}>
      <VendorShopGuard />
      <LiveConnectionLoader />
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      {withNav && <NavBar />}
    </div>
  );
}
