import type { MeResponse } from '@sugu/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';

export const meQueryKey = ['me'] as const;

/**
 * The connected user, or null for a guest. Asked of the session probe, which answers a guest 200 `null`
 * where /api/User/me answers 401: a failed request would be logged in the console on every first visit.
 * Only typed, like the feed: every page waits for it, and parsing it would put zod on /accueil's critical
 * script (the server serializes it through the shared schema).
 */
async function fetchMe(): Promise<MeResponse | null> {
  return api.get<MeResponse | null>('/api/User/session');
}

export const meQueryOptions = queryOptions({ queryKey: meQueryKey, queryFn: fetchMe, staleTime: 60_000 });

export function useMe() {
  return useQuery(meQueryOptions);
}
