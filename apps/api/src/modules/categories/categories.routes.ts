// /api/Category: the reference list (cached by browsers for a few minutes) and the seller's shop category.
import { Category } from '@sugu/domain';
import { z } from 'zod';
import type { ModuleRoutes } from '../../context.js';
import { currentUser, requireUser } from '../../session/session.js';
import { getMyShopCategory } from '../shops/shops.service.js';
import { listCategories } from './categories.repository.js';

const TAGS = ['Catégories'];
/** Categories change only with a deployment; five minutes of browser cache spare a request per page. */
const LIST_CACHE = 'public, max-age=300';

export const categoriesRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.get(
    '/api/Category/all-categories',
    { schema: { tags: TAGS, summary: 'Toutes les catégories', response: { 200: z.array(Category) } } },
    async (_request, reply) => {
      reply.header('Cache-Control', LIST_CACHE);
      return listCategories(ctx.db);
    },
  );

  app.get(
    '/api/Category/me',
    {
      preHandler: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Catégorie de la boutique du vendeur connecté',
        response: { 200: Category },
      },
    },
    async (request) => getMyShopCategory(ctx, currentUser(request)),
  );
};
