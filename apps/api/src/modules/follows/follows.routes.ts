// /api/Interraction/{shopId}/follow|unfollow|isfollowed (the spec's spelling of the path).
import { FollowResponse, IsFollowedResponse } from '@sugu/domain';
import { z } from 'zod';
import type { ModuleRoutes } from '../../context.js';
import { currentUser, requireUser, viewerId } from '../../session/session.js';
import { isFollowed, toggleFollow, unfollow } from './follows.service.js';

const TAGS = ['Abonnements'];
const ShopParams = z.object({ shopId: z.string() });

export const followsRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.post(
    '/api/Interraction/:shopId/follow',
    {
      preHandler: requireUser,
      schema: {
        tags: TAGS,
        summary: "S'abonner à une boutique, ou se désabonner si déjà abonné (bascule)",
        params: ShopParams,
        response: { 200: FollowResponse },
      },
    },
    async (request) => toggleFollow(ctx, currentUser(request), request.params.shopId),
  );

  app.post(
    '/api/Interraction/:shopId/unfollow',
    {
      preHandler: requireUser,
      schema: {
        tags: TAGS,
        summary: "Se désabonner d'une boutique (sans effet si non abonné)",
        params: ShopParams,
        response: { 200: FollowResponse },
      },
    },
    async (request) => unfollow(ctx, currentUser(request), request.params.shopId),
  );

  app.get(
    '/api/Interraction/:shopId/isfollowed',
    {
      schema: {
        tags: TAGS,
        summary: "L'utilisateur connecté suit-il la boutique ? (false pour un visiteur)",
        params: ShopParams,
        response: { 200: IsFollowedResponse },
      },
    },
    async (request) => isFollowed(ctx, viewerId(request), request.params.shopId),
  );
};
