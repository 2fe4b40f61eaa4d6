import type { MeResponse } from '@sugu/domain';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useMe } from '../../../entities/session/api/me';
import { PageSpinner } from '../../../shared/ui/PageSpinner';

/**
 * Seller pages: a guest goes to /login, a Client to their settings page /profil. A Vendeur without a shop is
 * sent to the shop setup by the shell's VendorShopGuard; a spinner shows meanwhile.
 */
export function RequireSeller({ children }: { children: (me: MeResponse) => ReactNode }) {
  const { data: me, isPending } = useMe();
  if (isPending) return <PageSpinner />;
  if (!me) return <Navigate to="/login" replace />;
  if (me.role !== 'Vendeur') return <Navigate to="/profil" replace />;
  if (!me.shop) return <PageSpinner />;
  return children(me);
}
