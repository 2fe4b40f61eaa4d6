// The /chathub events: SendMessage in the spec's positional form (senderId, receiverId,
// content) or as an object with a client id; the stored message goes to every device of both
// participants as ReceiveMessage, and back to the sender as the Completion's result; a refusal is the
// Completion's error, the French message. A senderId that is not the connected user is refused.
import {
  type ChatMessage,
  MESSAGING_MSG,
  MSG,
  type SendAck,
  SendMessageBody,
  translateText,
} from '@sugu/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import type { Realtime, SocketData } from '../../plugins/realtime.js';
import { HubError } from '../../realtime/signalr/hub.js';
import { loadSession } from '../../session/session.js';
import type { MessageWriter } from './message-writer.js';
import { sendMessage } from './messaging.service.js';
import type { OfflinePush } from './offline-push.js';
import { createPresence, resetPresence } from './presence.js';

/** Messages one connection may send per window before being told to slow down. */
const BURST = { max: 30, windowMs: 10_000 };
/** How often a connection re-checks that its session still exists (logout elsewhere). */
const SESSION_RECHECK_MS = 60_000;

/** Reads both call forms: the object, or the positional (senderId, receiverId, content, clientId?). */
function parseSendArgs(values: unknown[]): { body: unknown; senderId: unknown } {
  const [first] = values;
  if (values.length === 1 && typeof first === 'object' && first !== null) {
    return { body: first, senderId: (first as { senderId?: unknown }).senderId };
  }
  const [senderId, receiverId, content, clientId] = values;
  return { body: { receiverId, content, ...(clientId !== undefined && { clientId }) }, senderId };
}

/** A refusal in the caller's language (a Zod rule's message was fixed in French when its schema was built). */
const failure = (message: string, code: string): SendAck => ({
  ok: false,
  error: { message: translateText(message), code },
});

/** What one connection needs to send: its caller, its burst counter, and a way to be ended. */
interface Sender {
  data: SocketData;
  end(): void;
  windowStart: number;
  sent: number;
}

export async function registerChatHub(
  ctx: AppContext,
  realtime: Realtime,
  writer: MessageWriter,
  offlinePush: OfflinePush,
  log: FastifyBaseLogger,
) {
  const { db } = ctx;
  if (!ctx.config.redisUrl) await resetPresence(db);
  const presence = createPresence(db, realtime);

  const allowed = (s: Sender) => {
    const now = Date.now();
    if (now - s.windowStart > BURST.windowMs) {
      s.windowStart = now;
      s.sent = 0;
    }
    return ++s.sent <= BURST.max;
  };

  const sessionAlive = async (s: Sender) => {
    if (Date.now() - s.data.sessionCheckedAt < SESSION_RECHECK_MS) return true;
    if (!(await loadSession(db, s.data.sessionId))) return false;
    s.data.sessionCheckedAt = Date.now();
    return true;
  };

  async function send(s: Sender, args: unknown[]): Promise<SendAck> {
    const { body, senderId } = parseSendArgs(args);
    const { userId } = s.data;
    try {
      if (!(await sessionAlive(s))) {
        s.end();
        return failure(MSG.unauthenticated, 'unauthenticated');
      }
      if (!allowed(s)) return failure(MSG.tooManyRequests, 'too_many_requests');
      if (senderId !== undefined && senderId !== null && senderId !== userId) {
        return failure(MESSAGING_MSG.notYourself, 'forbidden');
      }
      const parsed = SendMessageBody.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const onContent = issue?.path[0] === 'content';
        return failure(onContent && issue ? issue.message : MESSAGING_MSG.invalidMessage, 'invalid_input');
      }
      const { message, created } = await sendMessage(writer, db, ctx.now(), userId, parsed.data);
      if (created) {
        realtime.toUsers([message.senderId, message.receiverId]).emit('ReceiveMessage', message);
        offlinePush(message);
      }
      return { ok: true, message };
    } catch (error) {
      if (error instanceof AppError) return failure(error.message, error.code);
      log.error(error, 'SendMessage failed');
      return failure(MESSAGING_MSG.sendFailed, 'internal');
    }
  }

  const senders = new WeakMap<object, Sender>();
  realtime.hub.onConnected((connection) => {
    senders.set(connection, {
      data: connection.data,
      end: () => connection.close(false),
      windowStart: 0,
      sent: 0,
    });
    presence.connected(connection.data.userId);
  });
  realtime.hub.onDisconnected((connection) => presence.disconnected(connection.data.userId));
  realtime.hub.method('SendMessage', async (connection, args): Promise<ChatMessage> => {
    const sender = senders.get(connection);
    if (!sender) throw new HubError(MSG.unauthenticated);
    const result = await send(sender, args);
    if (!result.ok) throw new HubError(result.error.message);
    return result.message;
  });
}
