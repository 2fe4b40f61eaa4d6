// Login with email or username and password; logout.
import { LoginBody, LoginResponse, MessageResponse, MSG } from '@sugu/domain';
import type { ModuleRoutes } from '../../context.js';
import { perAccount, perAddress } from '../../plugins/rate-limit.js';
import { endSession, startSession } from '../../session/session.js';
import { presentMe } from '../users/index.js';
import { authenticate, loginRateKey } from './auth.service.js';

const TAGS = ['Comptes'];

const LIMITS = {
  loginPerAddress: { max: 30, timeWindow: '1 minute' },
  loginPerAccount: { max: 10, timeWindow: '1 minute' },
};

const loginIdentifier = (body: unknown) => {
  const value = (body as { email?: unknown } | undefined)?.email;
  return typeof value === 'string' ? value.trim().toLowerCase() || undefined : undefined;
};

export const authRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.post(
    '/api/Auth/login',
    {
      config: perAddress(LIMITS.loginPerAddress),
      preHandler: perAccount(app, 'login', LIMITS.loginPerAccount, (request) =>
        loginRateKey(ctx, loginIdentifier(request.body)),
      ),
      schema: {
        tags: TAGS,
        summary: "Connexion par e-mail ou nom d'utilisateur",
        body: LoginBody,
        response: { 200: LoginResponse },
      },
    },
    async (request, reply) => {
      const user = await authenticate(ctx, request.body.email, request.body.motDePasse);
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
