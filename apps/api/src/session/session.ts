// Server-side sessions: a random token in an httpOnly cookie, its SHA-256 as the session row's id.
import { createHash, randomBytes } from 'node:crypto';
import { MSG } from '@sugu/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Database, Executor } from '../db/client.js';
import { useLocaleOf } from '../i18n.js';
import { type Announce, announcing } from '../lib/cache-events.js';
import { forbidden, unauthenticated } from '../lib/errors.js';
import { type OriginCheck, originCheck } from './origin.js';
import {
  deleteSession,
  deleteSessionsOf,
  findSessionUser,
  insertSession,
  type UserRow,
} from './session.repository.js';

export const SESSION_COOKIE = 'sugu_session';

export type { UserRow };
export interface Auth {
  sessionId: string;
  user: UserRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The connected user, or null for a guest. Loaded once per request from the cookie. */
    auth: Auth | null;
  }
  interface FastifyContextConfig {
    /**
     * The route reads the session in its own statement (from `sessionIdOf`), so the session hook does not
     * load it: `request.auth` stays null there. Only for a hot route that needs nothing but the viewer.
     */
    readsOwnSession?: boolean;
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The session id (row key) a cookie token stands for. */
export const sessionIdOfToken = hashToken;

export function registerSessions(app: FastifyInstance, db: Database, config: Config) {
  app.decorateRequest('auth', null);
  const originAllowed = originCheck(config);

  app.addHook('onRequest', async (request) => {
    if (!isApiRequest(request)) return;
    checkOrigin(request, originAllowed);
    if (request.routeOptions.config.readsOwnSession) return;
    const sessionId = sessionIdOf(request);
    if (sessionId) request.auth = await loadSession(db, sessionId);
    useLocaleOf(request);
  });
}

/** The session id (row key) of the request's cookie, or null without one; the row may not exist. */
export function sessionIdOf(request: FastifyRequest): string | null {
  const token = request.cookies[SESSION_COOKIE];
  return token ? hashToken(token) : null;
}

/** Paths the API answers itself, beside the web app: its routes, the chat socket, the sandbox checkout. */
const API_PREFIXES = ['/api/', '/chathub', '/paiement/sandbox/'];

/**
 * Judged on the route the router matched (it decodes the path: `/%61pi/…` reaches `/api/…` routes), the raw
 * URL only when no route matched.
 */
function isApiRequest(request: FastifyRequest): boolean {
  const path = request.routeOptions.url ?? request.url;
  return API_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** State-changing browser requests must come from our own origin (origin.ts, the socket's rule too). */
function checkOrigin(request: FastifyRequest, originAllowed: OriginCheck) {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
  if (!originAllowed(request.raw)) throw forbidden(MSG.badOrigin, 'bad_origin');
}

export async function loadSession(db: Database, sessionId: string): Promise<Auth | null> {
  const user = await findSessionUser(db, sessionId);
  // A suspension ends the user's sessions in its transaction: this only closes the gap of a racing login.
  return user && user.suspendedAt === null ? { sessionId, user } : null;
}

export async function startSession(
  db: Database,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const maxAge = config.sessionTtlDays * 24 * 3600;
  await insertSession(db, {
    id: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + maxAge * 1000),
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
    ip: request.ip,
  });
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https://'),
    maxAge,
  });
}

/** Ends the session everywhere: processes that keep sessions in memory (the feed's viewers) forget it. */
export async function endSession(db: Database, request: FastifyRequest, reply: FastifyReply) {
  const auth = request.auth;
  if (auth) {
    await announcing(db, async (tx, announce) => {
      await deleteSession(tx, auth.sessionId);
      announce({ kind: 'session', id: auth.sessionId });
    });
  }
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/**
 * Ends every session of a suspended user, in the caller's transaction: processes that keep sessions in
 * memory forget them once it commits (`announce`).
 */
export async function endSessionsOf(tx: Executor, announce: Announce, userId: string): Promise<void> {
  for (const id of await deleteSessionsOf(tx, userId)) announce({ kind: 'session', id });
}

/** preHandler: 401 for a guest. */
export async function requireUser(request: FastifyRequest) {
  if (!request.auth) throw unauthenticated();
}

/** The connected user's id, or null for a guest (routes open to both). */
export const viewerId = (request: FastifyRequest): string | null => request.auth?.user.id ?? null;

/** The connected user; call only behind requireUser. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.auth) throw unauthenticated();
  return request.auth.user;
}
