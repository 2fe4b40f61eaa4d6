// The one Socket.IO connection to the chat hub (/chathub, session cookie). Only lazily loaded chunks import
// this module, so socket.io-client stays out of the first page's script. It reconnects by itself with a
// growing delay and never gives up while the page is open; `useSocketStatus` tells the screens.
import { type ClientToServerEvents, MESSAGING, type ServerToClientEvents } from '@sugu/domain';
import { useSyncExternalStore } from 'react';
import { io, type Socket } from 'socket.io-client';

export type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
/** 'reconnecting': was connected (or tried) and is not now. */
export type SocketStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting';

const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;

let socket: ChatSocket | null = null;
let status: SocketStatus = 'idle';
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let refusedRetries = 0;
const listeners = new Set<() => void>();

function setStatus(next: SocketStatus) {
  if (next === status) return;
  status = next;
  for (const listener of listeners) listener();
}

const onOnline = () => {
  // Back on the network: try now rather than at the end of the current backoff delay.
  if (socket && !socket.connected) socket.connect();
};

/** The connection, opened on first call (after a user is loaded). */
export function openSocket(): ChatSocket {
  if (socket) return socket;
  const s: ChatSocket = io({
    path: MESSAGING.hubPath,
    withCredentials: true,
    reconnection: true,
    reconnectionAttempts: Number.POSITIVE_INFINITY,
    reconnectionDelay: RETRY_MIN_MS,
    reconnectionDelayMax: RETRY_MAX_MS,
    randomizationFactor: 0.5,
  });
  socket = s;
  setStatus('connecting');
  s.on('connect', () => {
    refusedRetries = 0;
    setStatus('connected');
  });
  s.on('disconnect', (reason) => {
    // A logout (server-side disconnect) is final; anything else is a network drop that heals itself.
    setStatus(
      reason === 'io server disconnect' || reason === 'io client disconnect' ? 'idle' : 'reconnecting',
    );
  });
  s.on('connect_error', (error) => {
    const code = (error as Error & { data?: { code?: string } }).data?.code;
    if (code === 'unauthenticated') {
      setStatus('idle');
      return;
    }
    setStatus('reconnecting');
    // The manager retries transport failures itself; a handshake refused otherwise is retried here.
    if (!s.active) {
      const delay = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** refusedRetries++);
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => s.connect(), delay);
    }
  });
  window.addEventListener('online', onOnline);
  return s;
}

/** Ends the connection (logout, or no user any more). */
export function closeSocket(): void {
  clearTimeout(retryTimer);
  window.removeEventListener('online', onOnline);
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
