// A hub that speaks ASP.NET Core SignalR's protocol (dotnet/aspnetcore src/SignalR/docs/specs/
// TransportProtocols.md and HubProtocol.md) on Fastify's own server, so the official `@microsoft/signalr`
// client works against it:
//   POST {path}/negotiate?negotiateVersion=1  → { negotiateVersion, connectionId, connectionToken, availableTransports }
//                                               (version 0, or none: no token, the connectionId is the id)
//   GET  {path}?id=<token> (Upgrade)          → WebSockets (without id: a new connection, the client's
//                                               skipNegotiation, its caller read from that request)
//   GET  {path}?id=<token> (text/event-stream) → Server-Sent Events; POST {path}?id= to send
//   GET  {path}?id=<token>                    → Long Polling (the first poll answers at once); POST to send;
//                                               DELETE to close
// No id answers 400, an unknown id 404, a second transport on one id 409 (an older poll ends with 204 when
// a newer one comes). Who connects is decided once, at negotiate (`authenticate`); later requests must
// carry the same session (`sameCaller`), no database read.
//
// Users: each open connection belongs to one user; `sendToUsers` reaches every connection of those users
// in every process. With Redis, each process subscribes to the channel of every user it holds a connection
// of (as SignalR's Redis backplane does) and every delivery goes through it; without, it is local.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { MSG } from '@sugu/domain';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { WebSocketServer } from 'ws';
import { Connection, type ConnectionLimits } from './connection.js';
import { frames, type HubMessage, MessageType } from './protocol.js';

export interface HubOptions<Data> {
  path: string;
  /** Who opens a connection, from the negotiate request (or a WebSocket without negotiate); null refuses it (401). */
  authenticate(request: IncomingMessage): Promise<Data | null> | Data | null;
  /** The user a connection belongs to. */
  userOf(data: Data): string;
  /** Runs each method call of a connection (the app: in its caller's language, apps/api/src/i18n.ts). */
  around?<T>(data: Data, work: () => Promise<T>): Promise<T>;
  /** Whether a later request (transport, send, close) comes from the caller that negotiated. */
  sameCaller(request: IncomingMessage, data: Data): boolean;
  /** The Origin rule (session/origin.ts): checked on every request of the hub. */
  originAllowed(request: IncomingMessage): boolean;
  timing?: Partial<HubTiming>;
  limits?: Partial<ConnectionLimits>;
  /** Route config of negotiate (the per-address rate limit: each negotiate holds a connection 15 s). */
  negotiateConfig?: FastifyContextConfig;
  redis?: { pub: Redis; sub: Redis; prefix: string };
  log: { error(obj: unknown, msg?: string): void };
}

export interface HubTiming {
  /** A Ping is sent when nothing else was for this long (the client's serverTimeout is 30 s). */
  keepAliveMs: number;
  /** A client silent this long is dropped (it pings every 15 s). */
  clientTimeoutMs: number;
  /** From the transport's start to a complete handshake. */
  handshakeTimeoutMs: number;
  /** How long a long poll is held; the client gives up at 100 s. */
  pollTimeoutMs: number;
  /** A negotiated connection without transport, or a Long Polling one that stopped polling, is dropped after this. */
  disconnectTimeoutMs: number;
  /** How often the timers above are checked. */
  scanMs: number;
}

const DEFAULT_TIMING: HubTiming = {
  keepAliveMs: 15_000,
  clientTimeoutMs: 30_000,
  handshakeTimeoutMs: 15_000,
  pollTimeoutMs: 90_000,
  disconnectTimeoutMs: 15_000,
  scanMs: 1_000,
};

const DEFAULT_LIMITS: ConnectionLimits = {
  maxMessageBytes: 32 * 1024,
  rate: { max: 120, windowMs: 10_000 },
  maxPendingChars: 1024 * 1024,
};

/**
 * The negotiate version of a request (`negotiateVersion`, read as ASP.NET does: absent is 0, above 1 is 1),
 * or the error the negotiate answers with.
 */
function negotiateVersion(request: IncomingMessage): number | string {
  const query = new URL(request.url ?? '', 'http://x').searchParams;
  const key = [...query.keys()].find((k) => k.toLowerCase() === 'negotiateversion');
  if (key === undefined) return 0;
  const raw = query.get(key) ?? '';
  if (!/^\s*[-+]?\d+\s*$/.test(raw) || !Number.isSafeInteger(Number(raw))) {
    return 'The client requested a non-integer protocol version.';
  }
  const version = Number(raw);
  if (version < 0)
    return `The client requested version '${version}', but the server does not support this version.`;
  return Math.min(version, 1);
}

