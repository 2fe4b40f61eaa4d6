// OpenID Connect with the configured provider (Google by default): discovery once per process, the authorization
// URL (PKCE S256 + state + nonce) and the code exchange, whose ID token openid-client checks (signature, issuer,
// audience, expiry, nonce) before we read a claim.
import type { Configuration } from 'openid-client';
import type { Config } from '../../config.js';
import type { PendingLogin } from './oauth-state.js';

export const CALLBACK_PATH = '/api/OAuth/callback/google';
const SCOPE = 'openid email profile';

export interface OidcProfile {
  sub: string;
  email: string | undefined;
  emailVerified: boolean;
  givenName: string | undefined;
  familyName: string | undefined;
  fullName: string | undefined;
  picture: string | undefined;
}

type ClientSettings = { issuer: string; clientId: string; clientSecret: string };

/** The provider settings, or null when GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET are not set. */
export function clientSettings(config: Config): ClientSettings | null {
  const { issuer, clientId, clientSecret } = config.oidc;
  return clientId && clientSecret ? { issuer, clientId, clientSecret } : null;
}

const redirectUri = (config: Config) => `${config.publicUrl}${CALLBACK_PATH}`;

// Keyed by issuer and client so tests (and a config change) never share a stale configuration.
const discovered = new Map<string, Promise<Configuration>>();

/** Loaded with the first sign-in through the provider, not on every start-up. */
const openidClient = () => import('openid-client');

function configuration(settings: ClientSettings): Promise<Configuration> {
  const key = `${settings.issuer} ${settings.clientId}`;
  let pending = discovered.get(key);
  if (!pending) {
    const issuer = new URL(settings.issuer);
    // Plain http only for a local provider (tests, development); Google is https.
    pending = openidClient().then((oidc) => {
      const execute = issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [];
      return oidc.discovery(issuer, settings.clientId, settings.clientSecret, undefined, { execute });
    });
    // A failed discovery (provider down) is retried by the next sign-in instead of being cached.
    pending.catch(() => discovered.delete(key));
    discovered.set(key, pending);
  }
  return pending;
}

export async function authorizationUrl(
  settings: ClientSettings,
  config: Config,
): Promise<{ url: URL; pending: Omit<PendingLogin, 'expiresAt'> }> {
  const [configured, oidc] = await Promise.all([configuration(settings), openidClient()]);
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(configured, {
    redirect_uri: redirectUri(config),
    scope: SCOPE,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    prompt: 'select_account',
  });
  return { url, pending: { state, nonce, codeVerifier } };
}

/** Exchanges the code of the provider's redirect; throws on a bad state, nonce, verifier, token or a denial. */
export async function exchangeCode(
  settings: ClientSettings,
  config: Config,
  query: Record<string, string>,
  pending: PendingLogin,
): Promise<OidcProfile> {
  const [configured, oidc] = await Promise.all([configuration(settings), openidClient()]);
  const currentUrl = new URL(redirectUri(config));
  for (const [name, value] of Object.entries(query)) currentUrl.searchParams.set(name, value);
  const tokens = await oidc.authorizationCodeGrant(configured, currentUrl, {
    pkceCodeVerifier: pending.codeVerifier,
    expectedState: pending.state,
    expectedNonce: pending.nonce,
    idTokenExpected: true,
  });
  const idClaims = tokens.claims();
  if (!idClaims) throw new Error('no ID token');
  let claims: Record<string, unknown> = idClaims;
  // Google puts the email in the ID token; a provider that does not is asked through its userinfo endpoint.
  if (typeof idClaims.email !== 'string' && configured.serverMetadata().userinfo_endpoint) {
    const info = await oidc.fetchUserInfo(configured, tokens.access_token, idClaims.sub);
    claims = { ...info, ...idClaims, email: info.email, email_verified: info.email_verified };
  }
  return {
    sub: idClaims.sub,
    email: text(claims.email)?.toLowerCase(),
    // Some providers send the string "true".
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    givenName: text(claims.given_name),
    familyName: text(claims.family_name),
    fullName: text(claims.name),
    picture: text(claims.picture),
  };
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}
