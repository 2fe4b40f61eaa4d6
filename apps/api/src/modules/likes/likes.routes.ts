// Likes and shares of publications, under the contract's /api/Interraction prefix (its spelling). The
// other routes of that prefix live with their feature: follows in follows/, comment reactions in comments/.
import { LikeResponse, LikeStatusResponse, ShareResponse } from '@sugu/domain';
import { z } from 'zod';
import type { ModuleRoutes } from '../../context.js';
import { perAddress } from '../../plugins/rate-limit.js';
import { resourceRoutes } from '../../session/resource-routes.js';
import { likeStatus, sharePublication, toggleLike } from './likes.service.js';

const TAGS = ['Interactions'];
const SUMMARY = {
  like: "J'aime / je n'aime plus une publication (bascule)",
  status: "Si l'utilisateur connecté aime la publication, et le nombre de j'aime",
};

export const likesRoutes: ModuleRoutes = async (app, { ctx }) => {
  const publication = resourceRoutes(app, ctx, { tags: TAGS, param: 'id' });
  publication.userAction('/api/Interraction/like/pub/:id', SUMMARY.like, LikeResponse, toggleLike);
  publication.viewerRead('/api/Interraction/like/status/:id', SUMMARY.status, LikeStatusResponse, likeStatus);

  app.post(
    '/api/Interraction/share/:id',
    {
      // Open to guests: a per-address ceiling keeps the count meaningful.
      config: perAddress({ max: 60, timeWindow: '1 minute' }),
      schema: {
        tags: TAGS,
        summary: 'Compte un partage de la publication (sans compte)',
        params: z.object({ id: z.string() }),
        response: { 200: ShareResponse },
      },
    },
    async (request) => sharePublication(ctx, request.params.id),
  );
};
