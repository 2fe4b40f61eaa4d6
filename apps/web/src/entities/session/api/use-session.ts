// The session as the screens change it: logging in and out, and every edit of the connected user's cache;
// they say what happened (logged in, out, a field saved), never which key moves. Apart from session.ts,
// which the shell loads on every page.
import type { MeResponse } from '@sugu/domain';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../shared/lib/api';
import { clearFirstScreen } from '../../../shared/lib/first-screen';
import { meQueryKey, meQueryOptions } from './me';
import { clearConnectedUser, needsShopSetup } from './session';

/**
 * Where a freshly connected user goes: a Vendeur without a shop must set one up first, an operator opens
 * the console.
 */
export function homeFor(user: MeResponse): string {
  if (user.role === 'Admin') return '/admin';
  return needsShopSetup(user) ? '/configuration-boutique' : '/accueil';
}

/** Stores the connected user; other cached data (feed, counts) was fetched as a guest, so it is refetched. */
function setConnectedUser(queryClient: QueryClient, user: MeResponse): void {
  clearFirstScreen();
  queryClient.setQueryData(meQueryKey, user);
  localStorage.setItem('userId', user.id);
  localStorage.setItem('role', user.role);
  void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== meQueryKey[0] });
}

/** The connected user's cache, as the screens change it. */
export function useSession() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      /** Ends the session on the server (the screen then forgets the user: clear). */
      logout: () => api.post<{ message: string }>('/api/OAuth/logout'),
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
