// The order's side of a dispute (modules/disputes calls these inside its own transaction): Accepted →
// Disputed stops the 7-day timer (the sweep only finishes Accepted orders) and the buyer's confirmation
// of receipt; Disputed → Accepted resumes the timer where it stopped; Disputed → Refunded or Finished
// ends it. Each is one conditional UPDATE: under a race only one caller moves the order.
import type { Executor } from '../../db/client.js';
import { announceOrderChange } from './order-events.js';
import {
  countFinished,
  findPartiesOf,
  type OrderTableRow,
  resumeDisputedOrder,
  transitionOrder,
} from './orders.repository.js';

async function announce(tx: Executor, order: OrderTableRow) {
  const parties = await findPartiesOf(tx, order.id);
  if (parties) await announceOrderChange(tx, order, parties);
}

/** Accepted → Disputed; undefined when the order is no longer Accepted. */
export async function markOrderDisputed(tx: Executor, orderId: string, now: Date) {
  const order = await transitionOrder(tx, orderId, 'Accepted', { orderState: 'Disputed', updatedAt: now });
  if (order) await announce(tx, order);
  return order;
}

/** Disputed → Accepted, the timer moved on by `pausedMs` (the dispute's length). */
export async function resumeOrderAfterDispute(tx: Executor, orderId: string, pausedMs: number, now: Date) {
  const order = await resumeDisputedOrder(tx, orderId, pausedMs, now);
  if (order) await announce(tx, order);
  return order;
}

/**
 * Disputed → Refunded (the buyer got the money back) or Finished (the seller was paid, wholly or partly).
 * `refundedAmount`: what the decision gave back to the buyer (the total for a refund, a part for a split,
 * null for a release), kept on the order so that both parties' lists show it.
 */
export async function endDisputedOrder(
  tx: Executor,
  orderId: string,
  end: { state: 'Refunded' | 'Finished'; refundedAmount: number | null },
  now: Date,
) {
  const { state } = end;
  const order = await transitionOrder(tx, orderId, 'Disputed', {
    orderState: state,
    ...(state === 'Finished' ? { finishedAt: now } : {}),
    refundedAmount: end.refundedAmount,
    updatedAt: now,
  });
  if (!order) return undefined;
  if (state === 'Finished') await countFinished(tx, order.shopId, 1);
  await announce(tx, order);
  return order;
}
