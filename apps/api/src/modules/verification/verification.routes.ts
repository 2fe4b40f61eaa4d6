// POST /api/Verification/send-code and /verify-code.
// Both need a session, and `email` must be the connected user's own address (403 otherwise): nobody can
// verify someone else's address. An already verified address answers 409 'email_already_verified'.
import { SendCodeBody, VerifyCodeBody } from '@sugu/domain';
import type { ModuleRoutes } from '../../context.js';
import { phoneVerificationRoutes } from './phone-verification.routes.js';
import { changeEmail, pendingCode, sendCode, verifyCode } from './verification.service.js';
import { codeRoutes } from './verification-http.js';

export const verificationRoutes: ModuleRoutes = async (app, { ctx }) => {
  const deps = { db: ctx.db, mailer: ctx.mailer };
  await app.register(phoneVerificationRoutes, { ctx });
  const routes = codeRoutes(app);

  routes.sender(
    'POST',
    '/api/Verification/send-code',
    'Envoie un code à 5 chiffres à l’adresse du compte connecté',
    SendCodeBody,
    (user, body) => sendCode(deps, user, body.email, ctx.now()),
  );
  routes.pending(
    '/api/Verification/pending',
    'Ce qui reste du code déjà envoyé (le popup n’en renvoie pas un à chaque visite)',
    (user) => pendingCode(ctx.db, user, ctx.now()),
  );
  routes.sender(
    'PUT',
    '/api/Verification/email',
    'Remplace l’adresse non vérifiée du compte connecté et y envoie un nouveau code',
    SendCodeBody,
    (user, body) => changeEmail(deps, user, body.email),
  );
  routes.verifier(
    '/api/Verification/verify-code',
    'Vérifie le code et marque l’adresse e-mail comme vérifiée',
    VerifyCodeBody,
    (user, body) => verifyCode(deps, user, body.email, body.code, ctx.now()),
  );
};
