// The one live connection to the chat hub (/chathub, SignalR's protocol, the session cookie), with the
// official @microsoft/signalr client. Only lazily loaded chunks import this module, so the client stays out
// of the first page's script. A dropped connection is retried by `withAutomaticReconnect()` after its
// default delays, the spec's (0, 2 s, 10 s, 30 s), then it stops until the user asks or the network comes
// back; a first start that fails (or a start after the device went offline) is retried after the same
// delays. `useSocketStatus` tells the screens.
import {
  HttpTransportType,
  type HubConnection,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
} from '@microsoft/signalr';
import { MESSAGING, type ServerToClientEvents } from '@sugu/domain';
import { useSyncExternalStore } from 'react';

/** 'reconnecting': was connected (or tried) and is not now; 'stopped': the retries are spent. */
export type SocketStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'stopped';

type EventName = keyof ServerToClientEvents | 'connect';
// biome-ignore lint/suspicious/noExplicitAny: the client types handlers loosely
type Handler = (...args: any[]) => void;

/** The hub's events, plus 'connect' on each (re)connection. */
export interface ChatSocket {
  readonly connected: boolean;
  on<E extends EventName>(
    event: E,
    handler: E extends keyof ServerToClientEvents ? ServerToClientEvents[E] : () => void,
  ): void;
  off<E extends EventName>(
    event: E,
    handler: E extends keyof ServerToClientEvents ? ServerToClientEvents[E] : () => void,
  ): void;
  /** Invokes a hub method once connected (waiting at most `timeoutMs` for the connection and the answer). */
  invoke<T>(method: string, args: unknown[], timeoutMs: number): Promise<T>;
}

/** Handlers by event name, for `listen`. */
export type SocketHandlers = {
  [E in EventName]?: E extends keyof ServerToClientEvents ? ServerToClientEvents[E] : () => void;
};

/** Adds the handlers to the socket; the function returned removes them all. */
export function listen(socket: ChatSocket, handlers: SocketHandlers): () => void {
  const entries = Object.entries(handlers) as [EventName, Handler][];
  for (const [event, handler] of entries) socket.on(event, handler);
  return () => {
    for (const [event, handler] of entries) socket.off(event, handler);
  };
}

let hub: HubConnection | null = null;
let facade: ChatSocket | null = null;
let status: SocketStatus = 'idle';
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retries = 0;
const listeners = new Set<() => void>();
const connectHandlers = new Set<() => void>();
/** Whether this connection was up once: its next connection is a reconnection. */
let connectedBefore = false;
const reconnectListeners = new Set<() => void>();
/** Waiting for the connection (invocations made while it is down). */
let connectedWaiters: (() => void)[] = [];

function setStatus(next: SocketStatus) {
  if (next === status) return;
  status = next;
  for (const listener of listeners) listener();
}

function onConnected() {
  clearTimeout(retryTimer);
  retries = 0;
  setStatus('connected');
  for (const waiter of connectedWaiters.splice(0)) waiter();
  for (const handler of connectHandlers) handler();
  if (connectedBefore) for (const listener of reconnectListeners) listener();
  connectedBefore = true;
}

/** A start: on failure the next after the spec's delays, or 'stopped' once they are spent. */
function start(h: HubConnection) {
  if (h.state !== HubConnectionState.Disconnected) return;
  h.start().then(
    () => {
      if (h === hub) onConnected();
    },
    (error: unknown) => {
      if (h !== hub) return;
      // A refused session (401 at negotiate) is final until the user signs in again.
      if ((error as { statusCode?: number }).statusCode === 401) {
        clearTimeout(retryTimer);
        setStatus('idle');
        return;
      }
      const delay = MESSAGING.reconnectDelaysMs[retries];
      if (delay === undefined) return setStatus('stopped');
      retries += 1;
      setStatus('reconnecting');
      retryTimer = setTimeout(() => start(h), delay);
    },
  );
}

/** Set while a waiting automatic reconnect is replaced by an attempt now (its close is not an end). */
let restarting = false;

