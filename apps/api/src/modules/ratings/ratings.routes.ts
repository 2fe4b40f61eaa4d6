// POST /api/Interraction/{shopId}/rate (the contract's spelling) and, beyond the spec, the public
// list of a shop's reviews GET /api/Shop/{shopId}/reviews (the shop page's "Avis").
import { ErrorResponse, RateShopBody, RateShopResponse, ReviewListQuery, ReviewPage } from '@sugu/domain';
import { z } from 'zod';
import type { ModuleRoutes } from '../../context.js';
import { currentUser, requireUser, viewerId } from '../../session/session.js';
import { listReviews, rateShop } from './ratings.service.js';

const TAGS = ['Évaluations'];
const ShopParams = z.object({ shopId: z.string() });

export const ratingsRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.post(
    '/api/Interraction/:shopId/rate',
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary:
          'Évalue une boutique (1 à 5, avis facultatif ≤ 200) ; une nouvelle évaluation remplace la précédente',
        params: ShopParams,
        body: RateShopBody,
        response: {
          200: RateShopResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request) => rateShop(ctx, currentUser(request), request.params.shopId, request.body),
  );

  app.get(
    '/api/Shop/:shopId/reviews',
    {
      schema: {
        tags: TAGS,
        summary: 'Avis d’une boutique, les plus récents d’abord (pagination par curseur)',
        params: ShopParams,
        querystring: ReviewListQuery,
        response: { 200: ReviewPage, 404: ErrorResponse },
      },
    },
    async (request) => listReviews(ctx, request.params.shopId, viewerId(request), request.query),
  );
};
