// The chat's data and tools: a conversation between a buyer and a seller with a shop, and socket.io-client
// connections (to an app built with `setupTestApp({ listen: true })`) with their event waits.
import { type ClientToServerEvents, MESSAGING, type SendAck, type ServerToClientEvents } from '@sugu/domain';
import { io, type Socket } from 'socket.io-client';
import type { App } from '../../src/app.js';
import { openConversation } from '../../src/modules/messaging/messaging.repository.js';
import { buildShop } from './shops.js';
import { buildLightUsers, type SessionUser } from './users.js';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * A conversation opened at `openedAt` (as an order opens it) between a buyer and a seller with a shop
 * ('Chez Awa' unless named, verified), light users (the buyer unless given).
 */
export async function buildConversation(
  app: App,
  options: { openedAt?: Date; buyer?: SessionUser; shopName?: string } = {},
) {
  const buyer = options.buyer ?? ((await buildLightUsers(app, 1))[0] as SessionUser);
  const [seller] = (await buildLightUsers(app, 1, { role: 'Vendeur' })) as [SessionUser];
  const shop = await buildShop(
    app,
    seller,
    { shopName: options.shopName ?? 'Chez Awa', biography: 'Tissus' },
    { identityVerified: true },
  );
  const conversationId = await openConversation(app.ctx.db, {
    buyerId: buyer.userId,
    sellerId: seller.userId,
    shopId: shop.id,
    openedAt: options.openedAt ?? new Date(),
  });
  return { buyer, seller, shopId: shop.id, conversationId };
}

const opened: ClientSocket[] = [];

/** Disconnects every socket `connect` opened (test/setup.ts, after each file). */
export function disconnectSockets(): void {
  for (const socket of opened.splice(0)) socket.disconnect();
}

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
