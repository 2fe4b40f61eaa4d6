// An order opens, or re-opens, the buyer ↔ seller conversation for CONVERSATION_OPEN_HOURS from openedAt.
import type { Executor } from '../../db/client.js';
import { conversations } from '../../db/schema/index.js';

export interface OpenConversationInput {
  buyerId: string;
  sellerId: string;
  shopId: string;
  openedAt: Date;
}

/** Upsert of the pair's single conversation; call it inside the order's transaction. Returns its id. */
export async function openConversation(db: Executor, input: OpenConversationInput): Promise<string> {
  const [row] = await db
    .insert(conversations)
    .values(input)
    .onConflictDoUpdate({
      target: [conversations.buyerId, conversations.sellerId],
      set: { openedAt: input.openedAt, shopId: input.shopId },
    })
    .returning({ id: conversations.id });
  if (!row) throw new Error('conversation upsert returned no row');
  return row.id;
}
