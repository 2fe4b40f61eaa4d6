// Orders after their creation (order-creation.service.ts): the list, one order, the owner's
// accept/refuse, the buyer's confirmation of receipt. Each change is one transaction whose first write
// decides (conditional UPDATE), so concurrency never double-counts a sale and never moves an order twice.
import {
  DISPUTE_MSG,
  formatOrderReference,
  MODERATION_MSG,
  ORDER,
  ORDER_MSG,
  type Order,
  orderTimerDue,
  PHONE_MSG,
  parseOrderReference,
} from '@sugu/domain';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { decodeTimeCursor, encodeCursor } from '../../lib/cursor.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { UserRow } from '../../session/session.js';
import { notify } from '../notifications/index.js';
import { shopOfUser } from '../shops/index.js';
import { refundEscrow, releaseEscrow } from '../wallet/index.js';
import { announceOrderChange } from './order-events.js';
import { orderLink, presentOrder, shopPicture } from './orders.presenter.js';
import {
  countFinished,
  countSale,
  findOpenOrdersOf,
  findOrderPage,
  findOrderRow,
  findOrderRowByReference,
  findPartiesOf,
  type OrderRow,
  type OrderTableRow,
  returnStock,
  shopHasAcceptedOrder,
  transitionOrder,
} from './orders.repository.js';
import { settleDueOrders } from './orders.timers.js';

const HOUR = 3_600_000;

const orderNotFound = () => notFound(ORDER_MSG.orderNotFound, 'order_not_found');
const notPending = () => conflict(ORDER_MSG.notPending, 'order_not_pending');

export async function loadOrder(ctx: AppContext, orderId: string, viewerId: string): Promise<Order> {
  const row = await findOrderRow(ctx.db, orderId);
  if (!row) throw orderNotFound();
  return presentOrder(row, viewerId);
}

/** The orders the user bought or their shop sold, newest first, one keyset page. */
export async function listMyOrders(
  ctx: AppContext,
  user: UserRow,
  query: { cursor?: string; limit: number },
): Promise<{ items: Order[]; nextCursor: string | null }> {
  const after = decodeTimeCursor(query.cursor, 'orders');
  const shop = await shopOfUser(ctx.db, user.id);
  const [bought, sold] = await Promise.all([
    findOrderPage(ctx.db, { userId: user.id }, query.limit + 1, after),
    shop ? findOrderPage(ctx.db, { shopId: shop.id }, query.limit + 1, after) : Promise.resolve([]),
  ]);
  // Disjoint (nobody orders from their own shop); created_at is set by the app, in whole milliseconds.
  const merged = [...bought, ...sold].sort(
    (a, b) => b.order.createdAt.getTime() - a.order.createdAt.getTime() || (a.order.id < b.order.id ? 1 : -1),
  );
  const page = merged.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => presentOrder(row, user.id)),
    nextCursor:
      merged.length > query.limit && last
        ? encodeCursor({ kind: 'orders', key: last.createdAtKey, id: last.order.id })
        : null,
  };
}

/**
 * The order someone names by its short reference, typed any way ('K7Q2-M9XD', 'k7q2m9xd', 'K7Q2-M9XO'):
 * for the operators' search. Null when it cannot be a reference or names no order.
 */
export async function findOrderByReference(ctx: AppContext, typed: string): Promise<OrderRow | null> {
  const reference = parseOrderReference(typed);
  if (!reference) return null;
  return (await findOrderRowByReference(ctx.db, reference)) ?? null;
}

/** The order when the user is its buyer or its shop's owner (timers due on it applied first). */
export async function requireParty(ctx: AppContext, user: UserRow, orderId: string): Promise<OrderRow> {
  if (!isUuid(orderId)) throw orderNotFound();
  let row = await findOrderRow(ctx.db, orderId);
  if (!row) throw orderNotFound();
  // A stranger learns nothing, not even that the order exists: the same 404 as an unknown id.
  if (row.order.userId !== user.id && row.owner.id !== user.id) throw orderNotFound();
  // A timer already due (the sweep runs every minute) is applied before anyone acts on the order.
  const due = orderTimerDue(row.order.orderState, row.order.createdAt, row.order.acceptedAt);
  if (due && due <= ctx.now()) {
    const settled = await settleDueOrders(ctx, { orderId });
    if (settled.refused + settled.finished > 0) row = (await findOrderRow(ctx.db, orderId)) ?? row;
  }
  return row;
}

export async function getOrder(ctx: AppContext, user: UserRow, orderId: string): Promise<Order> {
  return presentOrder(await requireParty(ctx, user, orderId), user.id);
}

export async function acceptOrder(ctx: AppContext, user: UserRow, orderId: string): Promise<Order> {
  const row = await requireParty(ctx, user, orderId);
  if (row.owner.id !== user.id) throw forbidden(ORDER_MSG.sellerOnly, 'seller_only');
  // The number buyers call must be the seller's: verified before the first order is accepted (docs/RULES.md,
  // Téléphone et SMS).
  if (!user.isPhoneVerified && !(await shopHasAcceptedOrder(ctx.db, row.order.shopId))) {
    throw forbidden(PHONE_MSG.verifyBeforeFirstAccept, 'phone_verification_required');
  }
  const now = ctx.now();
  const refuseCutoff = new Date(now.getTime() - ORDER.autoRefuseHours * HOUR);
  const accepted = await ctx.db.transaction(async (tx) => {
    const order = await transitionOrder(
      tx,
      orderId,
      'Pending',
      { orderState: 'Accepted', acceptedAt: now, updatedAt: now },
      refuseCutoff,
    );
    if (!order) return null;
    await countSale(tx, order);
    await notifyBuyer(tx, order, 'PurchaseAccept');
    return order;
  });
  if (!accepted) throw notPending();
  return loadOrder(ctx, orderId, user.id);
}

