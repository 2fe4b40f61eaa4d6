// POST /api/Verification/phone/send-code, GET /api/Verification/phone/pending and
// POST /api/Verification/phone/verify-code: the connected user's own number, by SMS.
import { SendPhoneCodeBody, VerifyPhoneCodeBody } from '@sugu/domain';
import type { ModuleRoutes } from '../../context.js';
import { pendingPhoneCode, sendPhoneCode, verifyPhoneCode } from './phone-verification.service.js';
import { codeRoutes } from './verification-http.js';

export const phoneVerificationRoutes: ModuleRoutes = async (app, { ctx }) => {
  const deps = { db: ctx.db, sms: ctx.sms };
  const routes = codeRoutes(app);

  // 429 also for the SMS limits.
  routes.sender(
    'POST',
    '/api/Verification/phone/send-code',
    'Envoie par SMS un code à 5 chiffres au numéro du compte connecté (ou au nouveau numéro donné, qui le remplace)',
    SendPhoneCodeBody,
    (user, body) => sendPhoneCode(deps, user, body.phone, ctx.now()),
  );
  routes.pending('/api/Verification/phone/pending', 'Ce qui reste du code déjà envoyé par SMS', (user) =>
    pendingPhoneCode(ctx.db, user, ctx.now()),
  );
  routes.verifier(
    '/api/Verification/phone/verify-code',
    'Vérifie le code reçu par SMS et marque le numéro comme vérifié',
    VerifyPhoneCodeBody,
    (user, body) => verifyPhoneCode(ctx.db, user, body.code, ctx.now()),
  );
};
