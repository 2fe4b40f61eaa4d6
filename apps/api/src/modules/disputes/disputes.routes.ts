// The parties' dispute routes: /api/Order/{id}/dispute (open, multipart with up to DISPUTE.maxPhotos
// photos `Files`; read), /reply (either party, multipart), /close (the buyer's 'Le problème est réglé').
// The session is checked before the form is read (401 before 400).
import { DISPUTE, DISPUTE_MSG, DisputeResponse, OrderParams } from '@sugu/domain';
import type { FastifyRequest } from 'fastify';
import type { ModuleRoutes } from '../../context.js';
import { errorResponses } from '../../lib/errors.js';
import { readImageFiles } from '../../media/upload.js';
import { currentUser, requireUser } from '../../session/session.js';
import { closeDispute, getDispute, openDispute, replyToDispute } from './disputes.service.js';

const TAGS = ['Litiges'];
const errors = errorResponses(400, 401, 403, 404, 409, 413);

const readForm = (request: FastifyRequest) =>
  readImageFiles(request, {
    fileFields: ['Files', 'files'],
    maxFiles: DISPUTE.maxPhotos,
    tooManyMessage: DISPUTE_MSG.tooManyPhotos,
  });

export const disputesRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.post(
    '/api/Order/:id/dispute',
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary:
          "L'acheteur signale un problème sur une commande acceptée (multipart : reason, description de 10 à " +
          '500 caractères, jusqu’à 3 photos `Files`) : la fin automatique à 7 jours s’arrête, le séquestre reste ' +
          'bloqué et la conversation reste ouverte jusqu’à la fin du litige',
        consumes: ['multipart/form-data'],
        params: OrderParams,
        response: { 201: DisputeResponse, ...errors },
      },
    },
    async (request, reply) => {
      const form = await readForm(request);
      const dispute = await openDispute(ctx, currentUser(request), request.params.id, form);
      return reply.status(201).send({ message: DISPUTE_MSG.opened, dispute });
    },
  );

  app.get(
    '/api/Order/:id/dispute',
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Le litige de la commande (le dernier), ses messages, ses photos, son état et sa décision',
        params: OrderParams,
        response: { 200: DisputeResponse.shape.dispute, ...errors },
      },
    },
    async (request) => getDispute(ctx, currentUser(request), request.params.id),
  );

  app.post(
    '/api/Order/:id/dispute/reply',
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary:
          'Un message de l’acheteur ou du vendeur dans le litige ouvert (multipart : text, jusqu’à 3 photos `Files`)',
        consumes: ['multipart/form-data'],
        params: OrderParams,
        response: { 200: DisputeResponse, ...errors },
      },
    },
    async (request) => {
      const form = await readForm(request);
      const dispute = await replyToDispute(ctx, currentUser(request), request.params.id, form);
      return { message: DISPUTE_MSG.replied, dispute };
    },
  );

  app.post(
    '/api/Order/:id/dispute/close',
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary:
          "« Le problème est réglé » : l'acheteur clôt son litige, la commande redevient acceptée et sa fin " +
          'automatique reprend là où elle s’était arrêtée',
        params: OrderParams,
        response: { 200: DisputeResponse, ...errors },
      },
    },
    async (request) => ({
      message: DISPUTE_MSG.closed,
      dispute: await closeDispute(ctx, currentUser(request), request.params.id),
    }),
  );
};
