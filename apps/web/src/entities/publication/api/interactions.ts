// Likes, shares and follows of the publication card (spec 1 §7 Interraction calls).
import type { FollowResponse, LikeResponse, ShareResponse } from '@sugu/domain';
import type { QueryClient } from '@tanstack/react-query';
import { api, type LazySchema } from '../../../shared/lib/api';
import { editCachedPublications } from './publications';

const schemas = () => import('./response-schemas');
const likeSchema: LazySchema<LikeResponse> = { load: async () => (await schemas()).LikeResponse };
const shareSchema: LazySchema<ShareResponse> = { load: async () => (await schemas()).ShareResponse };
const followSchema: LazySchema<FollowResponse> = { load: async () => (await schemas()).FollowResponse };

/** Toggles the viewer's like; the answer carries the server's isLiked and likes. */
export function toggleLike(publicationId: string): Promise<LikeResponse> {
  return api.post(`/api/Interraction/like/pub/${encodeURIComponent(publicationId)}`, undefined, likeSchema);
}

/** Counts a share; the answer carries the publication's share count. */
export function recordShare(publicationId: string): Promise<ShareResponse> {
  return api.post(`/api/Interraction/share/${encodeURIComponent(publicationId)}`, undefined, shareSchema);
}

/** Follow toggle of a shop. */
export function followShop(shopId: string): Promise<FollowResponse> {
  return api.post(`/api/Interraction/${encodeURIComponent(shopId)}/follow`, undefined, followSchema);
}

/** Every cached publication of the shop now shows the new follow state; the shop's own data is refetched. */
export function applyFollow(queryClient: QueryClient, shopId: string, isFollowed: boolean): void {
  editCachedPublications(queryClient, (p) =>
    p.publicationShop.id === shopId ? { ...p, publicationShop: { ...p.publicationShop, isFollowed } } : p,
  );
  void queryClient.invalidateQueries({ queryKey: ['shop', shopId] });
}
