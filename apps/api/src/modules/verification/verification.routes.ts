// POST /api/Verification/send-code and /verify-code.
// Both need a session, and `email` must be the connected user's own address (403 otherwise): nobody can
// verify someone else's address. An already verified address answers 409 'email_already_verified'.
import {
  ErrorResponse,
  MessageResponse,
  ResendTooSoonResponse,
  SendCodeBody,
  SendCodeResponse,
  VerifyCodeBody,
} from '@sugu/domain';
import { z } from 'zod';
import type { ModuleRoutes } from '../../context.js';
import { perAddress } from '../../plugins/rate-limit.js';
import { currentUser, requireUser } from '../../session/session.js';
import { ResendTooSoonError, sendCode, verifyCode } from './verification.service.js';

// Per account, the resend delay and the wrong-try limit apply; per client address, a generous cap
// (many phones share one carrier address).
const LIMITS = {
  sendPerAddress: { max: 30, timeWindow: '10 minutes' },
  verifyPerAddress: { max: 60, timeWindow: '1 minute' },
};

export const verificationRoutes: ModuleRoutes = async (app, { ctx }) => {
  const deps = { db: ctx.db, mailer: ctx.mailer };

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
        if (!(error instanceof ResendTooSoonError)) throw error;
        return reply
          .status(429)
          .header('retry-after', String(error.retryAfterSeconds))
          .send({
            message: error.message,
            code: 'code_resend_too_soon' as const,
            retryAfterSeconds: error.retryAfterSeconds,
            expiresInSeconds: error.expiresInSeconds,
          });
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
