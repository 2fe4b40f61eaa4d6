// The session on this device: logout, where a connected user goes, logging in and out of the cache (the
// screens go through useSession, use-session.ts), and the watch on a session the server ended.
import type { MeResponse } from '@sugu/domain';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { clearFirstScreen } from '../../../shared/lib/first-screen';
import { meQueryKey } from './me';

export function logout(): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/OAuth/logout');
}

/** Where a freshly connected user goes: a Vendeur without a shop must set one up first. */
export function homeFor(user: MeResponse): string {
  return needsShopSetup(user) ? '/configuration-boutique' : '/accueil';
}

export function needsShopSetup(user: MeResponse | null | undefined): boolean {
  return user?.role === 'Vendeur' && user.shop === null;
}

/** Stores the connected user; other cached data (feed, counts) was fetched as a guest, so it is refetched. */
export function setConnectedUser(queryClient: QueryClient, user: MeResponse): void {
  clearFirstScreen();
  queryClient.setQueryData(meQueryKey, user);
  localStorage.setItem('userId', user.id);
  localStorage.setItem('role', user.role);
  void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== meQueryKey[0] });
}

/** Forgets the connected user everywhere on this device. */
export function clearConnectedUser(queryClient: QueryClient): void {
  clearFirstScreen();
  queryClient.setQueryData(meQueryKey, null);
  localStorage.removeItem('userId');
  localStorage.removeItem('role');
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== meQueryKey[0] });
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
