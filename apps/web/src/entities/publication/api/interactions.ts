// Likes, shares, follows and deletion from the publication card (the /api/Interraction calls), and what
// each answer changes in the cache. The card is on /accueil's first script: these are plain functions
// bound to the query client, not mutation hooks (useMutation's code would join that script).
import type { FollowResponse, LikeResponse, Publication, ShareResponse } from '@sugu/domain';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { api, type LazySchema } from '../../../shared/lib/api';
import { shopKeys } from '../../shop/api/keys';
import {
  deletePublication,
  editCachedPublications,
  patchCachedPublication,
  removeCachedPublication,
} from './publications';

const schemas = () => import('./response-schemas');
const likeSchema: LazySchema<LikeResponse> = { load: async () => (await schemas()).LikeResponse };
const shareSchema: LazySchema<ShareResponse> = { load: async () => (await schemas()).ShareResponse };
const followSchema: LazySchema<FollowResponse> = { load: async () => (await schemas()).FollowResponse };

/** Toggles the viewer's like; the answer carries the server's isLiked and likes. */
function toggleLike(publicationId: string): Promise<LikeResponse> {
  return api.post(`/api/Interraction/like/pub/${encodeURIComponent(publicationId)}`, undefined, likeSchema);
}

/** Counts a share; the answer carries the publication's share count. */
function recordShare(publicationId: string): Promise<ShareResponse> {
  return api.post(`/api/Interraction/share/${encodeURIComponent(publicationId)}`, undefined, shareSchema);
}

/** Follow toggle of a shop. */
function followShop(shopId: string): Promise<FollowResponse> {
  return api.post(`/api/Interraction/${encodeURIComponent(shopId)}/follow`, undefined, followSchema);
}

/** Every cached publication of the shop now shows the new follow state; the shop's own data is refetched. */
export function applyFollow(queryClient: QueryClient, shopId: string, isFollowed: boolean): void {
  editCachedPublications(queryClient, (p) =>
    p.publicationShop.id === shopId ? { ...p, publicationShop: { ...p.publicationShop, isFollowed } } : p,
  );
  void queryClient.invalidateQueries({ queryKey: shopKeys.one(shopId) });
}

/** The card's writes; each resolves with the server's answer once every cached copy shows it. */
export function usePublicationActions() {
  const queryClient = useQueryClient();
  return {
    like: async (publicationId: string) => {
      const res = await toggleLike(publicationId);
      patchCachedPublication(queryClient, publicationId, res);
      return res;
    },
    share: async (publicationId: string) => {
      const res = await recordShare(publicationId);
      patchCachedPublication(queryClient, publicationId, { shares: res.shares });
      return res;
    },
    follow: async (shopId: string) => {
      const res = await followShop(shopId);
      applyFollow(queryClient, shopId, res.isFollowed);
      return res;
    },
    /** The comments popup's count, written into every list the card may come back from. */
    setTotalComments: (publicationId: string, totalComments: number) =>
      patchCachedPublication(queryClient, publicationId, { totalComments }),
    remove: async (publication: Publication) => {
      await deletePublication(publication.id);
      removeCachedPublication(queryClient, publication.id);
      // The shop's publication count.
      void queryClient.invalidateQueries({ queryKey: shopKeys.one(publication.publicationShop.id) });
    },
  };
}
