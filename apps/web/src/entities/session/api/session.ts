// What the shell needs of the session on every page: whether a Vendeur still has a shop to set up, and the
// watch on a session the server ended, which forgets the user. The screens' edits are in use-session.ts.
import type { MeResponse } from '@sugu/domain';
import type { QueryClient } from '@tanstack/react-query';
import { clearFirstScreen } from '../../../shared/lib/first-screen';
import { meQueryKey } from './me';

export function needsShopSetup(user: MeResponse | null | undefined): boolean {
  return user?.role === 'Vendeur' && user.shop === null;
}

/** Forgets the connected user everywhere on this device. */
export function clearConnectedUser(queryClient: QueryClient): void {
  clearFirstScreen();
  queryClient.setQueryData(meQueryKey, null);
  localStorage.removeItem('userId');
  localStorage.removeItem('role');
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== meQueryKey[0] });
  // The browser's push subscription goes with the user (loaded only now: never on the first visit).
  void import('../../../shared/lib/web-push').then((m) => m.forgetDevicePush()).catch(() => {});
}

/**
 * A session can end without this app's logout (expired, revoked from another device): the next session
 * probe answers null while the cache still holds the user's feed with their likes, their orders and
 * conversations. This device then forgets them as at logout, before the next person on the phone sees
 * them. Returns the function that stops watching.
 */
export function clearWhenSessionEnds(queryClient: QueryClient): () => void {
  let connected = Boolean(queryClient.getQueryData<MeResponse | null>(meQueryKey));
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryKey[0] !== meQueryKey[0]) return;
    const me = event.query.state.data as MeResponse | null | undefined;
    // undefined: not known yet (or the probe failed), which ends nothing.
    if (me === undefined) return;
    const ended = connected && me === null;
    connected = me !== null;
    if (ended) clearConnectedUser(queryClient);
  });
}
