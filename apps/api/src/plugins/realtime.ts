// The Socket.IO server at /chathub on Fastify's own HTTP server (conversations, notifications, orders).
// The handshake is authenticated by the session cookie and its Origin checked; every socket joins its
// user's room, so "every device of a user" is one room, across processes with REDIS_URL (redis adapter).
// Committed live events (lib/db-events.ts: notifications, order changes) reach each process, which pushes them
// to its own sockets.
import { type ClientToServerEvents, MESSAGING, MSG, type ServerToClientEvents } from '@sugu/domain';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { AppContext } from '../context.js';
import { DB_CHANNELS, type LiveEvent, listen } from '../lib/db-events.js';
import { originCheck } from '../session/origin.js';
import { SESSION_COOKIE, sessionFromToken } from '../session/session.js';

interface SocketData {
  userId: string;
  sessionId: string;
  /** When the session was last confirmed (a logout elsewhere ends the socket). */
  sessionCheckedAt: number;
}
type ChatServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type ChatSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

const userRoom = (userId: string) => `user:${userId}`;

export interface Realtime {
  io: ChatServer;
  /** Every connected device of these users, in every process. */
  toUsers(userIds: string[]): ReturnType<ChatServer['to']>;
  /** Which of these users have a socket connected, in any process (one request through Redis). */
  connectedAmong(userIds: string[]): Promise<Set<string>>;
  /** Work started by socket events (presence writes) that close() waits for. */
  track(work: Promise<unknown>): void;
}

export async function registerRealtime(app: FastifyInstance, ctx: AppContext): Promise<Realtime> {
  const { config } = ctx;
  // The HTTP API's very rule (session/origin.ts): a proxy header counts only from a TRUST_PROXY address.
  const originAllowed = originCheck(config);
  const io: ChatServer = new Server(app.server, {
    path: MESSAGING.hubPath,
    serveClient: false,
    // A message is at most 2000 characters: a small buffer bounds what one frame can cost.
    maxHttpBufferSize: 64 * 1024,
    allowRequest: (request, callback) => {
      if (originAllowed(request)) callback(null, true);
      else callback(MSG.badOrigin, false);
    },
  });

  const redisClients: Redis[] = [];
  if (config.redisUrl) {
    // Loaded only with REDIS_URL: a single-process start-up does without them.
    const [{ Redis }, { createAdapter }] = await Promise.all([
      import('ioredis'),
      import('@socket.io/redis-adapter'),
    ]);
    // Auto-pipelining: the publications of one tick (a batch of stored messages) leave in one write.
    const pub = new Redis(config.redisUrl, { lazyConnect: true, enableAutoPipelining: true });
    const sub = new Redis(config.redisUrl, { lazyConnect: true });
    await Promise.all([pub.connect(), sub.connect()]);
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub, { key: `${config.redisPrefix}#chat` }));
  }

  io.use(async (socket, next) => {
    try {
      const cookies = app.parseCookie(socket.request.headers.cookie ?? '');
      const token = cookies[SESSION_COOKIE];
      const auth = token ? await sessionFromToken(ctx.db, token) : null;
      if (!auth) {
        const error = new Error(MSG.unauthenticated) as Error & { data: unknown };
        error.data = { message: MSG.unauthenticated, code: 'unauthenticated' };
        next(error);
        return;
      }
      socket.data = { userId: auth.user.id, sessionId: auth.sessionId, sessionCheckedAt: Date.now() };
      await socket.join(userRoom(auth.user.id));
      next();
    } catch (error) {
      app.log.error(error, 'chathub handshake failed');
      next(new Error(MSG.genericError));
    }
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
      // Every process gets the event: each delivers to its own sockets only, so nobody gets it twice.
      const live = payload as LiveEvent;
      const rooms = live.userIds.map(userRoom);
      const room = io.local.to(rooms);
      if (live.event === 'Notification') room.emit(live.event, live.data);
      else if (live.event === 'OrderChanged') room.emit(live.event, live.data);
      else if (live.event === 'ConversationReopened') room.emit(live.event, live.data);
      else {
        // A suspension: its sessions are gone, so are the connections (in every process, each its own).
        room.emit(live.event, live.data);
        io.local.in(rooms).disconnectSockets(true);
      }
    },
    (error) => app.log.error(error, 'live event listener'),
  );

  // A logout ends that session's sockets at once, in every process (other sessions of the user stay).
  app.addHook('onResponse', async (request, reply) => {
    if (request.routeOptions.url !== '/api/OAuth/logout' || !request.auth || reply.statusCode >= 400) return;
    const { sessionId, user } = request.auth;
    track(
      io
        .in(userRoom(user.id))
        .fetchSockets()
        .then((sockets) => {
          for (const socket of sockets) if (socket.data.sessionId === sessionId) socket.disconnect(true);
        }),
    );
  });

  // Before the HTTP server stops: open sockets would keep it waiting, and their presence writes need the
  // database that onClose may close.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    await Promise.all([...pending]);
    await unlisten();
  });
  app.addHook('onClose', async () => {
    io.engine.close();
    await Promise.all(redisClients.map((c) => c.quit().catch(() => c.disconnect())));
  });

  return {
    io,
    toUsers: (userIds) => io.to(userIds.map(userRoom)),
    connectedAmong: async (userIds) => {
      const sockets = await io.in(userIds.map(userRoom)).fetchSockets();
      return new Set(sockets.map((socket) => socket.data.userId));
    },
    track,
  };
}
