// Queries of the chat's moderation: blocks between users, a message removed by an operator.
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { messages, userBlocks, users } from '../../db/schema/index.js';

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

/** An operator removes a message (moderation). False when it was gone already. */
export async function deleteMessage(db: Executor, messageId: string): Promise<boolean> {
  const rows = await db.delete(messages).where(eq(messages.id, messageId)).returning({ id: messages.id });
  return rows.length > 0;
}
