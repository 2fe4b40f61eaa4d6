// A dispute keeps the buyer ↔ seller conversation open for as long as it is open, whatever the 36 h
// say (the disputes module calls these inside its own transaction). Both devices re-read their list on
// ConversationReopened, delivered after COMMIT.
import type { Executor } from '../../db/client.js';
import { DB_CHANNELS, publishAfterCommit } from '../../lib/db-events.js';
import { moveHeldOpen } from './messaging.repository.js';

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
