// /api/Publication (publish a product, free post, delete, feed, one) and the shop publication lists
// (/api/Shop/me/Publications, /api/Shop/{shopId}/publications), plus the /publication/{id} share preview.
import {
  CATALOG_MSG,
  CreatePublicationResponse,
  LIMITS,
  MessageResponse,
  PageQuery,
  Publication,
  PublicationPage,
  PublishResponse,
} from '@sugu/domain';
import { z } from 'zod';
import type { ModuleRoutes } from '../../context.js';
import { sendEncoded } from '../../lib/response-cache.js';
import { readImageFiles } from '../../media/upload.js';
import { PRIVATE_CACHE } from '../../plugins/delivery.js';
import { registerLandingImage, registerSharePreview } from '../../plugins/web-app.js';
import { currentUser, requireUser, sessionIdOf, viewerId } from '../../session/session.js';
import { requireOwnShop } from '../shops/index.js';
import { feedLandingImage } from './publications.landing.js';
import { publicationPreview } from './publications.preview.js';
import {
  createFreePublication,
  deletePublication,
  feedPage,
  getPublication,
  listMyShopPublications,
  listShopPublications,
  publishProduct,
  viewerFeedBody,
} from './publications.service.js';

const TAGS = ['Publications'];
/** `Files` in the spec; `files` from other clients. */
const PHOTO_FIELDS = ['Files', 'files'];

const IdParams = z.object({ id: z.string() });

export const publicationsRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.post(
    '/api/Publication/creation/:productId',
    {
      preHandler: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Publie un produit de sa boutique (une seule fois)',
        params: z.object({ productId: z.string() }),
        response: { 201: PublishResponse },
      },
    },
    async (request, reply) => {
      const publicationId = await publishProduct(ctx, currentUser(request), request.params.productId);
      return reply
        .status(201)
        .send({ isPublished: true, message: CATALOG_MSG.productPublished, publicationId });
    },
  );

  app.post(
    '/api/Publication/creation',
    {
      preHandler: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Publication libre (multipart : publicationCaption et 1 à 5 photos `Files`)',
        consumes: ['multipart/form-data'],
        response: { 201: CreatePublicationResponse },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      // Refused before the form is read: a Client's photos are never processed.
      const shop = await requireOwnShop(ctx, user, 'sell');
      // LIMITS.publicationImagesMax photos at most; extra files are ignored, not refused.
      const form = await readImageFiles(request, {
        fileFields: PHOTO_FIELDS,
        maxFiles: LIMITS.publicationImagesMax,
        extraFiles: 'ignore',
      });
      const publication = await createFreePublication(ctx, user, shop, form);
      return reply.status(201).send({ message: CATALOG_MSG.publicationCreated, publication });
    },
  );

  app.delete(
    '/api/Publication/supprimer/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Supprime une publication de sa boutique',
        params: IdParams,
        response: { 200: MessageResponse },
      },
    },
    async (request) => {
      await deletePublication(ctx, currentUser(request), request.params.id);
      return { message: CATALOG_MSG.publicationDeleted };
    },
  );

  app.get(
    '/api/Publication',
    {
      // The session is read by the viewer's overlay statement: one round trip for a connected viewer.
      config: { readsOwnSession: true },
      schema: {
        tags: TAGS,
        summary: "Fil d'actualité : les plus récentes d'abord, 50 par page (curseur)",
        querystring: PageQuery,
        response: { 200: PublicationPage },
      },
    },
    // The kept page's bytes as they are (no response validation: they were built from the presenter's
    // typed objects); a connected viewer's fields are spliced into them, and that answer stays private.
    async (request, reply) => {
      const page = await feedPage(ctx, request.query);
      const sessionId = sessionIdOf(request);
      const personal = sessionId ? await viewerFeedBody(ctx, page, sessionId) : null;
      if (personal) reply.header('Cache-Control', PRIVATE_CACHE);
      return sendEncoded(request, reply, personal ?? page.body);
    },
  );

  app.get(
    '/api/Publication/:id',
    {
      schema: { tags: TAGS, summary: 'Une publication', params: IdParams, response: { 200: Publication } },
    },
    async (request) => getPublication(ctx, request.params.id, viewerId(request)),
  );

  // The spec's path has a capital P; the lowercase one matches /api/Shop/me/products.
  for (const path of ['/api/Shop/me/Publications', '/api/Shop/me/publications']) {
    app.get(
      path,
      {
        preHandler: requireUser,
        schema: {
          tags: TAGS,
          summary: 'Publications de ma boutique, les plus récentes d’abord',
          hide: path.endsWith('/publications'),
          querystring: PageQuery,
          response: { 200: PublicationPage },
        },
      },
      async (request) => listMyShopPublications(ctx, currentUser(request), request.query),
    );
  }

  app.get(
    '/api/Shop/:shopId/publications',
    {
      schema: {
        tags: TAGS,
        summary: "Publications d'une boutique, les plus récentes d’abord",
        params: z.object({ shopId: z.string() }),
        querystring: PageQuery,
        response: { 200: PublicationPage },
      },
    },
    async (request) => listShopPublications(ctx, request.params.shopId, viewerId(request), request.query),
  );

  registerSharePreview(app, '/publication/:id', (id) => publicationPreview(ctx, id));
  registerLandingImage(app, '/accueil', () => feedLandingImage(ctx));
};
