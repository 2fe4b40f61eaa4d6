// /api/Order: create, my-orders, accept, refuse; beyond the spec, one order and the buyer's
// confirmation of receipt (finish). The session is checked before the body (401 before 400).
import {
  CreateOrderBody,
  CreateOrderResponse,
  ErrorResponse,
  ORDER_MSG,
  Order,
  OrderActionResponse,
  OrderListQuery,
  OrderParams,
} from '@sugu/domain';
import { z } from 'zod';
import type { ModuleRoutes } from '../../context.js';
import { errorResponses } from '../../lib/errors.js';
import { currentUser, requireUser } from '../../session/session.js';
import { createOrder, idempotencyKeyOf } from './order-creation.service.js';
import { acceptOrder, finishOrder, getOrder, listMyOrders, refuseOrder } from './orders.service.js';
import { startOrderSweeper } from './orders.timers.js';

const TAGS = ['Commandes'];
const errors = errorResponses(400, 401, 403, 404, 409);

export const ordersRoutes: ModuleRoutes = async (app, { ctx }) => {
  if (ctx.config.env !== 'test') startOrderSweeper(app, ctx);

  app.post(
    '/api/Order/create',
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary:
          'Passe une commande (après POST /api/User/confirm-pin). En-tête Idempotency-Key facultatif : ' +
          'une requête répétée avec la même clé renvoie la première commande (200) au lieu d’en créer une autre ; ' +
          'la même clé avec une autre demande (produit, quantité, livraison, paiement) est refusée (422).',
        body: CreateOrderBody,
        response: { 200: CreateOrderResponse, 201: CreateOrderResponse, ...errors, 422: ErrorResponse },
      },
      // The hot route: its answer is built by presentOrder, typed as CreateOrderResponse, so it is
      // written as is rather than parsed again by Zod (the schema still documents it).
      serializerCompiler: () => JSON.stringify,
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      const { order, replayed } = await createOrder(ctx, request.auth!, request.body, key);
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(replayed ? 200 : 201).send({ message: ORDER_MSG.orderCreated, order });
    },
  );

  app.get(
    '/api/Order/my-orders',
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary:
          'Commandes passées ou reçues (boutique) par l’utilisateur connecté, les plus récentes d’abord. ' +
          'Page suivante : ?cursor= avec l’en-tête x-next-cursor de la réponse.',
        querystring: OrderListQuery,
        response: { 200: z.array(Order), 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const page = await listMyOrders(ctx, currentUser(request), request.query);
      if (page.nextCursor) reply.header('x-next-cursor', page.nextCursor);
      return page.items;
    },
  );

  app.get(
    '/api/Order/:id',
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary:
          'Une commande, vue par son acheteur ou par le vendeur (404 pour quiconque d’autre, comme pour une ' +
          'commande inconnue)',
        params: OrderParams,
        response: { 200: Order, ...errors },
      },
    },
    async (request) => getOrder(ctx, currentUser(request), request.params.id),
  );

  const action = (path: string, summary: string, run: typeof acceptOrder, message: string) =>
    app.post(
      path,
      {
        preValidation: requireUser,
        schema: {
          tags: TAGS,
          summary,
          params: OrderParams,
          response: { 200: OrderActionResponse, ...errors },
        },
      },
      async (request) => ({ message, order: await run(ctx, currentUser(request), request.params.id) }),
    );

  action(
    '/api/Order/:id/accept',
    'Le vendeur accepte une commande en attente',
    acceptOrder,
    ORDER_MSG.accepted,
  );
  action(
    '/api/Order/:id/refuse',
    'Le vendeur refuse une commande en attente (le stock est rendu)',
    refuseOrder,
    ORDER_MSG.refused,
  );
  action(
    '/api/Order/:id/finish',
    "L'acheteur confirme la réception d'une commande acceptée (« J'ai reçu ma commande »)",
    finishOrder,
    ORDER_MSG.finished,
  );
};
