// The live hub at /chathub (realtime/signalr: ASP.NET Core SignalR's protocol, for the official
// @microsoft/signalr client) on Fastify's own HTTP server: conversations, notifications, orders. Who connects
// is the session of the negotiate request, its Origin checked by the HTTP API's rule; every connection
// belongs to its user, so "every device of a user" reaches across processes with REDIS_URL (per-user Redis
// channels). Committed live events (lib/db-events.ts: notifications, order changes) reach each process,
// which pushes them to its own connections.

import type { IncomingMessage } from 'node:http';
import type { Socket as NetSocket } from 'node:net';
import { DEFAULT_LOCALE, type Locale, MESSAGING, type ServerToClientEvents } from '@sugu/domain';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppContext } from '../context.js';
import { inLocale, negotiateLocale } from '../i18n.js';
import { DB_CHANNELS, type LiveEvent, listen } from '../lib/db-events.js';
import { createHub, type Hub, type HubTiming } from '../realtime/signalr/hub.js';
import { originCheck } from '../session/origin.js';
import { loadSession, SESSION_COOKIE, sessionIdOfToken } from '../session/session.js';
import { perAddress } from './rate-limit.js';

/** How long a stopping server waits for the first request of a connection it accepted. */
const IDLE_NEW_SOCKET_MS = 2000;

/** What a live connection knows of its caller. */
export interface SocketData {
  userId: string;
  sessionId: string;
  /** When the session was last confirmed (a logout elsewhere ends the connection). */
  sessionCheckedAt: number;
  /** The caller's language: the hub's answers (errors) are written in it. */
  locale: Locale;
}

/** Sends one live event to every connected device of some users. */
interface LiveEmitter {
  emit<E extends keyof ServerToClientEvents>(event: E, data: Parameters<ServerToClientEvents[E]>[0]): void;
}

export interface Realtime {
  /** The SignalR-compatible hub at /chathub (realtime/signalr). */
  hub: Hub<SocketData>;
  /** Every connected device of these users, in every process. */
  toUsers(userIds: string[]): LiveEmitter;
  /** Which of these users have a connection, in any process (one PUBSUB NUMSUB through Redis). */
  connectedAmong(userIds: string[]): Promise<Set<string>>;
  /** Work started by hub events (presence writes) that close() waits for. */
  track(work: Promise<unknown>): void;
}

export interface RealtimeOptions {
  /** The hub's timers, shortened by tests (never real waiting). */
  hubTiming?: Partial<HubTiming>;
}

