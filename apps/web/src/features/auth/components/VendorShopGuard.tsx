import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useMe } from '../../../entities/session/api/me';
import { needsShopSetup } from '../../../entities/session/api/session';

/** Pages a Vendeur without a shop may still open. */
const ALLOWED = ['/configuration-boutique', '/login', '/signup', '/oauth-success'];

/** A Vendeur must configure a shop first; any other page sends them to the shop setup. */
export function VendorShopGuard() {
  const { data: me } = useMe();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const redirect = needsShopSetup(me) && !ALLOWED.includes(pathname);

  useEffect(() => {
    if (redirect) navigate('/configuration-boutique', { replace: true });
  }, [redirect, navigate]);

  return null;
}
