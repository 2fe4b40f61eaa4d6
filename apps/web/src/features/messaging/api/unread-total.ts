// The unread total in its own module: the navigation bar is on every page's first script, which must not
// load the chat's other calls (their response schemas would bring zod).
import type { UnreadCountResponse } from '@sugu/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { unreadTotalKey } from './keys';

/**
 * Messages not read and not sent by the connected user, over all conversations: the bottom
 * bar's badge and the Discussions tab. The live connection and mark-read keep it current; 0 for a guest.
 */
export function useUnreadTotal(enabled: boolean): number {
  const { data } = useQuery({
    queryKey: unreadTotalKey,
    queryFn: async () => (await api.get<UnreadCountResponse>('/api/Message/unread-count')).unreadCount,
    enabled,
    staleTime: 5 * 60_000,
  });
  return enabled ? (data ?? 0) : 0;
}