/** A refusal the caller reads: its text becomes the Completion's error. */
export class HubError extends Error {}

type HubMethod<Data> = (connection: Connection<Data>, args: unknown[]) => Promise<unknown> | unknown;

/** Control records on a user's Redis channel (frames start with '{'). */
const END_SESSION = 'S';
const END_USER = 'U';

export interface Hub<Data> {
  /** Registers a method the clients invoke. */
  method(name: string, handler: HubMethod<Data>): void;
  onConnected(listener: (connection: Connection<Data>) => void | Promise<void>): void;
  onDisconnected(listener: (connection: Connection<Data>) => void): void;
  /** `target(data)` on every connection of these users, in every process. */
  sendToUsers(userIds: string[], target: string, data: unknown): void;
  /** The same, to this process's connections only (an event every process receives anyway). */
  sendToLocalUsers(userIds: string[], target: string, data: unknown): void;
  /** Which of these users hold a connection in any process. */
  connectedAmong(userIds: string[]): Promise<Set<string>>;
  /** Ends the connections matching `match` of these users, in every process (`'session'`: one session). */
  endConnections(userId: string, sessionId?: string): Promise<void>;
  /** Ends this process's connections of these users. */
  endLocalConnectionsOf(userIds: string[]): void;
  /** This process's open connections. */
  readonly size: number;
  /** Closes every connection (allowReconnect: another process or a restart will take them) and stops. */
  close(): Promise<void>;
}

type Conn<Data> = Connection<Data> & {
  startedAt: number | null;
  userId: string;
  /** Settles once the connection joined its user and the connected listeners ran. */
  ready: Promise<void>;
  /** Whether the connected listeners ran (so the disconnected ones run too). */
  announced: boolean;
};

