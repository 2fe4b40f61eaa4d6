// Server-side sessions: a random token in an httpOnly cookie, its SHA-256 as the session row's id.
import { createHash, randomBytes } from 'node:crypto';
import { MSG } from '@sugu/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { sessions, users } from '../db/schema/index.js';
import { forbidden, unauthenticated } from '../lib/errors.js';

export const SESSION_COOKIE = 'sugu_session';

export type UserRow = typeof users.$inferSelect;
export interface Auth {
  sessionId: string;
  user: UserRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The connected user, or null for a guest. Loaded once per request from the cookie. */
    auth: Auth | null;
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export function registerSessions(app: FastifyInstance, db: Database, config: Config) {
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request) => {
    if (!isApiRequest(request)) return;
    checkOrigin(request, config);
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    request.auth = await loadSession(db, hashToken(token));
  });
}

/**
 * Judged on the route the router matched (it decodes the path: `/%61pi/…` reaches `/api/…` routes), the raw
 * URL only when no route matched (Socket.IO's /chathub is served beside Fastify's router).
 */
function isApiRequest(request: FastifyRequest): boolean {
  const path = request.routeOptions.url ?? request.url;
  return path.startsWith('/api/') || path.startsWith('/chathub');
}

/** State-changing browser requests must come from our own origin (CSRF defence beside SameSite=Lax). */
function checkOrigin(request: FastifyRequest, config: Config) {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
  const origin = request.headers.origin;
  if (!origin) return;
  // request.host reads X-Forwarded-Host only when the connection comes from a TRUST_PROXY address.
  const host = request.host;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw forbidden(MSG.badOrigin, 'bad_origin');
  }
  if (originHost !== host && origin !== config.publicUrl) throw forbidden(MSG.badOrigin, 'bad_origin');
}

export async function loadSession(db: Database, sessionId: string): Promise<Auth | null> {
  let prepared = sessionQueries.get(db);
  if (!prepared) {
    // Every API request with a cookie runs it: built once, and planned once per connection.
    prepared = selectSession(db).prepare('session_load');
    sessionQueries.set(db, prepared);
  }
  const [row] = await prepared.execute({ sessionId });
  return row ? { sessionId, user: row.user } : null;
}

function selectSession(db: Database) {
  return db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
}

const sessionQueries = new WeakMap<Database, ReturnType<ReturnType<typeof selectSession>['prepare']>>();

/** The session of a raw cookie token (the /chathub handshake reads the cookie itself). */
export const sessionFromToken = (db: Database, token: string) => loadSession(db, hashToken(token));

export async function startSession(
  db: Database,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const maxAge = config.sessionTtlDays * 24 * 3600;
  await db.insert(sessions).values({
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

export async function endSession(db: Database, request: FastifyRequest, reply: FastifyReply) {
  if (request.auth) await db.delete(sessions).where(eq(sessions.id, request.auth.sessionId));
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** preHandler: 401 for a guest. */
export async function requireUser(request: FastifyRequest) {
  if (!request.auth) throw unauthenticated();
}

/** The connected user; call only behind requireUser. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.auth) throw unauthenticated();
  return request.auth.user;
}
