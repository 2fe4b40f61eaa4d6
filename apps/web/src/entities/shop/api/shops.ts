// Shop fetchers and hooks: one shop, its publications, and the follow toggle.
import type { FollowResponse, Publication, PublicationPage, Shop } from '@sugu/domain';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type LazySchema } from '../../../shared/lib/api';
import { asPage, pagePath } from '../../product/api/products';
import { editCachedPublications, publicationKeys } from '../../publication/api/publications';
import { shopKeys } from './keys';

// Answers checked with the shared schemas, which load with the first call (zod stays off the shop page's
// critical script).
const shopSchema: LazySchema<Shop> = { load: async () => (await import('./response-schemas')).Shop };
const followSchema: LazySchema<FollowResponse> = {
  load: async () => (await import('./response-schemas')).FollowResponse,
};

export function useShop(id: string) {
  return useQuery({
    queryKey: shopKeys.one(id),
    queryFn: () => api.get(`/api/Shop/${encodeURIComponent(id)}`, shopSchema),
  });
}

/** The follow state comes from a status call (only for a connected visitor). */
export function useIsFollowed(shopId: string, enabled: boolean) {
  return useQuery({
    queryKey: shopKeys.isFollowed(shopId),
    queryFn: () =>
      api.get<{ isFollowed: boolean }>(`/api/Interraction/${encodeURIComponent(shopId)}/isfollowed`),
    enabled,
  });
}

/** Follows or unfollows, then takes the server's state and exact follower count. */
export function useFollowToggle(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) =>
      api.post(
        `/api/Interraction/${encodeURIComponent(shopId)}/${follow ? 'follow' : 'unfollow'}`,
        undefined,
        followSchema,
      ),
    onSuccess: (result) => {
      queryClient.setQueryData(shopKeys.isFollowed(shopId), { isFollowed: result.isFollowed });
      queryClient.setQueryData<Shop>(shopKeys.one(shopId), (shop) =>
        shop ? { ...shop, isFollowed: result.isFollowed, followerCount: result.followerCount } : shop,
      );
      // Publication cards show 'Suivre' from the same state.
      editCachedPublications(queryClient, (p) =>
        p.publicationShop.id === shopId
          ? { ...p, publicationShop: { ...p.publicationShop, isFollowed: result.isFollowed } }
          : p,
      );
    },
  });
}

export function useShopPublications(shopId: string) {
  return useInfiniteQuery({
    queryKey: publicationKeys.ofShop(shopId),
    queryFn: async ({ pageParam }) =>
      asPage(
        await api.get<PublicationPage | Publication[]>(
          pagePath(`/api/Shop/${encodeURIComponent(shopId)}/publications`, pageParam),
        ),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
