// Every route under /api/Admin is the operators' (requireOperator), whichever module registers it: the
// guard is added to each such route as it is registered, ahead of its own hooks and of body validation, so
// a guest gets 401 and a Client or a Vendeur 403 even with a malformed request.
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { requireOperator } from './index.js';

const ADMIN_PREFIX = '/api/Admin';

const operatorOnly: onRequestAsyncHookHandler = async (request) => {
  requireOperator(request);
};

/** Call before any module registers its routes (app.ts). */
export function guardOperatorRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.url !== ADMIN_PREFIX && !route.url.startsWith(`${ADMIN_PREFIX}/`)) return;
    const own = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [operatorOnly, ...own];
  });
}
