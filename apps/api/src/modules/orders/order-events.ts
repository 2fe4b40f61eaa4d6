// An order placed or moved (accepted, refused, finished, by a party or a timer) is pushed to both parties'
// open screens as the socket event OrderChanged: published inside the change's own transaction, delivered
// by plugins/realtime.ts after COMMIT, never for a rolled-back change. The event is small (id and state):
// the screens patch the state at once and read the order again for the rest.
import type { OrderState } from '@sugu/domain';
import type { Executor } from '../../db/client.js';
import { DB_CHANNELS, type LiveEvent, publishAfterCommit } from '../../lib/db-events.js';

/** The live event of an order's change, for its buyer and its shop's owner. */
export function liveOrderChange(
  order: { id: string; orderState: OrderState },
  buyerId: string,
  sellerId: string,
): LiveEvent {
  return {
    userIds: [buyerId, sellerId],
    event: 'OrderChanged',
    data: { orderId: order.id, orderState: order.orderState },
  };
}

export async function announceOrderChange(
  tx: Executor,
  order: { id: string; orderState: OrderState },
  parties: { buyerId: string; ownerId: string },
): Promise<void> {
  await publishAfterCommit(tx, DB_CHANNELS.live, liveOrderChange(order, parties.buyerId, parties.ownerId));
}
