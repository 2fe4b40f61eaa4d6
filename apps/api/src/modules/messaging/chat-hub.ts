// The /chathub events: SendMessage in the spec's positional form (senderId, receiverId,
// content) or as an object with a client id; the stored message goes to every device of both
// participants as ReceiveMessage, and back to the sender in the acknowledgement.
import { MESSAGING_MSG, MSG, type SendAck, SendMessageBody } from '@sugu/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import type { ChatSocket, Realtime } from '../../plugins/realtime.js';
import { loadSession } from '../../session/session.js';
import type { MessageWriter } from './message-writer.js';
import { sendMessage } from './messaging.service.js';
import { createPresence, resetPresence } from './presence.js';

/** Messages one socket may send per window before being told to slow down. */
const BURST = { max: 30, windowMs: 10_000 };
/** How often a socket re-checks that its session still exists (logout elsewhere). */
const SESSION_RECHECK_MS = 60_000;

type Ack = (result: SendAck) => void;

/** Reads both call forms; the positional senderId is ignored (the sender is the connected user). */
function parseSendArgs(args: unknown[]): { body: unknown; ack: Ack | undefined } {
  const last = args.at(-1);
  const ack = typeof last === 'function' ? (last as Ack) : undefined;
  const values = ack ? args.slice(0, -1) : args;
  const [first] = values;
  if (values.length === 1 && typeof first === 'object' && first !== null) return { body: first, ack };
  const [, receiverId, content, clientId] = values;
  return { body: { receiverId, content, ...(clientId !== undefined && { clientId }) }, ack };
}

const failure = (message: string, code: string): SendAck => ({ ok: false, error: { message, code } });

export async function registerChatHub(
  ctx: AppContext,
  realtime: Realtime,
  writer: MessageWriter,
  log: FastifyBaseLogger,
) {
  const { db } = ctx;
  if (!ctx.config.redisUrl) await resetPresence(db);
  const presence = createPresence(db, realtime);

  realtime.io.on('connection', (socket: ChatSocket) => {
    const { userId } = socket.data;
    presence.connected(userId);
    socket.on('disconnect', () => presence.disconnected(userId));

    let windowStart = 0;
    let sent = 0;
    const allowed = () => {
      const now = Date.now();
      if (now - windowStart > BURST.windowMs) {
        windowStart = now;
        sent = 0;
      }
      return ++sent <= BURST.max;
    };

    const sessionAlive = async () => {
      if (Date.now() - socket.data.sessionCheckedAt < SESSION_RECHECK_MS) return true;
      if (!(await loadSession(db, socket.data.sessionId))) return false;
      socket.data.sessionCheckedAt = Date.now();
      return true;
    };

    socket.on('SendMessage', async (...args: unknown[]) => {
      const { body, ack } = parseSendArgs(args);
      const reply = (result: SendAck) => ack?.(result);
      try {
        if (!(await sessionAlive())) {
          reply(failure(MSG.unauthenticated, 'unauthenticated'));
          socket.disconnect(true);
          return;
        }
        if (!allowed()) return reply(failure(MSG.tooManyRequests, 'too_many_requests'));
        const parsed = SendMessageBody.safeParse(body);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          const onContent = issue?.path[0] === 'content';
          return reply(
            failure(onContent && issue ? issue.message : MESSAGING_MSG.invalidMessage, 'invalid_input'),
          );
        }
        const { message, created } = await sendMessage(writer, db, ctx.now(), userId, parsed.data);
        if (created) realtime.toUsers([message.senderId, message.receiverId]).emit('ReceiveMessage', message);
        reply({ ok: true, message });
      } catch (error) {
        if (error instanceof AppError) return reply(failure(error.message, error.code));
        log.error(error, 'SendMessage failed');
        reply(failure(MESSAGING_MSG.sendFailed, 'internal'));
      }
    });
  });
}
