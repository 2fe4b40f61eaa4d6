// Messages this device is sending: shown as pending until the server's acknowledgement (or their own
// ReceiveMessage) arrives, as failed when it does not; a failed one is resent with the same client id,
// so the server never stores it twice.
import { type ChatMessage, MESSAGING_MSG, type SendAck } from '@sugu/domain';
import { useSyncExternalStore } from 'react';
import { openSocket } from '../../../shared/lib/socket';

export interface OutgoingMessage {
  clientId: string;
  conversationId: string;
  receiverId: string;
  content: string;
  time: string;
  status: 'pending' | 'failed';
  error?: string;
}

const ACK_TIMEOUT_MS = 10_000;

let outbox: OutgoingMessage[] = [];
const listeners = new Set<() => void>();

function set(next: OutgoingMessage[]) {
  outbox = next;
  for (const listener of listeners) listener();
}

function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Plain-http origins other than localhost have no randomUUID.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/** The stored message arrived (acknowledgement or ReceiveMessage): the pending bubble goes. */
export function settleOutgoing(clientId: string | null): void {
  if (clientId && outbox.some((m) => m.clientId === clientId))
    set(outbox.filter((m) => m.clientId !== clientId));
}

/** The client's own failures (no connection, an invocation cut by a drop, the wait): not the server's words. */
const CLIENT_FAILURE = /^(timeout|Invocation canceled|Cannot send|The connection|Server|WebSocket|Failed)/;

function emit(message: OutgoingMessage, onStored: (ack: Extract<SendAck, { ok: true }>) => void) {
  const { clientId, conversationId, receiverId, content } = message;
  // Sent once the connection is up (a message typed offline waits), answered with the stored message or the
  // server's refusal in French; nothing within the delay is a failure.
  openSocket()
    .invoke<ChatMessage>('SendMessage', [{ clientId, conversationId, receiverId, content }], ACK_TIMEOUT_MS)
    .then(
      (stored) => {
        onStored({ ok: true, message: stored });
        settleOutgoing(clientId);
      },
      (error: unknown) => {
        const text = error instanceof Error ? error.message : '';
        const reason = !text || CLIENT_FAILURE.test(text) ? MESSAGING_MSG.sendFailed : text;
        set(outbox.map((m) => (m.clientId === clientId ? { ...m, status: 'failed', error: reason } : m)));
      },
    );
}

export function sendMessage(
  draft: Pick<OutgoingMessage, 'conversationId' | 'receiverId' | 'content'>,
  onStored: (ack: Extract<SendAck, { ok: true }>) => void,
): void {
  const message: OutgoingMessage = {
    ...draft,
    clientId: newClientId(),
    time: new Date().toISOString(),
    status: 'pending',
  };
  set([...outbox, message]);
  emit(message, onStored);
}

export function resendMessage(clientId: string, onStored: (ack: Extract<SendAck, { ok: true }>) => void) {
  const message = outbox.find((m) => m.clientId === clientId);
  if (!message) return;
  const pending = { ...message, status: 'pending' as const, error: undefined };
  set(outbox.map((m) => (m.clientId === clientId ? pending : m)));
  emit(pending, onStored);
}

/** The outgoing messages of one conversation. */
export function useOutbox(conversationId: string): OutgoingMessage[] {
  const all = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => outbox,
  );
  return all.filter((m) => m.conversationId === conversationId);
}
