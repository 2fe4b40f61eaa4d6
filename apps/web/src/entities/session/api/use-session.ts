// Every edit of the connected user's cache, for the screens: they say what happened (logged in, out, a field
// saved), never which key moves. Apart from session.ts, which the shell loads on every page.
import type { MeResponse } from '@sugu/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { meQueryKey, meQueryOptions } from './me';
import { clearConnectedUser, setConnectedUser } from './session';

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
