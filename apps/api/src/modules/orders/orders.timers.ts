// The two order timers: a Pending order unanswered for ORDER.autoRefuseHours is Refused
// with its stock returned; an Accepted order is Finished ORDER.autoFinishDays after acceptance. A sweep in
// every API process applies them; each row moves once however many processes sweep (conditional UPDATE),
// and the clock is ctx.now so tests move time instead of waiting.
import { formatOrderReference, ORDER, ORDER_MSG } from '@sugu/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { startSweeper } from '../../lib/sweeper.js';
import { notify } from '../notifications/index.js';
import { refundEscrow, releaseEscrow } from '../wallet/index.js';
import { announceOrderChange } from './order-events.js';
import { orderLink, shopPicture } from './orders.presenter.js';
import {
  countFinished,
  findParties,
  type OrderTableRow,
  returnStock,
  transitionDue,
} from './orders.repository.js';

const HOUR = 3_600_000;

export type SettleResult = {
  refused: number;
  finished: number;
};

/** Applies every timer due at `ctx.now()` (or only those of `orderId`). */
export async function settleDueOrders(
  ctx: AppContext,
  options: { orderId?: string } = {},
): Promise<SettleResult> {
  const now = ctx.now();
  const result: SettleResult = { refused: 0, finished: 0 };
  const limit = options.orderId ? 1 : ORDER.sweepBatch;
  for (;;) {
    const moved = await ctx.db.transaction((tx) => expirePending(tx, now, limit, options.orderId));
    result.refused += moved;
    if (moved < limit || options.orderId) break;
  }
  for (;;) {
    const moved = await ctx.db.transaction((tx) => finishAccepted(tx, now, limit, options.orderId));
    result.finished += moved;
    if (moved < limit || options.orderId) break;
  }
  return result;
}

async function expirePending(tx: Executor, now: Date, limit: number, orderId?: string) {
  const cutoff = new Date(now.getTime() - ORDER.autoRefuseHours * HOUR);
  const refused = await transitionDue(
    tx,
    'Pending',
    'createdAt',
    cutoff,
    { orderState: 'Refused', refusedAt: now, updatedAt: now },
    limit,
    orderId,
  );
  for (const [productId, quantity] of totalsByProduct(refused)) await returnStock(tx, productId, quantity);
  const parties = new Map(
    (
      await findParties(
        tx,
        refused.map((o) => o.id),
      )
    ).map((p) => [p.orderId, p]),
  );
  for (const order of refused) {
    await refundEscrow(tx, { orderId: order.id, buyerId: order.userId });
    const p = parties.get(order.id);
    if (!p) continue;
    await announceOrderChange(tx, order, p);
    const link = orderLink(order.id);
    const reference = formatOrderReference(order.reference);
    if (p.buyerOrderNotif) {
      await notify(tx, {
        userId: p.buyerId,
        type: 'PurchaseRefuse',
        title: () => ORDER_MSG.expiredTitle,
        message: () => ORDER_MSG.expiredBuyerMessage(reference, p.shopName, order.productName),
        link,
        thumbUrl: shopPicture(p),
      });
    }
    if (p.ownerOrderNotif) {
      await notify(tx, {
        userId: p.ownerId,
        type: 'PurchaseRefuse',
        title: () => ORDER_MSG.expiredTitle,
        message: () => ORDER_MSG.expiredSellerMessage(reference, p.buyerUsername, order.productName),
        link,
      });
    }
  }
  return refused.length;
}

async function finishAccepted(tx: Executor, now: Date, limit: number, orderId?: string) {
  const cutoff = new Date(now.getTime() - ORDER.autoFinishDays * 24 * HOUR);
  const finished = await transitionDue(
    tx,
    'Accepted',
    'acceptedAt',
    cutoff,
    { orderState: 'Finished', finishedAt: now, updatedAt: now },
    limit,
    orderId,
  );
  // Buyer protection: a wallet-paid order's escrow goes to the seller when it finishes by itself.
  for (const p of await findParties(
    tx,
    finished.map((o) => o.id),
  )) {
    await releaseEscrow(tx, { orderId: p.orderId, sellerId: p.ownerId });
    await announceOrderChange(tx, { id: p.orderId, orderState: 'Finished' }, p);
  }
  for (const [shopId, n] of countByShop(finished)) await countFinished(tx, shopId, n);
  return finished.length;
}

/**
 * `amount` summed per `key`, in key order: two transactions updating the same rows (products, shops) lock
 * them in the same order (no deadlock).
 */
function sumBy(
  rows: OrderTableRow[],
  key: (row: OrderTableRow) => string,
  amount: (row: OrderTableRow) => number,
): Map<string, number> {
  const totals = new Map<string, number>();
  const sorted = [...rows].sort((a, b) => (key(a) < key(b) ? -1 : 1));
  for (const row of sorted) totals.set(key(row), (totals.get(key(row)) ?? 0) + amount(row));
  return totals;
}

const countByShop = (rows: OrderTableRow[]) =>
  sumBy(
    rows,
    (row) => row.shopId,
    () => 1,
  );
const totalsByProduct = (rows: OrderTableRow[]) =>
  sumBy(
    rows,
    (row) => row.productId,
    (row) => row.productNumber,
  );

/** Sweeps every ORDER.sweepIntervalSeconds while the app runs (not in tests: they call settleDueOrders). */
export function startOrderSweeper(app: FastifyInstance, ctx: AppContext): void {
  startSweeper(app, {
    everyMs: ORDER.sweepIntervalSeconds * 1000,
    sweep: () => settleDueOrders(ctx),
    done: { key: 'moved', message: 'order timers applied' },
    failed: 'order sweep failed',
  });
}