export async function registerRealtime(
  app: FastifyInstance,
  ctx: AppContext,
  options: RealtimeOptions = {},
): Promise<Realtime> {
  const { config } = ctx;
  // The HTTP API's very rule (session/origin.ts): a proxy header counts only from a TRUST_PROXY address.
  const originAllowed = originCheck(config);

  // Every open socket, with when it was accepted and whether a request came on it (the stop's sweep below).
  const sockets = new Map<NetSocket, { acceptedAt: number; served: boolean }>();
  app.server.on('connection', (socket: NetSocket) => {
    sockets.set(socket, { acceptedAt: Date.now(), served: false });
    socket.once('close', () => sockets.delete(socket));
  });
  app.server.on('request', (request: { socket: NetSocket }) => {
    const known = sockets.get(request.socket);
    if (known) known.served = true;
  });

  const redisClients: Redis[] = [];
  let redis: { pub: Redis; sub: Redis; prefix: string } | undefined;
  if (config.redisUrl) {
    // Loaded only with REDIS_URL: a single-process start-up does without it.
    const { Redis } = await import('ioredis');
    // Auto-pipelining: the publications of one tick (a batch of stored messages) leave in one write.
    const pub = new Redis(config.redisUrl, { lazyConnect: true, enableAutoPipelining: true });
    const sub = new Redis(config.redisUrl, { lazyConnect: true });
    await Promise.all([pub.connect(), sub.connect()]);
    redisClients.push(pub, sub);
    redis = { pub, sub, prefix: config.redisPrefix };
  }

  /** The session id the request's cookie names (the row may not exist). */
  const sessionIdOfRaw = (request: IncomingMessage) => {
    const token = app.parseCookie(request.headers.cookie ?? '')[SESSION_COOKIE];
    return token === undefined ? null : sessionIdOfToken(token);
  };

  const hub = createHub<SocketData>(app, {
    path: MESSAGING.hubPath,
    // At negotiate, or on a WebSocket opened without it (the client's skipNegotiation).
    authenticate: async (request) => {
      const sessionId = sessionIdOfRaw(request);
      const auth = sessionId ? await loadSession(ctx.db, sessionId) : null;
      if (!auth) return null;
      const locale =
        auth.user.language ?? negotiateLocale(request.headers['accept-language']) ?? DEFAULT_LOCALE;
      return { userId: auth.user.id, sessionId: auth.sessionId, sessionCheckedAt: Date.now(), locale };
    },
    userOf: (data) => data.userId,
    around: (data, work) => inLocale(data.locale, work),
    sameCaller: (request, data) => sessionIdOfRaw(request) === data.sessionId,
    originAllowed,
    // Generous: many phones share one carrier address (CGNAT); a reconnecting client negotiates again.
    negotiateConfig: perAddress({ max: 600, timeWindow: '1 minute' }),
    ...(options.hubTiming && { timing: options.hubTiming }),
    ...(redis && { redis }),
    log: app.log,
  });

  const pending = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    const tracked = work.catch((error) => app.log.error(error, 'chathub task failed'));
    pending.add(tracked);
    void tracked.finally(() => pending.delete(tracked));
  };

  const unlisten = await listen(
    ctx.db,
    ctx.dbKind,
    DB_CHANNELS.live,
    (payload) => {
      // Every process gets the event: each delivers to its own connections only, so nobody gets it twice.
      const live = payload as LiveEvent;
      hub.sendToLocalUsers(live.userIds, live.event, live.data);
      // A suspension: its sessions are gone, so are the connections (in every process, each its own).
      if (live.event === 'AccountSuspended') hub.endLocalConnectionsOf(live.userIds);
    },
    (error) => app.log.error(error, 'live event listener'),
  );

  // A logout ends that session's connections at once, in every process (other sessions of the user stay).
  app.addHook('onResponse', async (request, reply) => {
    if (request.routeOptions.url !== '/api/OAuth/logout' || !request.auth || reply.statusCode >= 400) return;
    const { sessionId, user } = request.auth;
    track(hub.endConnections(user.id, sessionId));
  });

  // Before the HTTP server stops: open connections would keep it waiting, and their presence writes need
  // the database that onClose may close.
  app.addHook('preClose', async () => {
    await hub.close();
    // A Long Polling client that stops may leave a connection that never carries a request (Node's
    // server.close would wait for it): connections without a request in flight are ended until it closes.
    // Not one just accepted whose request is still on its way (a proxy's connection made before the
    // listening socket closed): it is served, unless nothing came after a while.
    const sweep = setInterval(() => {
      const now = Date.now();
      for (const [socket, { acceptedAt, served }] of sockets) {
        if ((socket as { _httpMessage?: unknown })._httpMessage) continue;
        if (served || now - acceptedAt > IDLE_NEW_SOCKET_MS) socket.destroy();
      }
    }, 50);
    sweep.unref();
    app.server.once('close', () => clearInterval(sweep));
    await Promise.all([...pending]);
    await unlisten();
  });
  app.addHook('onClose', async () => {
    await Promise.all(redisClients.map((c) => c.quit().catch(() => c.disconnect())));
  });

  return {
    hub,
    toUsers: (userIds) => ({ emit: (event, data) => hub.sendToUsers(userIds, event, data) }),
    connectedAmong: (userIds) => hub.connectedAmong(userIds),
    track,
  };
}
