// /api/Interraction/{shopId}/follow|unfollow|isfollowed (the spec's spelling of the path).
import { FollowResponse, IsFollowedResponse } from '@sugu/domain';
import type { ModuleRoutes } from '../../context.js';
import { resourceRoutes } from '../../session/resource-routes.js';
import { isFollowed, toggleFollow, unfollow } from './follows.service.js';

const SUMMARY = {
  follow: "S'abonner à une boutique, ou se désabonner si déjà abonné (bascule)",
  unfollow: "Se désabonner d'une boutique (sans effet si non abonné)",
  isFollowed: "L'utilisateur connecté suit-il la boutique ? (false pour un visiteur)",
};

export const followsRoutes: ModuleRoutes = async (app, { ctx }) => {
  const shop = resourceRoutes(app, ctx, { tags: ['Abonnements'], param: 'shopId' });
  shop.userAction('/api/Interraction/:shopId/follow', SUMMARY.follow, FollowResponse, toggleFollow);
  shop.userAction('/api/Interraction/:shopId/unfollow', SUMMARY.unfollow, FollowResponse, unfollow);
  shop.viewerRead('/api/Interraction/:shopId/isfollowed', SUMMARY.isFollowed, IsFollowedResponse, isFollowed);
};
