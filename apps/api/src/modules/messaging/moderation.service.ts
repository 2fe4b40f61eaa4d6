// Beyond the spec: a participant reports a conversation or one of its messages (kept for review), or
// blocks a user, which closes their conversations both ways.
import { MESSAGING_MSG, type ReportBody } from '@sugu/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { messageReports, messages, userBlocks, users } from '../../db/schema/index.js';
import { invalid, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { requireConversation } from './messaging.service.js';

export async function report(db: Executor, reporterId: string, body: ReportBody) {
  const conversation = await requireConversation(db, reporterId, body.conversationId);
  if (body.messageId !== undefined) {
    const [message] = isUuid(body.messageId)
      ? await db
          .select({ id: messages.id })
          .from(messages)
          .where(and(eq(messages.id, body.messageId), eq(messages.conversationId, conversation.id)))
      : [];
    if (!message) throw notFound(MESSAGING_MSG.messageNotFound, 'message_not_found');
  }
  await db.insert(messageReports).values({
    reporterId,
    conversationId: conversation.id,
    messageId: body.messageId ?? null,
    reason: body.reason,
  });
  return { message: MESSAGING_MSG.reported };
}

async function requireOtherUser(db: Executor, me: string, userId: string) {
  if (userId === me) throw invalid(MESSAGING_MSG.cannotBlockSelf, undefined, 'cannot_block_self');
  const [user] = isUuid(userId)
    ? await db.select({ id: users.id }).from(users).where(eq(users.id, userId))
    : [];
  if (!user) throw notFound(MESSAGING_MSG.userNotFound, 'user_not_found');
}

export async function block(db: Executor, blockerId: string, blockedId: string) {
  await requireOtherUser(db, blockerId, blockedId);
  await db.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
  return { message: MESSAGING_MSG.blocked };
}

export async function unblock(db: Executor, blockerId: string, blockedId: string) {
  await requireOtherUser(db, blockerId, blockedId);
  await db
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
  return { message: MESSAGING_MSG.unblocked };
}
