// /api/Shop: creation (multipart), the seller's own shop and its category (/api/Category/me), logo, search, a
// public shop; the /boutique/{id} share preview. Products and publications of a shop are served by their own
// modules.
import { CATALOG_MSG, Category, Shop, ShopSearchResponse, UpdateLogoResponse } from '@sugu/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ModuleRoutes } from '../../context.js';
import { invalid } from '../../lib/errors.js';
import { responseCache, SEARCH_CACHES, searchCacheOptions, sendCached } from '../../lib/response-cache.js';
import { readImageFiles } from '../../media/upload.js';
import { registerSharePreview } from '../../plugins/web-app.js';
import { currentUser, requireUser, viewerId } from '../../session/session.js';
import { getShopForViewer } from './shops.presenter.js';
import { shopPreview } from './shops.preview.js';
import {
  createShop,
  getMyShop,
  getMyShopCategory,
  requireOwnShop,
  requireSeller,
  searchKeyword,
  searchShops,
  updateLogo,
} from './shops.service.js';

const TAGS = ['Boutiques'];
/** The logo's field name: `file` in the spec, the others from older clients. */
const LOGO_FIELDS = ['file', 'logo', 'coverImg'];

const ShopParams = z.object({ shopId: z.string() });
const SearchQuery = z.object({ keyword: z.string().optional().catch(undefined) });

export const shopsRoutes: ModuleRoutes = async (app, { ctx }) => {
  /**
   * Guests' search answers (a connected user's carry isFollowed): a few seconds, dropped everywhere when a write
   * announces SHOP_SEARCH_CHANGED (lib/response-cache.ts).
   */
  const searchCache = responseCache<ShopSearchResponse>(ctx.db, SEARCH_CACHES.shops, () =>
    searchCacheOptions(ctx),
  );

  app.get(
    '/api/Category/me',
    {
      preHandler: requireUser,
      schema: {
        tags: ['Catégories'],
        summary: 'Catégorie de la boutique du vendeur connecté',
        response: { 200: Category },
      },
    },
    async (request) => getMyShopCategory(ctx, currentUser(request)),
  );

  app.post(
    '/api/Shop/ajout',
    {
      preHandler: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Création de la boutique du vendeur connecté (multipart : champs et logo facultatif `file`)',
        consumes: ['multipart/form-data'],
        response: { 201: Shop },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      // Refused before the upload is read: a Client's photo is never processed.
      requireSeller(user);
      const shop = await createShop(ctx, user, await readShopForm(request));
      return reply.status(201).send(shop);
    },
  );

  app.get(
    '/api/Shop/me',
    {
      preHandler: requireUser,
      schema: { tags: TAGS, summary: 'Boutique du vendeur connecté', response: { 200: Shop } },
    },
    async (request) => getMyShop(ctx, currentUser(request)),
  );

  app.put(
    '/api/Shop/modifier/logo/me',
    {
      preHandler: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Change le logo de la boutique du vendeur connecté (multipart `file`)',
        consumes: ['multipart/form-data'],
        response: { 200: UpdateLogoResponse },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const shop = await requireOwnShop(ctx, user, 'manage');
      const form = await readImageFiles(request, {
        fileFields: LOGO_FIELDS,
        maxFiles: 1,
        extraFiles: 'ignore',
      });
      const file = form.files[0];
      if (!file) throw invalid(CATALOG_MSG.logoRequired, { file: CATALOG_MSG.logoRequired }, 'logo_required');
      const coverImgUrl = await updateLogo(ctx, shop, file.buffer);
      return { message: CATALOG_MSG.logoUpdated, coverImgUrl };
    },
  );

  app.get(
    '/api/Shop/recherche',
    {
      schema: {
        tags: TAGS,
        summary: 'Recherche de boutiques par nom (sans accents ni casse, tolère les fautes de frappe)',
        querystring: SearchQuery,
        response: { 200: ShopSearchResponse },
      },
    },
    async (request, reply) => {
      const viewer = viewerId(request);
      if (viewer) return searchShops(ctx, request.query.keyword, viewer);
      const keyword = searchKeyword(request.query.keyword);
      return sendCached(searchCache, request, reply, keyword, ShopSearchResponse, () =>
        searchShops(ctx, keyword, null),
      );
    },
  );

  app.get(
    '/api/Shop/:shopId',
    {
      schema: {
        tags: TAGS,
        summary: 'Boutique publique (avec ses dernières évaluations)',
        params: ShopParams,
        response: { 200: Shop },
      },
    },
    async (request) => getShopForViewer(ctx, request.params.shopId, viewerId(request)),
  );

  registerSharePreview(app, '/boutique/:id', (id) => shopPreview(ctx, id));
};

/** The shop form's text fields and optional logo; a JSON body (no logo) is accepted as well. */
async function readShopForm(request: FastifyRequest) {
  if (!request.isMultipart()) {
    const body = request.body;
    return { fields: body && typeof body === 'object' ? (body as Record<string, unknown>) : {}, logo: null };
  }
  const form = await readImageFiles(request, { fileFields: LOGO_FIELDS, maxFiles: 1, extraFiles: 'ignore' });
  return { fields: form.fields, logo: form.files[0]?.buffer ?? null };
}
