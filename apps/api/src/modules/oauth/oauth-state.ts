// The pending sign-in (PKCE verifier, state, nonce) between the redirect to Google and its return: a signed,
// httpOnly cookie scoped to /api/OAuth that lives 10 minutes at most, so no table and any process can finish it.
import { createHmac } from 'node:crypto';
import { signerFactory } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';

const OAUTH_COOKIE = 'sugu_oauth';
const COOKIE_PATH = '/api/OAuth';
const PENDING_TTL_SECONDS = 600;

export interface PendingLogin {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** Epoch milliseconds after which the cookie is refused even if the browser still sends it. */
  expiresAt: number;
}

/**
 * The signing key: SESSION_SECRET when set; otherwise derived from GOOGLE_CLIENT_SECRET, which every process of
 * a deployment already shares (a random per-process key would break a sign-in that returns to another process).
 * The client secret itself never leaves the server, so the derived key is as secret as it is.
 */
function signer(config: Config) {
  const base = config.sessionSecret ?? config.oidc.clientSecret;
  if (!base) throw new Error('no secret to sign the OAuth cookie');
  return signerFactory(createHmac('sha256', base).update('sugu-oauth-state-v1').digest());
}

const cookieOptions = (config: Config) => ({
  path: COOKIE_PATH,
  httpOnly: true,
  // Lax: the cookie still comes back on the top-level GET from Google to the callback.
  sameSite: 'lax' as const,
  secure: config.publicUrl.startsWith('https://'),
});

export function savePendingLogin(
  reply: FastifyReply,
  config: Config,
  pending: Omit<PendingLogin, 'expiresAt'>,
): void {
  const value: PendingLogin = { ...pending, expiresAt: Date.now() + PENDING_TTL_SECONDS * 1000 };
  const encoded = Buffer.from(JSON.stringify(value)).toString('base64url');
  reply.setCookie(OAUTH_COOKIE, signer(config).sign(encoded), {
    ...cookieOptions(config),
    maxAge: PENDING_TTL_SECONDS,
  });
}

/** The pending sign-in of this browser, or null when absent, tampered with or expired; cleared by its first use. */
export function takePendingLogin(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
): PendingLogin | null {
  const raw = request.cookies[OAUTH_COOKIE];
  if (!raw) return null;
  reply.clearCookie(OAUTH_COOKIE, cookieOptions(config));
  const unsigned = signer(config).unsign(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  try {
    const value = JSON.parse(Buffer.from(unsigned.value, 'base64url').toString()) as PendingLogin;
    if (typeof value.expiresAt !== 'number' || value.expiresAt < Date.now()) return null;
    if (![value.state, value.nonce, value.codeVerifier].every((v) => typeof v === 'string' && v)) return null;
    return value;
  } catch {
    return null;
  }
}
