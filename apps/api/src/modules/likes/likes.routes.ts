// Likes and shares of publications, under the contract's /api/Interraction prefix (its spelling). The
// other routes of that prefix live with their feature: follows in follows/, comment reactions in comments/.
import { LikeResponse, LikeStatusResponse, ShareResponse } from '@sugu/domain';
import { z } from 'zod';
import type { ModuleRoutes } from '../../context.js';
import { perAddress } from '../../plugins/rate-limit.js';
import { currentUser, requireUser, viewerId } from '../../session/session.js';
import { likeStatus, sharePublication, toggleLike } from './likes.service.js';

const TAGS = ['Interactions'];
const IdParams = z.object({ id: z.string() });

export const likesRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.post(
    '/api/Interraction/like/pub/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: TAGS,
        summary: "J'aime / je n'aime plus une publication (bascule)",
        params: IdParams,
        response: { 200: LikeResponse },
      },
    },
    async (request) => toggleLike(ctx, currentUser(request), request.params.id),
  );

  app.get(
    '/api/Interraction/like/status/:id',
    {
      schema: {
        tags: TAGS,
        summary: "Si l'utilisateur connecté aime la publication, et le nombre de j'aime",
        params: IdParams,
        response: { 200: LikeStatusResponse },
      },
    },
    async (request) => likeStatus(ctx, viewerId(request), request.params.id),
  );

  app.post(
    '/api/Interraction/share/:id',
    {
      // Open to guests: a per-address ceiling keeps the count meaningful.
      config: perAddress({ max: 60, timeWindow: '1 minute' }),
      schema: {
        tags: TAGS,
        summary: 'Compte un partage de la publication (sans compte)',
        params: IdParams,
        response: { 200: ShareResponse },
      },
    },
    async (request) => sharePublication(ctx, request.params.id),
  );
};
