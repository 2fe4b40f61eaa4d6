// /api/Category/all-categories: the reference list (cached by browsers for a few minutes). The seller's shop
// category (/api/Category/me) is the shops module's.
import { Category } from '@sugu/domain';
import { z } from 'zod';
import type { ModuleRoutes } from '../../context.js';
import { listCategories } from './categories.service.js';

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
};
