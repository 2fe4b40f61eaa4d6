// Queries of moderation: reports of a conversation or a message, and blocks between users.
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { messageReports, messages, userBlocks, users } from '../../db/schema/index.js';

export async function messageInConversation(db: Executor, messageId: string, conversationId: string) {
  const [message] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.conversationId, conversationId)));
  return message !== undefined;
}

export async function insertReport(db: Executor, values: typeof messageReports.$inferInsert): Promise<void> {
  await db.insert(messageReports).values(values);
}

export async function userExists(db: Executor, userId: string): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return user !== undefined;
}

export async function insertBlock(db: Executor, blockerId: string, blockedId: string): Promise<void> {
  await db.insert(userBlocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

export async function deleteBlock(db: Executor, blockerId: string, blockedId: string): Promise<void> {
  await db
    .delete(userBlocks)
    .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
}
