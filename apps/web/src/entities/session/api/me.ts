import { MeResponse } from '@sugu/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../shared/lib/api';

export const meQueryKey = ['me'] as const;

/** The connected user, or null for a guest (401). */
async function fetchMe(): Promise<MeResponse | null> {
  try {
    return await api.get('/api/User/me', MeResponse);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = queryOptions({ queryKey: meQueryKey, queryFn: fetchMe, staleTime: 60_000 });

export function useMe() {
  return useQuery(meQueryOptions);
}
