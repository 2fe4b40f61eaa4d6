// The chat's data and tools: a conversation between a buyer and a seller with a shop, and devices connected
// to /chathub with the official SignalR client (an app built with `setupTestApp({ listen: true })`).
import { type HubConnection, HubConnectionState } from '@microsoft/signalr';
import type { ChatMessage, SendAck, ServerToClientEvents } from '@sugu/domain';
import type { App } from '../../src/app.js';
import { openConversation } from '../../src/modules/messaging/messaging.repository.js';
import { collectHub, nextHubEvent, openHub } from './hub.js';
import { buildShop } from './shops.js';
import { buildLightUsers, type SessionUser } from './users.js';

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

/** A connected device: the official client on WebSockets, with the few calls the tests make. */
export interface ClientSocket {
  readonly hub: HubConnection;
  readonly connected: boolean;
  /** Stops the connection (the device goes away). */
  disconnect(): void;
  /** Called once when the server ends the connection. */
  once(event: 'disconnect', listener: (error?: Error) => void): void;
}

/** A connected device (rejects with the client's error when refused: 401 at negotiate). */
export async function connect(
  url: string,
  cookie?: string,
  headers: Record<string, string> = {},
): Promise<ClientSocket> {
  const hub = await openHub(url, cookie, { headers });
  return {
    hub,
    get connected() {
      return hub.state === HubConnectionState.Connected;
    },
    disconnect: () => void hub.stop(),
    once: (_event, listener) => hub.onclose(listener),
  };
}

/** SendMessage in either call form, its answer as the web reads it: the stored message or the refusal. */
export async function send(socket: ClientSocket, ...args: unknown[]): Promise<SendAck> {
  try {
    const message = await socket.hub.invoke<ChatMessage>('SendMessage', ...args);
    return { ok: true, message };
  } catch (error) {
    // A Completion's error carries the French message only (no code): what the user reads.
    return { ok: false, error: { message: (error as Error).message } } as SendAck;
  }
}

/** The next `event` that passes `accept`, or a rejection after `ms`. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  event: E,
  accept: (value: Parameters<ServerToClientEvents[E]>[0]) => boolean = () => true,
  ms = 5000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return nextHubEvent(socket.hub, event, accept, ms);
}

/** Collects every `event` received, to check later that something did NOT arrive. */
export function collect<E extends keyof ServerToClientEvents>(socket: ClientSocket, event: E) {
  return collectHub(socket.hub, event);
}
