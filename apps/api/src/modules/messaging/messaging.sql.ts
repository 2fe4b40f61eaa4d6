// "Open a conversation" in SQL, defined once: openConversation runs it alone (messaging.repository.ts) and the
// order's single statement embeds it (orders/order-placement.repository.ts). An order opens, or re-opens, the
// buyer ↔ seller conversation (one per pair) for CONVERSATION_OPEN_HOURS from openedAt, under the shop of
// that order.

/** The placeholders ($n) of the conversation's values in the statement that embeds it. */
export interface OpenConversationParams {
  /** Used only when the pair has no conversation yet. */
  id: string;
  buyerId: string;
  sellerId: string;
  shopId: string;
  openedAt: string;
}

/**
 * A data-modifying CTE's body (or a statement): upserts the pair's single conversation, once per row of
 * `from` when given (the order's `placed`); returns its id.
 */
export const openConversationSql = (p: OpenConversationParams, from?: string) => `
  INSERT INTO conversations (id, buyer_id, seller_id, shop_id, opened_at)
  SELECT ${p.id}::uuid, ${p.buyerId}::uuid, ${p.sellerId}::uuid, ${p.shopId}::uuid, ${p.openedAt}::timestamptz
  ${from ? `FROM ${from}` : ''}
  ON CONFLICT (buyer_id, seller_id) DO UPDATE SET opened_at = excluded.opened_at, shop_id = excluded.shop_id
  RETURNING id`;
