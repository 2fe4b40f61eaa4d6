// The one Socket.IO connection to the chat hub (/chathub, session cookie). Only lazily loaded chunks import
// this module, so socket.io-client stays out of the first page's script. A dropped connection is retried
// after the spec's delays (0, 2 s, 10 s, 30 s), then it stops until the user asks or the network comes back;
// `useSocketStatus` tells the screens.
import { type ClientToServerEvents, MESSAGING, type ServerToClientEvents } from '@sugu/domain';
import { useSyncExternalStore } from 'react';
import { io, type Socket } from 'socket.io-client';

export type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
/** 'reconnecting': was connected (or tried) and is not now; 'stopped': the retries are spent. */
export type SocketStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting' | 'stopped';

let socket: ChatSocket | null = null;
let status: SocketStatus = 'idle';
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retries = 0;
const listeners = new Set<() => void>();
/** Whether this connection was up once: its next 'connect' is a reconnection. */
let connectedBefore = false;
const reconnectListeners = new Set<() => void>();

function setStatus(next: SocketStatus) {
  if (next === status) return;
  status = next;
  for (const listener of listeners) listener();
}

/** The next retry after a failure, or 'stopped' once the spec's delays are spent. */
function scheduleRetry(s: ChatSocket) {
  clearTimeout(retryTimer);
  const delay = MESSAGING.reconnectDelaysMs[retries];
  if (delay === undefined) {
    setStatus('stopped');
    return;
  }
  retries += 1;
  setStatus('reconnecting');
  retryTimer = setTimeout(() => s.connect(), delay);
}

/** Tries again at once with a fresh series of delays ('Réessayer', or the network is back). */
export function retrySocket(): void {
  if (!socket || socket.connected) return;
  clearTimeout(retryTimer);
  // This attempt is the series' immediate one; failures go on with 2 s, 10 s, 30 s.
  retries = 1;
  setStatus('reconnecting');
  socket.connect();
}

/** The connection, opened on first call (after a user is loaded). */
export function openSocket(): ChatSocket {
  if (socket) return socket;
  // The manager's own backoff is random and endless; the spec's fixed series is driven here instead.
  const s: ChatSocket = io({ path: MESSAGING.hubPath, withCredentials: true, reconnection: false });
  socket = s;
  retries = 0;
  setStatus('connecting');
  connectedBefore = false;
  s.on('connect', () => {
    clearTimeout(retryTimer);
    retries = 0;
    setStatus('connected');
    if (connectedBefore) for (const listener of reconnectListeners) listener();
    connectedBefore = true;
  });
  s.on('disconnect', (reason) => {
    // A logout (server-side disconnect) is final; anything else is a network drop worth retrying.
    if (reason === 'io server disconnect' || reason === 'io client disconnect') setStatus('idle');
    else scheduleRetry(s);
  });
  s.on('connect_error', (error) => {
    const code = (error as Error & { data?: { code?: string } }).data?.code;
    if (code === 'unauthenticated') {
      clearTimeout(retryTimer);
      setStatus('idle');
      return;
    }
    scheduleRetry(s);
  });
  window.addEventListener('online', retrySocket);
  return s;
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
  socket?.removeAllListeners();
  socket?.disconnect();
  socket = null;
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
