// POST /api/Verification/phone/send-code, GET /api/Verification/phone/pending and
// POST /api/Verification/phone/verify-code: the connected user's own number, by SMS (issue 20).
import {
  ErrorResponse,
  MessageResponse,
  PendingCodeResponse,
  ResendTooSoonResponse,
  SendCodeResponse,
  SendPhoneCodeBody,
  VerifyPhoneCodeBody,
} from '@sugu/domain';
import { z } from 'zod';
import type { ModuleRoutes } from '../../context.js';
import { perAddress } from '../../plugins/rate-limit.js';
import { currentUser, requireUser } from '../../session/session.js';
import { pendingPhoneCode, sendPhoneCode, verifyPhoneCode } from './phone-verification.service.js';
import { LIMITS, resendTooSoon } from './verification-http.js';

export const phoneVerificationRoutes: ModuleRoutes = async (app, { ctx }) => {
  const deps = { db: ctx.db, sms: ctx.sms };

  app.post(
    '/api/Verification/phone/send-code',
    {
      onRequest: requireUser,
      config: perAddress(LIMITS.sendPerAddress),
      schema: {
        tags: ['Verification'],
        summary:
          'Envoie par SMS un code à 5 chiffres au numéro du compte connecté (ou au nouveau numéro donné, qui le remplace)',
        security: [{ session: [] }],
        body: SendPhoneCodeBody,
        // 429: the resend delay (with the seconds left), the SMS limits or the per-address limit.
        response: { 200: SendCodeResponse, 429: z.union([ResendTooSoonResponse, ErrorResponse]) },
      },
    },
    async (request, reply) => {
      try {
        return await sendPhoneCode(deps, currentUser(request), request.body.phone, ctx.now());
      } catch (error) {
        return resendTooSoon(reply, error);
      }
    },
  );

  app.get(
    '/api/Verification/phone/pending',
    {
      onRequest: requireUser,
      schema: {
        tags: ['Verification'],
        summary: 'Ce qui reste du code déjà envoyé par SMS',
        security: [{ session: [] }],
        response: { 200: PendingCodeResponse },
      },
    },
    async (request) => pendingPhoneCode(ctx.db, currentUser(request), ctx.now()),
  );

  app.post(
    '/api/Verification/phone/verify-code',
    {
      onRequest: requireUser,
      config: perAddress(LIMITS.verifyPerAddress),
      schema: {
        tags: ['Verification'],
        summary: 'Vérifie le code reçu par SMS et marque le numéro comme vérifié',
        security: [{ session: [] }],
        body: VerifyPhoneCodeBody,
        response: { 200: MessageResponse },
      },
    },
    async (request) => verifyPhoneCode(ctx.db, currentUser(request), request.body.code, ctx.now()),
  );
};
