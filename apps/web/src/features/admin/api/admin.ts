// The console's reads and the category actions. Query keys start with 'admin'; an action refreshes what it
// changed (the categories, the journal) and the public category list the other pages show.
import type { AdminCategory, AdminSearchResponse, AuditPage, Category } from '@sugu/domain';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { categoriesQueryKey } from '../../../entities/product/api/categories';
import { api } from '../../../shared/lib/api';

const adminKeys = {
  categories: ['admin', 'categories'] as const,
  audit: ['admin', 'audit'] as const,
  search: (q: string) => [...adminSearchKey, q] as const,
};

/** Every answer of the search: a suspension changes what its rows show. */
export const adminSearchKey = ['admin', 'search'] as const;

/** The keys of one of the console's queues: all of it, the list of one state, one item. */
export const queueKeys = <State extends string>(queue: string) => ({
  all: ['admin', queue] as const,
  queue: (state: State) => ['admin', queue, 'queue', state] as const,
  one: (id: string) => ['admin', queue, 'one', id] as const,
});

export function useAdminCategories() {
  return useQuery({
    queryKey: adminKeys.categories,
    queryFn: () => api.get<AdminCategory[]>('/api/Admin/categories'),
  });
}

/** The journal, or only its rows about one target (`targetId`: an account, a shop…). */
export function useAuditLog(targetId?: string) {
  return useInfiniteQuery({
    queryKey: [...adminKeys.audit, targetId ?? ''],
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams();
      if (targetId) query.set('targetId', targetId);
      if (pageParam) query.set('cursor', pageParam);
      const text = query.toString();
      return api.get<AuditPage>(`/api/Admin/audit${text ? `?${text}` : ''}`);
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
}

/** Searches once `q` is long enough (the server's OPERATOR.searchMin). */
export function useAdminSearch(q: string, minLength: number) {
  return useQuery({
    queryKey: adminKeys.search(q),
    queryFn: () => api.get<AdminSearchResponse>(`/api/Admin/search?q=${encodeURIComponent(q)}`),
    enabled: q.length >= minLength,
  });
}

export type CategoryAction =
  | { kind: 'add'; categoryName: string }
  | { kind: 'rename'; id: string; categoryName: string }
  | { kind: 'remove'; id: string };

function sendCategoryAction(action: CategoryAction, reason: string): Promise<Category> {
  switch (action.kind) {
    case 'add':
      return api.post('/api/Admin/categories', { categoryName: action.categoryName, reason });
    case 'rename':
      return api.put(`/api/Admin/categories/${action.id}`, { categoryName: action.categoryName, reason });
    case 'remove':
      return api.delete(`/api/Admin/categories/${action.id}`, undefined, { reason });
  }
}

/** An operator's category action (after the PIN confirmation); the lists it changed are read again. */
export function useCategoryAction() {
  return useOperatorAction(
    ({ action, reason }: { action: CategoryAction; reason: string }) => sendCategoryAction(action, reason),
    [adminKeys.categories, categoriesQueryKey],
  );
}

/**
 * Any operator action: once it succeeds, the journal (it has a new row) and the lists the action changed
 * (`changed`: the queues' sections pass their own keys) are read again.
 */
export function useOperatorAction<Input, Result>(
  send: (input: Input) => Promise<Result>,
  changed: readonly (readonly unknown[])[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all(
        [adminKeys.audit, ...changed].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
