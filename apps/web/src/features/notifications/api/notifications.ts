// The connected user's notifications: the list (keyset pages of 30, newest first), the bell's unread
// count, and marking read, whose answer updates both. Query keys start with 'notifications'.
import type { MarkReadResponse, NotificationItem, NotificationPage } from '@sugu/domain';
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { useMe } from '../../../entities/session/api/me';
import { api, type LazySchema } from '../../../shared/lib/api';

// The unread count is on /accueil's critical script: the schema (and zod) load with the first mark-read.
const markReadSchema: LazySchema<MarkReadResponse> = {
  load: async () => (await import('./response-schemas')).MarkReadResponse,
};

const notificationsListKey = ['notifications', 'list'] as const;
const unreadNotificationsKey = ['notifications', 'unread'] as const;

const PAGE = 30;
/** The live socket moves the bell (receiveNotification); this slow poll only heals a missed event. */
const UNREAD_POLL_MS = 60_000;

function fetchNotifications(cursor?: string, limit = PAGE): Promise<NotificationPage> {
  const query = new URLSearchParams({ limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  return api.get<NotificationPage>(`/api/Notification/my-notifications?${query}`);
}

export function useNotificationList(enabled: boolean) {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: notificationsListKey,
    queryFn: async ({ pageParam }) => {
      const page = await fetchNotifications(pageParam);
      queryClient.setQueryData(unreadNotificationsKey, page.unreadCount);
      return page;
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
    staleTime: 0,
  });
}

export function flattenNotifications(data: InfiniteData<NotificationPage> | undefined): NotificationItem[] {
  return data?.pages.flatMap((p) => p.items) ?? [];
}

/** Unread notifications of the connected user, for the bell; 0 for a guest. */
export function useUnreadNotifications(): number {
  const { data: me } = useMe();
  const { data } = useQuery({
    queryKey: unreadNotificationsKey,
    queryFn: async () => (await fetchNotifications(undefined, 1)).unreadCount,
    enabled: !!me,
    refetchInterval: UNREAD_POLL_MS,
  });
  return me ? (data ?? 0) : 0;
}

/** Marks `ids` read on the server, then in the cached list and the bell's count. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useCallback((ids: string[]) => markNotificationsRead(queryClient, ids), [queryClient]);
}

async function markNotificationsRead(queryClient: QueryClient, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const res = await api.post('/api/Notification/mark-read', { NotifIds: ids }, markReadSchema);
  const read = new Set(ids);
  queryClient.setQueryData<InfiniteData<NotificationPage>>(notificationsListKey, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((p) => ({
            ...p,
            unreadCount: res.unreadCount,
            items: p.items.map((n) => (read.has(n.id) ? { ...n, isRead: true } : n)),
          })),
        }
      : data,
  );
  queryClient.setQueryData(unreadNotificationsKey, res.unreadCount);
}

/** A notification pushed live (the chat socket's `Notification`): on top of the list, and the bell moves. */
export function receiveNotification(queryClient: QueryClient, notification: NotificationItem): void {
  let added = false;
  queryClient.setQueryData<InfiniteData<NotificationPage>>(notificationsListKey, (data) => {
    const [first, ...rest] = data?.pages ?? [];
    if (!data || !first) return data;
    if (data.pages.some((p) => p.items.some((n) => n.id === notification.id))) return data;
    added = true;
    const unreadCount = first.unreadCount + (notification.isRead ? 0 : 1);
    return { ...data, pages: [{ ...first, unreadCount, items: [notification, ...first.items] }, ...rest] };
  });
  const cachedList = queryClient.getQueryData(notificationsListKey) !== undefined;
  if (notification.isRead || (cachedList && !added)) return;
  queryClient.setQueryData<number>(unreadNotificationsKey, (n) => (n ?? 0) + 1);
}
