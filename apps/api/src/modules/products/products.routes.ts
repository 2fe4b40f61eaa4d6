// /api/Product (create, stock, delete, list, one, personalised feed) and the shop product lists
// /api/Shop/me/products and /api/Shop/{shopId}/products.
import {
  CATALOG_MSG,
  CreateProductResponse,
  LIMITS,
  MessageResponse,
  PageQuery,
  Product,
  ProductListQuery,
  ProductPage,
  UpdateStockResponse,
} from '@sugu/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ModuleRoutes } from '../../context.js';
import { sendCached } from '../../lib/response-cache.js';
import { readImageFiles } from '../../media/upload.js';
import { registerLandingImage, registerSharePreview } from '../../plugins/web-app.js';
import { currentUser, requireUser } from '../../session/session.js';
import { requireOwnShop } from '../shops/index.js';
import {
  feedPage,
  getProduct,
  listProductPage,
  myShopProducts,
  productListCache,
  productListKey,
  publicShopProducts,
} from './product-lists.service.js';
import { catalogLandingImage, productLandingImage, shopLandingImage } from './products.landing.js';
import { productPreview } from './products.preview.js';
import { changeStock, createProduct, deleteProduct } from './products.service.js';

const TAGS = ['Produits'];
/** `Files` in the spec; `files` and `file` from other clients. */
const FILE_FIELDS = ['Files', 'files', 'file'];

const ProductParams = z.object({ productId: z.string() });

/** `categoryIds=a&categoryIds=b` reads as `categoryIds=a,b`; any other repeated parameter keeps its last value. */
async function flattenQuery(request: FastifyRequest) {
  const query = request.query as Record<string, unknown>;
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) query[key] = key === 'categoryIds' ? value.join(',') : value.at(-1);
  }
}

export const productsRoutes: ModuleRoutes = async (app, { ctx }) => {
  const listCache = productListCache(ctx);

  app.post(
    '/api/Product/ajout',
    {
      preHandler: requireUser,
      schema: {
        tags: TAGS,
        summary:
          'Crée un produit (multipart : productName, productDescription, productPrice, productStock, ' +
          'currency, categoryId, unit et 1 à 10 photos `Files`)',
        consumes: ['multipart/form-data'],
        response: { 201: CreateProductResponse },
      },
    },
    async (request, reply) => {
      // Access first: a refused seller's photos are not even read.
      const seller = currentUser(request);
      const shop = await requireOwnShop(ctx, seller, 'sell');
      const form = await readImageFiles(request, {
        fileFields: FILE_FIELDS,
        maxFiles: LIMITS.productImagesMax,
        tooManyMessage: CATALOG_MSG.productImagesTooMany,
      });
      const files = form.files.map((file) => file.buffer);
      const product = await createProduct(ctx, { ...shop, devise: seller.devise }, form.fields, files);
      return reply.status(201).send({ message: CATALOG_MSG.productCreated, product });
    },
  );

  app.put(
    '/api/Product/modifier/stock/:productId',
    {
      preHandler: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Met à jour le stock (JSON `{ productStock }`) ; propriétaire seulement',
        params: ProductParams,
        response: { 200: UpdateStockResponse },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const productStock = await changeStock(ctx, user, request.params.productId, request.body);
      return { message: CATALOG_MSG.stockUpdated, productStock };
    },
  );

  app.delete(
    '/api/Product/supprimer/:productId',
    {
      preHandler: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Supprime un produit (et sa publication) ; propriétaire seulement',
        params: ProductParams,
        response: { 200: MessageResponse },
      },
    },
    async (request) => {
      await deleteProduct(ctx, currentUser(request), request.params.productId);
      return { message: CATALOG_MSG.productDeleted };
    },
  );

  app.get(
    '/api/Product',
    {
      preValidation: flattenQuery,
      schema: {
        tags: TAGS,
        summary: 'Produits : mot-clé, catégories (ids séparés par des virgules), prix min/max, tri, pages',
        querystring: ProductListQuery,
        response: { 200: ProductPage },
      },
    },
    async (request, reply) =>
      sendCached(listCache, request, reply, productListKey(request.query), ProductPage, () =>
        listProductPage(ctx, request.query),
      ),
  );

  app.get(
    '/api/Product/feed/:userId',
    {
      schema: {
        tags: TAGS,
        summary:
          "Fil personnalisé de l'utilisateur connecté : d'abord ses boutiques suivies, puis les autres (récents d'abord). " +
          "L'identifiant du chemin est ignoré ; un visiteur reçoit le fil non personnalisé.",
        params: z.object({ userId: z.string() }),
        querystring: PageQuery,
        response: { 200: ProductPage },
      },
    },
    // Whose shops are followed is nobody else's business: the session decides, not the path.
    async (request) => feedPage(ctx, request.auth?.user.id ?? '', request.query.cursor, request.query.limit),
  );

  app.get(
    '/api/Product/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Un produit',
        params: z.object({ id: z.string() }),
        response: { 200: Product },
      },
    },
    async (request) => getProduct(ctx, request.params.id),
  );

  app.get(
    '/api/Shop/me/products',
    {
      preHandler: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Les produits de ma boutique, récents d’abord',
        querystring: PageQuery,
        response: { 200: ProductPage },
      },
    },
    async (request) => myShopProducts(ctx, currentUser(request), request.query.cursor, request.query.limit),
  );

  app.get(
    '/api/Shop/:shopId/products',
    {
      schema: {
        tags: TAGS,
        summary: 'Les produits d’une boutique, récents d’abord',
        params: z.object({ shopId: z.string() }),
        querystring: PageQuery,
        response: { 200: ProductPage },
      },
    },
    async (request) =>
      publicShopProducts(ctx, request.params.shopId, request.query.cursor, request.query.limit),
  );

  registerSharePreview(app, '/produit/:id', (id) => productPreview(ctx, id));
  registerLandingImage(app, '/boutique', () => catalogLandingImage(ctx));
  registerLandingImage(app, '/produit/:id', (id) => productLandingImage(ctx, id ?? ''));
  registerLandingImage(app, '/boutique/:id', (id) => shopLandingImage(ctx, id ?? ''));
};