export function createHub<Data extends { sessionId: string }>(
  app: FastifyInstance,
  options: HubOptions<Data>,
): Hub<Data> {
  const timing = { ...DEFAULT_TIMING, ...options.timing };
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const { path, redis, log } = options;
  const byToken = new Map<string, Conn<Data>>();
  const byUser = new Map<string, Set<Conn<Data>>>();
  const methods = new Map<string, HubMethod<Data>>();
  const connectedListeners: ((c: Connection<Data>) => void | Promise<void>)[] = [];
  const disconnectedListeners: ((c: Connection<Data>) => void)[] = [];
  const channelOf = (userId: string) => `${redis?.prefix ?? ''}#hub:user:${userId}`;
  const channelPrefix = channelOf('');

  // ---------- users and delivery ----------

  const deliverLocal = (userId: string, frame: string) => {
    const conns = byUser.get(userId);
    if (conns) for (const c of conns) c.push(frame);
  };

  const endLocal = (userId: string, sessionId?: string) => {
    const conns = byUser.get(userId);
    if (!conns) return;
    for (const c of [...conns]) if (!sessionId || c.data.sessionId === sessionId) c.close(false);
  };

  if (redis) {
    redis.sub.on('messageBuffer', (channelBuf: Buffer, messageBuf: Buffer) => {
      const channel = channelBuf.toString();
      if (!channel.startsWith(channelPrefix)) return;
      const userId = channel.slice(channelPrefix.length);
      const message = messageBuf.toString();
      if (message.startsWith(END_SESSION)) endLocal(userId, message.slice(END_SESSION.length));
      else if (message === END_USER) endLocal(userId);
      else deliverLocal(userId, message);
    });
  }

  async function join(c: Conn<Data>) {
    let conns = byUser.get(c.userId);
    if (!conns) {
      conns = new Set();
      byUser.set(c.userId, conns);
      if (redis) await redis.sub.subscribe(channelOf(c.userId));
    }
    conns.add(c);
  }

  function leave(c: Conn<Data>) {
    const conns = byUser.get(c.userId);
    if (!conns?.delete(c) || conns.size) return;
    byUser.delete(c.userId);
    if (redis) void redis.sub.unsubscribe(channelOf(c.userId)).catch((e) => log.error(e, 'hub unsubscribe'));
  }

  function publish(userIds: string[], message: string) {
    const unique = new Set(userIds);
    if (!redis) {
      for (const id of unique) {
        if (message === END_USER) endLocal(id);
        else if (message.startsWith(END_SESSION)) endLocal(id, message.slice(1));
        else deliverLocal(id, message);
      }
      return Promise.resolve();
    }
    return Promise.all([...unique].map((id) => redis.pub.publish(channelOf(id), message))).then(
      () => undefined,
    );
  }

  // ---------- connections ----------

  let closing = false;

  /** A new connection of `data`'s caller, waiting for its transport. Version 0 of negotiate has no secret
   * token: the connectionId names the connection (as ASP.NET does). */
  function open(data: Data, version: number): Conn<Data> {
    const id = randomBytes(16).toString('base64url');
    const token = version >= 1 ? randomBytes(24).toString('base64url') : id;
    const c = new Connection<Data>(id, token, data, limits, events, Date.now()) as Conn<Data>;
    c.startedAt = null;
    c.userId = options.userOf(data);
    c.ready = Promise.resolve();
    c.announced = false;
    byToken.set(token, c);
    return c;
  }

  const events = {
    onOpen(connection: Connection<Data>) {
      const c = connection as Conn<Data>;
      // Invocations and the end wait for this: the connected listeners have run before any method.
      c.ready = (async () => {
        await join(c);
        if (c.ended) return;
        c.announced = true;
        for (const listener of connectedListeners) await listener(c);
      })().catch((error) => {
        log.error(error, 'hub connect failed');
        c.fail(MSG.genericError, true);
      });
    },
    onMessage(connection: Connection<Data>, message: HubMessage) {
      void invoke(connection, message);
    },
    onEnd(connection: Connection<Data>) {
      const c = connection as Conn<Data>;
      // A Long Polling client still collects its Close (and then 204); the scan forgets it later.
      if (c.transport !== 'LongPolling') byToken.delete(c.token);
      if (!c.handshaken) return;
      void c.ready.then(() => {
        leave(c);
        if (c.announced) for (const listener of disconnectedListeners) listener(c);
      });
    },
  };

  async function invoke(c: Connection<Data>, message: HubMessage) {
    if (message.type !== MessageType.Invocation && message.type !== MessageType.StreamInvocation) return;
    const { invocationId } = message;
    const answer = (outcome: { result: unknown } | { error: string }) => {
      if (invocationId !== undefined) c.write(frames.completion(invocationId, outcome));
    };
    if (message.type === MessageType.StreamInvocation) {
      return answer({ error: `The method '${message.target}' is not a streaming method.` });
    }
    await (c as Conn<Data>).ready;
    if (c.ended) return;
    const handler = methods.get(message.target);
    if (!handler) return answer({ error: `Unknown hub method '${message.target}'` });
    const invoke = async () => {
      try {
        answer({ result: (await handler(c, message.arguments)) ?? null });
      } catch (error) {
        if (error instanceof HubError) return answer({ error: error.message });
        log.error(error, `hub method ${message.target} failed`);
        answer({ error: MSG.genericError });
      }
    };
    await (options.around ? options.around(c.data, invoke) : invoke());
  }

  function find(request: IncomingMessage, reply: { code(n: number): void; send(s: string): void }) {
    const id = new URL(request.url ?? '', 'http://x').searchParams.get('id');
    if (!id) {
      reply.code(400);
      reply.send('Connection ID required');
      return null;
    }
    const c = byToken.get(id);
    if (!c) {
      reply.code(404);
      reply.send('No Connection with that ID');
      return null;
    }
    if (!options.sameCaller(request, c.data)) {
      reply.code(403);
      reply.send('Forbidden');
      return null;
    }
    return c;
  }

  // ---------- HTTP routes ----------

  const refuseOrigin = (request: FastifyRequest, reply: FastifyReply) => {
    if (options.originAllowed(request.raw)) return false;
    void reply.code(403).type('text/plain').send('Forbidden');
    return true;
  };

  // The options of the routes that carry an open connection (the hub checks its caller itself).
  const connectionRoute = { schema: { hide: true }, config: { readsOwnSession: true } };

  /** The connection an HTTP request names, or null once the request has been answered (foreign origin, unknown id, other caller). */
  const connectionOf = (request: FastifyRequest, reply: FastifyReply) =>
    refuseOrigin(request, reply) ? null : find(request.raw, reply);

  // The sockets that carried the hub's requests: a closing server ends them (a client between two polls
  // would otherwise keep it waiting).
  const httpSockets = new Set<Duplex>();
  app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      const socket = request.raw.socket;
      if (httpSockets.has(socket)) return;
      httpSockets.add(socket);
      socket.once('close', () => httpSockets.delete(socket));
    });
    // Not in the OpenAPI document: the hub is described by SignalR's protocol (README, « Le hub temps réel »).
    // The transports send text whatever the Content-Type: read every body as a string, 64 KB at most.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: 2 * limits.maxMessageBytes },
      (_r, body, done) => done(null, body),
    );

    scope.post(
      `${path}/negotiate`,
      // The hub reads the caller itself (`authenticate`, as for a WebSocket without negotiate).
      { schema: { hide: true }, config: { ...options.negotiateConfig, readsOwnSession: true } },
      async (request, reply) => {
        if (refuseOrigin(request, reply)) return reply;
        const data = await options.authenticate(request.raw);
        if (!data) return reply.code(401).type('text/plain').send('Unauthorized');
        reply.header('cache-control', 'no-store');
        const version = negotiateVersion(request.raw);
        if (typeof version === 'string') return reply.send({ error: version });
        const c = open(data, version);
        return reply.send({
          negotiateVersion: version,
          connectionId: c.id,
          ...(version >= 1 && { connectionToken: c.token }),
          availableTransports: [
            { transport: 'WebSockets', transferFormats: ['Text'] },
            { transport: 'ServerSentEvents', transferFormats: ['Text'] },
            { transport: 'LongPolling', transferFormats: ['Text'] },
          ],
        });
      },
    );

    scope.get(path, connectionRoute, async (request, reply) => {
      const c = connectionOf(request, reply);
      if (!c) return reply;
      const wantsSse = (request.headers.accept ?? '').includes('text/event-stream');
      if (wantsSse) {
        if (c.transport) return reply.code(409).type('text/plain').send('Connection already has a transport');
        reply.hijack();
        const res = reply.raw;
        res.writeHead(200, {
          'content-type': 'text/event-stream',
          'cache-control': 'no-cache',
          'x-accel-buffering': 'no',
        });
        res.write(':\r\n\r\n');
        c.startedAt = Date.now();
        c.attachSse(res);
        return reply;
      }
      if (c.transport && c.transport !== 'LongPolling') {
        return reply.code(409).type('text/plain').send('Connection already has a transport');
      }
      reply.hijack();
      if (!c.transport) {
        c.startedAt = Date.now();
        c.attachLongPolling();
        reply.raw.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'no-cache' }).end();
        return reply;
      }
      // Its Close collected, then 204: a closed connection is forgotten (later polls 404).
      if (c.longPoll(reply.raw, timing.pollTimeoutMs, Date.now())) byToken.delete(c.token);
      return reply;
    });

    scope.post(path, connectionRoute, async (request, reply) => {
      const c = connectionOf(request, reply);
      if (!c) return reply;
      // A send may come before the transport's first request (ASP.NET accepts it): its answers wait.
      if (c.transport === 'WebSockets') {
        return reply
          .code(405)
          .type('text/plain')
          .send('POST requests are not allowed for WebSocket connections.');
      }
      if (c.ended) return reply.code(404).type('text/plain').send('No Connection with that ID');
      c.receive(typeof request.body === 'string' ? request.body : '');
      return reply.code(200).send();
    });

    scope.delete(path, connectionRoute, async (request, reply) => {
      const c = connectionOf(request, reply);
      if (!c) return reply;
      if (c.transport !== 'LongPolling') {
        return reply
          .code(400)
          .type('text/plain')
          .send('Cannot terminate this connection using the DELETE endpoint.');
      }
      byToken.delete(c.token);
      c.end();
      return reply.code(202).send();
    });
  });

  // ---------- WebSockets ----------

  const wss = new WebSocketServer({ noServer: true, maxPayload: 2 * limits.maxMessageBytes });
  const refuseUpgrade = (socket: Duplex, status: number, text: string) => {
    // As ws refuses a handshake: the answer, then the socket goes (a client may never close its side).
    socket.once('finish', () => socket.destroy());
    socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  };
  const onUpgrade = async (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '', 'http://x');
    if (url.pathname !== path) return;
    if (!options.originAllowed(request)) return refuseUpgrade(socket, 403, 'Forbidden');
    const id = url.searchParams.get('id');
    let c: Conn<Data> | undefined;
    if (id) {
      c = byToken.get(id);
      if (!c || c.ended) return refuseUpgrade(socket, 404, 'Not Found');
      if (!options.sameCaller(request, c.data)) return refuseUpgrade(socket, 403, 'Forbidden');
      if (c.transport) return refuseUpgrade(socket, 409, 'Conflict');
    } else {
      // No id: the client skipped negotiate (WebSockets only), this request opens the connection.
      const data = await Promise.resolve(options.authenticate(request)).catch((error) => {
        log.error(error, 'hub authenticate failed');
        return null;
      });
      if (!data) return refuseUpgrade(socket, 401, 'Unauthorized');
      if (closing) return refuseUpgrade(socket, 503, 'Service Unavailable');
      c = open(data, 1);
    }
    const conn = c;
    conn.transport = 'WebSockets'; // claimed before the upgrade completes: a second one gets 409
    wss.handleUpgrade(request, socket, head, (ws) => {
      conn.startedAt = Date.now();
      conn.attachWebSocket(ws);
    });
  };
  const upgradeListener = (request: IncomingMessage, socket: Duplex, head: Buffer) =>
    void onUpgrade(request, socket, head);
  app.server.on('upgrade', upgradeListener);

  // ---------- timers ----------

  const scan = setInterval(() => {
    const now = Date.now();
    for (const c of byToken.values()) {
      if (c.ended) {
        // A Long Polling connection kept for its last poll.
        if (now - c.lastPollEndedAt > timing.disconnectTimeoutMs) byToken.delete(c.token);
        continue;
      }
      if (c.startedAt === null) {
        if (now - c.lastReceivedAt > timing.disconnectTimeoutMs) c.end();
        continue;
      }
      if (!c.handshaken) {
        if (now - c.startedAt > timing.handshakeTimeoutMs) c.fail('Handshake was canceled.');
        continue;
      }
      if (
        c.transport === 'LongPolling' &&
        !c.polling &&
        now - c.lastPollEndedAt > timing.disconnectTimeoutMs
      ) {
        c.end();
        continue;
      }
      if (now - c.lastReceivedAt > timing.clientTimeoutMs) {
        c.fail('Server closed the connection: no message from the client within the timeout.', true);
        continue;
      }
      if (now - c.lastSentAt >= timing.keepAliveMs) c.write(frames.ping);
    }
  }, timing.scanMs);
  scan.unref();

  return {
    method: (name, handler) => void methods.set(name, handler),
    onConnected: (listener) => void connectedListeners.push(listener),
    onDisconnected: (listener) => void disconnectedListeners.push(listener),
    sendToUsers(userIds, target, data) {
      publish(userIds, frames.invocation(target, [data])).catch((error) => log.error(error, 'hub publish'));
    },
    sendToLocalUsers(userIds, target, data) {
      const frame = frames.invocation(target, [data]);
      for (const id of new Set(userIds)) deliverLocal(id, frame);
    },
    async connectedAmong(userIds) {
      const unique = [...new Set(userIds)];
      if (!redis || unique.length === 0) return new Set(unique.filter((id) => byUser.has(id)));
      // A process subscribes to a user's channel while it holds a connection of theirs.
      const counts = (await redis.pub.call('PUBSUB', 'NUMSUB', ...unique.map(channelOf))) as (
        | string
        | number
      )[];
      const found = new Set<string>();
      for (let i = 0; i < unique.length; i++)
        if (Number(counts[2 * i + 1]) > 0) found.add(unique[i] as string);
      return found;
    },
    endConnections: (userId, sessionId) => publish([userId], sessionId ? END_SESSION + sessionId : END_USER),
    endLocalConnectionsOf(userIds) {
      for (const id of userIds) endLocal(id);
    },
    get size() {
      let n = 0;
      for (const c of byToken.values()) if (!c.ended) n++;
      return n;
    },
    async close() {
      closing = true;
      clearInterval(scan);
      app.server.off('upgrade', upgradeListener);
      for (const c of [...byToken.values()]) {
        c.close(true);
        byToken.delete(c.token);
      }
      // The WebSockets were closed after their last frame (the Close): a second for the clients to answer
      // the closing handshake, then what is left is cut.
      for (let waited = 0; wss.clients.size > 0 && waited < 1000; waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      for (const ws of wss.clients) ws.terminate();
      wss.close();
      // Let the last answers (a Close on a poll) leave, then end what the hub's requests left open: a
      // keep-alive socket waiting for the next poll. One carrying another request now (a client reuses its
      // sockets for the whole API) is left to finish it: the server's close drains it.
      await new Promise((resolve) => setTimeout(resolve, 20));
      for (const socket of httpSockets)
        if (!(socket as { _httpMessage?: unknown })._httpMessage) socket.destroy();
    },
  };
}
