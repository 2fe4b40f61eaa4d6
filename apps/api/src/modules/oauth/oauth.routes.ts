// Google sign-in (GET /api/OAuth/login-google, then the web page /oauth-success). Both routes are full-page browser
// navigations, so every outcome is a redirect: to the provider, to /oauth-success, or to /login?error=<code>.
import { OAuthProvidersResponse } from '@sugu/domain';
import type { ModuleRoutes } from '../../context.js';
import { statedLocale } from '../../i18n.js';
import { startSession } from '../../session/session.js';
import { refuseSuspended } from '../users/index.js';
import { authorizationUrl, CALLBACK_PATH, clientSettings, exchangeCode } from './oauth.client.js';
import { findOrCreateUser } from './oauth.service.js';
import { savePendingLogin, takePendingLogin } from './oauth-state.js';
import { pictureImporter } from './picture.js';

/** The `error` codes the login page knows how to explain. */
const LOGIN_ERROR = {
  unavailable: '/login?error=google_unavailable',
  failed: '/login?error=oauth_failed',
} as const;

export const oauthRoutes: ModuleRoutes = async (app, { ctx }) => {
  const { config } = ctx;

  app.get(
    '/api/OAuth/providers',
    {
      schema: {
        tags: ['OAuth'],
        summary: 'Les connexions externes proposées (Google configuré ou non)',
        response: { 200: OAuthProvidersResponse },
      },
    },
    async () => ({ google: clientSettings(config) !== null }),
  );

  app.get(
    '/api/OAuth/login-google',
    { schema: { tags: ['OAuth'], summary: 'Démarre la connexion avec Google (redirection)' } },
    async (request, reply) => {
      const settings = clientSettings(config);
      if (!settings) {
        request.log.warn('Google sign-in requested but GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET are not set');
        return reply.redirect(LOGIN_ERROR.unavailable);
      }
      try {
        const { url, pending } = await authorizationUrl(settings, config);
        savePendingLogin(reply, config, pending);
        return reply.redirect(url.href);
      } catch (err) {
        request.log.error({ err, issuer: settings.issuer }, 'OpenID provider discovery failed');
        return reply.redirect(LOGIN_ERROR.unavailable);
      }
    },
  );

  app.get(
    CALLBACK_PATH,
    { schema: { tags: ['OAuth'], summary: 'Retour de Google : ouvre la session (redirection)' } },
    async (request, reply) => {
      const settings = clientSettings(config);
      if (!settings) return reply.redirect(LOGIN_ERROR.unavailable);
      const pending = takePendingLogin(request, reply, config);
      if (!pending) {
        request.log.warn('OAuth callback without a valid pending sign-in cookie');
        return reply.redirect(LOGIN_ERROR.failed);
      }
      try {
        const profile = await exchangeCode(settings, config, stringParams(request.query), pending);
        const language = statedLocale(request.headers['accept-language']);
        const importer = pictureImporter(ctx, request.log);
        const { user, created } = await findOrCreateUser(ctx.db, profile, importer, language);
        await refuseSuspended(ctx, user);
        await startSession(ctx.db, config, request, reply, user.id);
        request.log.info({ userId: user.id, created }, 'Google sign-in');
        const target = new URLSearchParams({ userId: user.id, role: user.role });
        return reply.redirect(`/oauth-success?${target}`);
      } catch (err) {
        request.log.warn({ err }, 'Google sign-in failed');
        return reply.redirect(LOGIN_ERROR.failed);
      }
    },
  );
};

/** The callback's query as single strings (a repeated parameter keeps its first value). */
function stringParams(query: unknown): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') params[name] = first;
  }
  return params;
}
