// Publications: the feed (keyset pages of 50), one publication, delete. Every list that holds publications
// (the feed, a shop's, the seller's own) sits under ['publications'], so the cache edits below reach them all.
import { PAGES, type Publication, type PublicationPage } from '@sugu/domain';
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { api, type LazySchema } from '../../../shared/lib/api';

export const publicationKeys = {
  all: ['publications'] as const,
  feed: ['publications', 'feed'] as const,
  one: (id: string) => ['publications', 'one', id] as const,
  ofShop: (shopId: string) => ['publications', 'shop', shopId] as const,
};

// The feed is only typed, not parsed: see the note on `api` (shared/lib/api.ts).
function fetchFeedPage(cursor?: string): Promise<PublicationPage> {
  const query = new URLSearchParams({ limit: String(PAGES.feed) });
  if (cursor) query.set('cursor', cursor);
  return api.get<PublicationPage>(`/api/Publication?${query}`);
}

/** The feed, newest first: 50 a page; `fetchNextPage` adds the next 50. */
export const feedQueryOptions = infiniteQueryOptions({
  queryKey: publicationKeys.feed,
  queryFn: ({ pageParam }) => fetchFeedPage(pageParam),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last) => last.nextCursor ?? undefined,
});

export function useFeed() {
  return useInfiniteQuery(feedQueryOptions);
}

// This module is on /accueil's critical script: the schema (and zod) load with the first detail asked.
const publicationSchema: LazySchema<Publication> = {
  load: async () => (await import('./response-schemas')).Publication,
};

/** One publication, parsed with the shared schema: a contract drift throws ContractError. */
export function fetchPublication(id: string): Promise<Publication> {
  return api.get(`/api/Publication/${encodeURIComponent(id)}`, publicationSchema);
}

export function usePublication(id: string) {
  return useQuery({ queryKey: publicationKeys.one(id), queryFn: () => fetchPublication(id) });
}

export function deletePublication(id: string): Promise<unknown> {
  return api.delete(`/api/Publication/supprimer/${encodeURIComponent(id)}`);
}

// ---------- cache edits shared by every view of a publication ----------

type Cached = Publication | PublicationPage | InfiniteData<PublicationPage> | Publication[] | undefined;

const isPublication = (v: unknown): v is Publication =>
  typeof v === 'object' && v !== null && 'publicationShop' in v && 'id' in v;

/**
 * Applies `edit` to every cached publication under the 'publications' key, whatever the shape holding it
 * (one publication, a page, an infinite list or an array: other features cache their own lists there).
 * `edit` returns the new publication, or null to drop it.
 */
export function editCachedPublications(
  queryClient: QueryClient,
  edit: (p: Publication) => Publication | null,
): void {
  const onList = (items: Publication[]) =>
    items.flatMap((p) => {
      const next = edit(p);
      return next ? [next] : [];
    });
  queryClient.setQueriesData<Cached>({ queryKey: publicationKeys.all }, (data) => {
    if (!data) return data;
    if (Array.isArray(data)) return data.every(isPublication) ? onList(data) : data;
    // A single publication that is dropped stays as is here: removeCachedPublication removes its query.
    if (isPublication(data)) return edit(data) ?? data;
    if ('pages' in data && Array.isArray(data.pages)) {
      return { ...data, pages: data.pages.map((page) => ({ ...page, items: onList(page.items) })) };
    }
    if ('items' in data && Array.isArray(data.items)) return { ...data, items: onList(data.items) };
    return data;
  });
}

export function patchCachedPublication(
  queryClient: QueryClient,
  id: string,
  patch: Partial<Pick<Publication, 'isLiked' | 'likes' | 'shares' | 'totalComments'>>,
): void {
  editCachedPublications(queryClient, (p) => (p.id === id ? { ...p, ...patch } : p));
}

export function removeCachedPublication(queryClient: QueryClient, id: string): void {
  editCachedPublications(queryClient, (p) => (p.id === id ? null : p));
  queryClient.removeQueries({ queryKey: publicationKeys.one(id), exact: true });
}
