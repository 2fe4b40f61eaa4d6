// POST /api/Verification/send-code and /verify-code.
// Both need a session, and `email` must be the connected user's own address (403 otherwise): nobody can
// verify someone else's address. An already verified address answers 409 'email_already_verified'.
import {
  ErrorResponse,
  MessageResponse,
  PendingCodeResponse,
  ResendTooSoonResponse,
  SendCodeBody,
  SendCodeResponse,
  VerifyCodeBody,
} from '@sugu/domain';
import { z } from 'zod';
import type { ModuleRoutes } from '../../context.js';
import { perAddress } from '../../plugins/rate-limit.js';
import { currentUser, requireUser } from '../../session/session.js';
import { phoneVerificationRoutes } from './phone-verification.routes.js';
import { changeEmail, pendingCode, sendCode, verifyCode } from './verification.service.js';
import { LIMITS, resendTooSoon } from './verification-http.js';

export const verificationRoutes: ModuleRoutes = async (app, { ctx }) => {
  const deps = { db: ctx.db, mailer: ctx.mailer };
  await app.register(phoneVerificationRoutes, { ctx });

  app.post(
    '/api/Verification/send-code',
    {
      // onRequest, so a guest gets 401 before the body is even read.
      onRequest: requireUser,
      config: perAddress(LIMITS.sendPerAddress),
      schema: {
        tags: ['Verification'],
        summary: 'Envoie un code à 5 chiffres à l’adresse du compte connecté',
        security: [{ session: [] }],
        body: SendCodeBody,
        // 429: the resend delay (with the seconds left) or the per-address limit.
        response: { 200: SendCodeResponse, 429: z.union([ResendTooSoonResponse, ErrorResponse]) },
      },
    },
    async (request, reply) => {
      try {
        return await sendCode(deps, currentUser(request), request.body.email, ctx.now());
      } catch (error) {
        return resendTooSoon(reply, error);
      }
    },
  );

  app.get(
    '/api/Verification/pending',
    {
      onRequest: requireUser,
      schema: {
        tags: ['Verification'],
        summary: 'Ce qui reste du code déjà envoyé (le popup n’en renvoie pas un à chaque visite)',
        security: [{ session: [] }],
        response: { 200: PendingCodeResponse },
      },
    },
    async (request) => pendingCode(ctx.db, currentUser(request), ctx.now()),
  );

  app.put(
    '/api/Verification/email',
    {
      onRequest: requireUser,
      config: perAddress(LIMITS.sendPerAddress),
      schema: {
        tags: ['Verification'],
        summary: 'Remplace l’adresse non vérifiée du compte connecté et y envoie un nouveau code',
        security: [{ session: [] }],
        body: SendCodeBody,
        response: { 200: SendCodeResponse, 429: z.union([ResendTooSoonResponse, ErrorResponse]) },
      },
    },
    async (request, reply) => {
      try {
        return await changeEmail(deps, currentUser(request), request.body.email);
      } catch (error) {
        return resendTooSoon(reply, error);
      }
    },
  );

  app.post(
    '/api/Verification/verify-code',
    {
      onRequest: requireUser,
      config: perAddress(LIMITS.verifyPerAddress),
      schema: {
        tags: ['Verification'],
        summary: 'Vérifie le code et marque l’adresse e-mail comme vérifiée',
        security: [{ session: [] }],
        body: VerifyCodeBody,
        response: { 200: MessageResponse },
      },
    },
    async (request) =>
      verifyCode(deps, currentUser(request), request.body.email, request.body.code, ctx.now()),
  );
};
