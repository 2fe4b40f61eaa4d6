// Registers lib/input-guard on every route: after parsing, before validation.
import type { FastifyInstance } from 'fastify';
import { guardInput } from '../lib/input-guard.js';

export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    request.params = guardInput(request.params);
    request.query = guardInput(request.query);
    request.body = guardInput(request.body);
  });
}