/** Tries again at once with a fresh series of delays ('Réessayer', or the network is back). */
export function retrySocket(): void {
  const h = hub;
  if (!h || restarting) return;
  if (h.state === HubConnectionState.Reconnecting) {
    // The client's own retry may be 10 or 30 s away: stop it and start now (a new negotiate).
    restart(h, 1);
    return;
  }
  if (h.state !== HubConnectionState.Disconnected) return;
  clearTimeout(retryTimer);
  // This attempt is the series' immediate one; failures go on with 2 s, 10 s, 30 s.
  retries = 1;
  setStatus('reconnecting');
  start(h);
}

/**
 * The device says it went offline: the client would only notice after its 30 s server timeout, so the
 * connection is ended now and started again through the retry series ('Reconnexion…' meanwhile).
 */
function dropOffline(): void {
  const h = hub;
  if (!h || restarting || h.state === HubConnectionState.Disconnected) return;
  restart(h, 0);
}

/** Stops `h`, then starts it again with the retry series at its `from`th delay ('Reconnexion…' meanwhile). */
function restart(h: HubConnection, from: number): void {
  restarting = true;
  setStatus('reconnecting');
  void h.stop().finally(() => {
    restarting = false;
    if (h !== hub) return;
    retries = from;
    start(h);
  });
}

function build(): HubConnection {
  return new HubConnectionBuilder()
    .withUrl(MESSAGING.hubPath, {
      withCredentials: true,
      transport:
        HttpTransportType.WebSockets | HttpTransportType.ServerSentEvents | HttpTransportType.LongPolling,
    })
    .withAutomaticReconnect()
    .configureLogging(LogLevel.None)
    .build();
}

/** The connection, opened on first call (after a user is loaded). */
export function openSocket(): ChatSocket {
  if (facade) return facade;
  const h = build();
  hub = h;
  retries = 0;
  connectedBefore = false;
  setStatus('connecting');
  h.onreconnecting(() => setStatus('reconnecting'));
  h.onreconnected(() => onConnected());
  h.onclose(() => {
    if (h !== hub || restarting) return;
    // After the automatic retries: stopped until asked. Closed by the server while connected (a logout, a
    // refused session): final.
    setStatus(status === 'reconnecting' ? 'stopped' : 'idle');
  });
  const current: ChatSocket = {
    get connected() {
      return h.state === HubConnectionState.Connected;
    },
    on(event, handler) {
      if (event === 'connect') connectHandlers.add(handler as () => void);
      else h.on(event, handler as Handler);
    },
    off(event, handler) {
      if (event === 'connect') connectHandlers.delete(handler as () => void);
      else h.off(event, handler as Handler);
    },
    invoke<T>(method: string, args: unknown[], timeoutMs: number): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        let settled = false;
        const timer = setTimeout(() => {
          settled = true;
          reject(new Error('timeout'));
        }, timeoutMs);
        const go = () => {
          if (settled) return;
          h.invoke<T>(method, ...args).then(
            (value) => {
              clearTimeout(timer);
              resolve(value);
            },
            (error: unknown) => {
              clearTimeout(timer);
              reject(error);
            },
          );
        };
        if (h.state === HubConnectionState.Connected) go();
        else connectedWaiters.push(go);
      });
    },
  };
  facade = current;
  window.addEventListener('online', retrySocket);
  window.addEventListener('offline', dropOffline);
  start(h);
  return current;
}

/**
 * Called on each reconnection (not the first connection): what was pushed while the connection was down
 * is lost, so what it would have updated is read again.
 */
export function onReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

/** Ends the connection (logout, or no user any more). */
export function closeSocket(): void {
  clearTimeout(retryTimer);
  window.removeEventListener('online', retrySocket);
  window.removeEventListener('offline', dropOffline);
  const h = hub;
  hub = null;
  facade = null;
  connectHandlers.clear();
  connectedWaiters = [];
  void h?.stop();
  setStatus('idle');
}

/** The live connection's state, for the discreet 'Reconnexion…' notice. */
export function useSocketStatus(): SocketStatus {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => status,
  );
}

/** The current state, outside React (tests, logs). */
export function socketStatus(): SocketStatus {
  return status;
}
