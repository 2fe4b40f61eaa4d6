// Test tools of the chat: an app listening on a free port with a controllable clock, accounts with a
// session, a shop, an opened conversation, and socket.io-client connections with their event waits.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { type ClientToServerEvents, MESSAGING, type SendAck, type ServerToClientEvents } from '@sugu/domain';
import { eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll } from 'vitest';
import { type App, buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import { categories, shops, users } from '../../src/db/schema/index.js';
import { openConversation } from '../../src/modules/messaging/messaging.repository.js';
import { openTestDatabase } from '../helper.js';
import { quickUsers } from './accounts.js';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export interface ChatTestApp {
  app: App;
  url: string;
  /** Undefined when the app opened its own (DATABASE_URL). */
  database: DatabaseHandle | undefined;
  /** Moves the app's one clock (`ctx.now`, given as `BuildOptions.clock`), which runs on from there. */
  advanceHours(hours: number): void;
  now(): Date;
}

/** Builds and starts an app (own database unless one is given), closed after the file's tests. */
export async function startChatApp(
  env: Record<string, string> = {},
  shared?: DatabaseHandle,
): Promise<ChatTestApp> {
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.CHAT_LOG ?? 'silent',
    DATA_DIR: `/tmp/sugu-test-${randomBytes(4).toString('hex')}`,
    WEB_DIST: '/nonexistent',
    ...env,
  });
  // With DATABASE_URL in `env` the app opens (and closes) its own pool on that database.
  const database = shared ?? (config.databaseUrl ? undefined : await openTestDatabase());
  const app = await buildApp(config, { ...(database && { database }), clock: now });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  afterAll(async () => {
    await app.close();
    if (database && !shared) await database.close();
  });
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    database,
    advanceHours: (hours) => {
      offset += hours * 3600_000;
    },
    now,
  };
}

export interface Person {
  userId: string;
  cookie: string;
}

/** A buyer, a seller with a shop, and their conversation opened now (as an order would). */
export async function openPair(app: App, openedAt = new Date()) {
  const [buyer, seller] = (await quickUsers(app.ctx.db, 2)) as [Person, Person];
  const shopId = await addShop(app, seller.userId);
  const conversationId = await openConversation(app.ctx.db, {
    buyerId: buyer.userId,
    sellerId: seller.userId,
    shopId,
    openedAt,
  });
  return { buyer, seller, shopId, conversationId };
}

export async function addShop(app: App, userId: string, shopName = 'Chez Awa'): Promise<string> {
  const db = app.ctx.db;
  await db.update(users).set({ role: 'Vendeur' }).where(eq(users.id, userId));
  const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
  if (!category) throw new Error('categories are not seeded');
  const [shop] = await db
    .insert(shops)
    .values({ userId, shopName, categoryId: category.id, biography: 'Tissus', isIdentityVerified: true })
    .returning({ id: shops.id });
  if (!shop) throw new Error('shop insert failed');
  return shop.id;
}

const opened: ClientSocket[] = [];
afterAll(() => {
  for (const socket of opened) socket.disconnect();
});

/** A connected socket (rejects with the server's refusal). */
export function connect(
  url: string,
  cookie?: string,
  headers: Record<string, string> = {},
): Promise<ClientSocket> {
  const socket: ClientSocket = io(url, {
    path: MESSAGING.hubPath,
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    extraHeaders: { ...(cookie && { cookie }), ...headers },
  });
  opened.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.disconnect();
      reject(error);
    });
  });
}

/** SendMessage with its acknowledgement, in either call form. */
export function send(socket: ClientSocket, ...args: unknown[]): Promise<SendAck> {
  // biome-ignore lint/suspicious/noExplicitAny: the positional form is not in the typed event map
  return (socket.timeout(5000) as any).emitWithAck('SendMessage', ...args);
}

/** The next `event` that passes `accept`, or a rejection after `ms`. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  event: E,
  accept: (value: Parameters<ServerToClientEvents[E]>[0]) => boolean = () => true,
  ms = 5000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener as never);
      reject(new Error(`no ${String(event)} within ${ms} ms`));
    }, ms);
    const listener = (value: Parameters<ServerToClientEvents[E]>[0]) => {
      if (!accept(value)) return;
      clearTimeout(timer);
      socket.off(event, listener as never);
      resolve(value);
    };
    socket.on(event, listener as never);
  });
}

/** Collects every `event` received, to check later that something did NOT arrive. */
export function collect<E extends keyof ServerToClientEvents>(socket: ClientSocket, event: E) {
  const seen: Parameters<ServerToClientEvents[E]>[0][] = [];
  socket.on(event, ((value: Parameters<ServerToClientEvents[E]>[0]) => seen.push(value)) as never);
  return seen;
}
