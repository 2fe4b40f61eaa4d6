// The session on this device: logout, where a connected user goes, and every edit of the connected user's
// cache (useSession): screens say what happened (logged in, out, a field saved), never which key moves.
import type { MeResponse } from '@sugu/domain';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../shared/lib/api';
import { clearFirstScreen } from '../../../shared/lib/first-screen';
import { meQueryKey, meQueryOptions } from './me';

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
function setConnectedUser(queryClient: QueryClient, user: MeResponse): void {
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

/** The connected user's cache, as the screens change it. */
export function useSession() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      /** Logged in: this user from now on. */
      connect: (user: MeResponse) => setConnectedUser(queryClient, user),
      /** Logged out (or the session ended): forgotten everywhere on this device. */
      clear: () => clearConnectedUser(queryClient),
      /** Fields the server confirmed changed (profile, e-mail, balance). */
      patch: (update: Partial<MeResponse>) =>
        queryClient.setQueryData<MeResponse | null>(meQueryKey, (me) => me && { ...me, ...update }),
      /** Asks the server again and waits for the answer (the cached one is known to be stale). */
      reload: () => queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 }),
      /** Asks the server again in the background (balance, logo). */
      refresh: () => void queryClient.invalidateQueries({ queryKey: meQueryKey }),
    }),
    [queryClient],
  );
}
