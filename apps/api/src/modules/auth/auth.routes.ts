// Login with email or username and password; logout.
import { LoginBody, LoginResponse, MessageResponse, MSG } from '@sugu/domain';
import type { ModuleRoutes } from '../../context.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { perAccount, perAddress } from '../../plugins/rate-limit.js';
import { endSession, startSession } from '../../session/session.js';
import { presentMe } from '../users/users.presenter.js';
import { findUserByLogin } from '../users/users.service.js';
import { verifyNothing, verifySecret } from './passwords.js';

const TAGS = ['Comptes'];

const LIMITS = {
  loginPerAddress: { max: 30, timeWindow: '1 minute' },
  loginPerAccount: { max: 10, timeWindow: '1 minute' },
};

const loginIdentifier = (body: unknown) => {
  const value = (body as { email?: unknown } | undefined)?.email;
  return typeof value === 'string' ? value.trim().toLowerCase() || undefined : undefined;
};

/** One budget per account whichever identifier names it (username or email); unknown ones by their text. */
async function accountKey(db: Database, identifier: string | undefined) {
  if (!identifier) return undefined;
  const user = await findUserByLogin(db, identifier);
  return user ? `user:${user.id}` : `unknown:${identifier}`;
}

export const authRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.post(
    '/api/Auth/login',
    {
      config: perAddress(LIMITS.loginPerAddress),
      preHandler: perAccount(app, 'login', LIMITS.loginPerAccount, (request) =>
        accountKey(ctx.db, loginIdentifier(request.body)),
      ),
      schema: {
        tags: TAGS,
        summary: "Connexion par e-mail ou nom d'utilisateur",
        body: LoginBody,
        response: { 200: LoginResponse },
      },
    },
    async (request, reply) => {
      const { email: identifier, motDePasse } = request.body;
      const user = await findUserByLogin(ctx.db, identifier);
      // Unknown account, wrong password and Google-only account answer alike, in about the same time.
      const ok = user?.passwordHash
        ? await verifySecret(user.passwordHash, motDePasse)
        : await verifyNothing(motDePasse);
      if (!user || !ok) throw new AppError(401, 'login_failed', MSG.loginFailed);
      await startSession(ctx.db, ctx.config, request, reply, user.id);
      return { message: MSG.loginSuccess, user: await presentMe(ctx.db, user) };
    },
  );

  app.post(
    '/api/OAuth/logout',
    { schema: { tags: TAGS, summary: 'Déconnexion', response: { 200: MessageResponse } } },
    async (request, reply) => {
      await endSession(ctx.db, request, reply);
      return { message: MSG.logoutSuccess };
    },
  );
};
