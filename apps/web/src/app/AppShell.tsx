import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { VendorShopGuard } from '../features/auth/VendorShopGuard';
import { PageSpinner } from '../ui/PageSpinner';
import { NavBar } from './NavBar';
import { FULL_SCREEN_PATHS } from './routes';

export function AppShell() {
  const { pathname } = useLocation();
  const withNav = !FULL_SCREEN_PATHS.includes(pathname);
  return (
    <div className={withNav ? 'shell shell--nav' : 'shell'}>
      <VendorShopGuard />
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      {withNav && <NavBar />}
    </div>
  );
}