export async function refuseOrder(ctx: AppContext, user: UserRow, orderId: string): Promise<Order> {
  const row = await requireParty(ctx, user, orderId);
  if (row.owner.id !== user.id) throw forbidden(ORDER_MSG.sellerOnly, 'seller_only');
  const now = ctx.now();
  const refused = await ctx.db.transaction(async (tx) => {
    const order = await transitionOrder(tx, orderId, 'Pending', {
      orderState: 'Refused',
      refusedAt: now,
      updatedAt: now,
    });
    if (!order) return null;
    await returnStock(tx, order.productId, order.productNumber);
    await refundEscrow(tx, { orderId, buyerId: order.userId });
    await notifyBuyer(tx, order, 'PurchaseRefuse');
    return order;
  });
  if (!refused) throw notPending();
  return loadOrder(ctx, orderId, user.id);
}

/** The buyer says the order arrived ('J'ai reçu ma commande'): Accepted → Finished. */
export async function finishOrder(ctx: AppContext, user: UserRow, orderId: string): Promise<Order> {
  const row = await requireParty(ctx, user, orderId);
  if (row.order.userId !== user.id) throw forbidden(ORDER_MSG.buyerOnly, 'buyer_only');
  // While a dispute is open the receipt waits for its end (the buyer may close it: 'Le problème est réglé').
  if (row.order.orderState === 'Disputed') throw conflict(DISPUTE_MSG.orderDisputed, 'order_disputed');
  const now = ctx.now();
  const finished = await ctx.db.transaction(async (tx) => {
    const order = await transitionOrder(tx, orderId, 'Accepted', {
      orderState: 'Finished',
      finishedAt: now,
      updatedAt: now,
    });
    if (!order) return null;
    await countFinished(tx, order.shopId, 1);
    const parties = await findPartiesOf(tx, orderId);
    if (!parties) return order;
    await releaseEscrow(tx, { orderId, sellerId: parties.ownerId });
    await announceOrderChange(tx, order, parties);
    if (parties.ownerOrderNotif) {
      await notify(tx, {
        userId: parties.ownerId,
        actorId: user.id,
        type: 'PurchaseFinish',
        title: () => ORDER_MSG.finishedTitle,
        message: () =>
          ORDER_MSG.finishedMessage(
            formatOrderReference(order.reference),
            parties.buyerUsername,
            order.productName,
          ),
        link: orderLink(orderId),
      });
    }
    return order;
  });
  if (!finished) throw conflict(ORDER_MSG.notAccepted, 'order_not_accepted');
  return loadOrder(ctx, orderId, user.id);
}

/** The seller's answer reaches both parties' screens, and the buyer's notifications unless orderNotif is off. */
async function notifyBuyer(
  tx: Executor,
  order: OrderTableRow,
  type: 'PurchaseAccept' | 'PurchaseRefuse',
): Promise<void> {
  const accepted = type === 'PurchaseAccept';
  const parties = await findPartiesOf(tx, order.id);
  if (!parties) return;
  await announceOrderChange(tx, order, parties);
  if (!parties.buyerOrderNotif) return;
  await notify(tx, {
    userId: parties.buyerId,
    actorId: parties.ownerId,
    type,
    // Read when notify() writes it, in the buyer's language.
    title: () => (accepted ? ORDER_MSG.acceptedTitle : ORDER_MSG.refusedTitle),
    message: () =>
      (accepted ? ORDER_MSG.acceptedMessage : ORDER_MSG.refusedMessage)(
        formatOrderReference(order.reference),
        parties.shopName,
        order.productName,
      ),
    link: orderLink(order.id),
    thumbUrl: shopPicture(parties),
  });
}

/**
 * A suspension (moderation) refuses every open order the user bought or sold, in the caller's transaction:
 * stock and escrow go back as for the seller's refusal, and the other party is told why. Orders already
 * Refused or Finished stay as they are (an unsuspension restores none). How many were refused.
 */
export async function refuseOpenOrdersOf(tx: Executor, userId: string, now: Date): Promise<number> {
  let refused = 0;
  for (const open of await findOpenOrdersOf(tx, userId)) {
    const order = await transitionOrder(tx, open.id, open.orderState, {
      orderState: 'Refused',
      refusedAt: now,
      updatedAt: now,
    });
    if (!order) continue;
    refused++;
    await returnStock(tx, order.productId, order.productNumber);
    await refundEscrow(tx, { orderId: order.id, buyerId: order.userId });
    const parties = await findPartiesOf(tx, order.id);
    if (!parties) continue;
    await announceOrderChange(tx, order, parties);
    const other = parties.buyerId === userId ? parties.ownerId : parties.buyerId;
    await notify(tx, {
      userId: other,
      type: 'PurchaseRefuse',
      title: () => ORDER_MSG.refusedTitle,
      message: () => `${formatOrderReference(order.reference)} : ${MODERATION_MSG.suspendedOrderRefused}`,
      link: orderLink(order.id),
    });
  }
  return refused;
}
