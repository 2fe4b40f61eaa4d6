// /api/Push: the VAPID public key browsers subscribe with, and a device's subscription for the session's
// user (several devices per user). Logout removes the device's subscription (it belongs to the session).
import { ActionMessage, PushSubscribeBody, PushUnsubscribeBody, VapidPublicKeyResponse } from '@sugu/domain';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireUser } from '../../session/session.js';
import { type PushService, subscribe, unsubscribe } from './push.service.js';

const TAGS = ['Notifications'];

export const pushRoutes: FastifyPluginAsync<
  { ctx: AppContext; push: PushService },
  RawServerDefault,
  ZodTypeProvider
> = async (app, { ctx, push }) => {
  app.get(
    '/api/Push/vapid-public-key',
    {
      schema: {
        tags: TAGS,
        summary: 'Clé publique VAPID pour abonner un appareil aux notifications push',
        response: { 200: VapidPublicKeyResponse },
      },
    },
    async () => ({ publicKey: push.publicKey }),
  );

  app.post(
    '/api/Push/subscribe',
    {
      preHandler: requireUser,
      schema: {
        tags: TAGS,
        summary: "Abonne cet appareil (la session) aux notifications push de l'utilisateur",
        body: PushSubscribeBody,
        response: { 200: ActionMessage },
      },
    },
    async (request) => {
      const { sessionId, user } = request.auth!;
      return subscribe(ctx, push, { userId: user.id, sessionId }, request.body);
    },
  );

  app.post(
    '/api/Push/unsubscribe',
    {
      preHandler: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Désabonne cet appareil des notifications push',
        body: PushUnsubscribeBody,
        response: { 200: ActionMessage },
      },
    },
    async (request) => unsubscribe(ctx, request.auth!.user.id, request.body.endpoint),
  );
};
