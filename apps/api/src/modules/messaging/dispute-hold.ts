// What a dispute needs of messaging: the buyer ↔ seller conversation is held open for as long as the
// dispute is open, whatever the 36 h say (called inside the dispute's own transaction; both devices re-read
// their list on ConversationReopened, delivered after COMMIT), and an operator reads it.
import type { ChatMessage } from '@sugu/domain';
import type { Executor } from '../../db/client.js';
import { DB_CHANNELS, publishAfterCommit } from '../../lib/db-events.js';
import { presentMessage } from './messaging.presenter.js';
import { findConversationsBetween, findMessagesBefore, moveHeldOpen } from './messaging.repository.js';

async function moveHold(tx: Executor, pair: { buyerId: string; sellerId: string }, delta: 1 | -1) {
  const conversationId = await moveHeldOpen(tx, pair.buyerId, pair.sellerId, delta);
  if (!conversationId) return;
  await publishAfterCommit(tx, DB_CHANNELS.live, {
    userIds: [pair.buyerId, pair.sellerId],
    event: 'ConversationReopened',
    data: { conversationId },
  });
}

/** A dispute opened: the pair's conversation is open (again) until every dispute between them ends. */
export const holdConversationOpen = (tx: Executor, pair: { buyerId: string; sellerId: string }) =>
  moveHold(tx, pair, 1);

/** A dispute ended: the 36 h rule applies again once no other dispute holds the conversation. */
export const releaseConversationHold = (tx: Executor, pair: { buyerId: string; sellerId: string }) =>
  moveHold(tx, pair, -1);

/**
 * The pair's conversation, read-only, for an operator deciding a dispute: its latest `limit` messages in
 * order (the caller records the audited view).
 */
export async function readConversationOfPair(
  db: Executor,
  pair: { buyerId: string; sellerId: string },
  limit: number,
): Promise<{ conversationId: string; messages: ChatMessage[] } | null> {
  const [conversation] = await findConversationsBetween(db, pair.buyerId, pair.sellerId);
  if (!conversation) return null;
  const newestFirst = await findMessagesBefore(db, conversation.id, limit, undefined);
  return {
    conversationId: conversation.id,
    messages: newestFirst.slice(0, limit).reverse().map(presentMessage),
  };
}
