// Queries of orders. Every state change is one conditional UPDATE (`WHERE order_state = <from>`):
// under concurrency (two clicks, two API processes, a sweep) a row changes state at most once, and only the
// caller whose UPDATE returned the row goes on to move stock, counters and notifications.
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { orders, products, shops, users } from '../../db/schema/index.js';
import { runStatement, type Statement } from '../../db/statements.js';
import { olderThan, type TimeKeyset, timestampKey } from '../../lib/cursor.js';

export type OrderTableRow = typeof orders.$inferSelect;
export type OrderState = OrderTableRow['orderState'];

const buyer = alias(users, 'buyer');
const owner = alias(users, 'owner');
const buyerShop = alias(shops, 'buyer_shop');

/** An order with what its response shows of the buyer, the shop and the shop's owner. */
function selectOrders(db: Executor) {
  return db
    .select({
      order: orders,
      /** Exact sort key for the cursor: a JS Date would drop the microseconds. */
      createdAtKey: timestampKey(orders.createdAt),
      buyer: {
        id: buyer.id,
        username: buyer.username,
        profilePicture: buyer.profilePicture,
        phone: buyer.phone,
        dialCode: buyer.dialCode,
      },
      buyerShop: { shopName: buyerShop.shopName, coverImg: buyerShop.coverImg },
      shop: {
        id: shops.id,
        shopName: shops.shopName,
        coverImg: shops.coverImg,
        isIdentityVerified: shops.isIdentityVerified,
      },
      owner: { id: owner.id, username: owner.username, phone: owner.phone, dialCode: owner.dialCode },
    })
    .from(orders)
    .innerJoin(buyer, eq(buyer.id, orders.userId))
    .leftJoin(buyerShop, eq(buyerShop.userId, orders.userId))
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .innerJoin(owner, eq(owner.id, shops.userId));
}

export type OrderRow = Awaited<ReturnType<ReturnType<typeof selectOrders>['execute']>>[number];

export async function findOrderRow(db: Executor, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await selectOrders(db).where(eq(orders.id, orderId)).limit(1);
  return row;
}

/** The order whose stored reference (8 characters, as parseOrderReference gives it) is `reference`. */
export async function findOrderRowByReference(
  db: Executor,
  reference: string,
): Promise<OrderRow | undefined> {
  const [row] = await selectOrders(db).where(eq(orders.reference, reference)).limit(1);
  return row;
}

/** Newest first, after `after`; `side` picks the orders bought by a user or sold by a shop (one index each). */
export function findOrderPage(
  db: Executor,
  side: { userId: string } | { shopId: string },
  limit: number,
  after: TimeKeyset | null,
) {
  const owned = 'userId' in side ? eq(orders.userId, side.userId) : eq(orders.shopId, side.shopId);
  return selectOrders(db)
    .where(and(owned, after ? olderThan(orders.createdAt, orders.id, after) : undefined))
    .orderBy(sql`${orders.createdAt} desc nulls last`, sql`${orders.id} desc nulls last`)
    .limit(limit);
}

/** The terms an order is placed on: the product as it is now and its shop's owner. */
export interface OrderTerms {
  id: string;
  shopId: string;
  ownerId: string;
  /** The seller's saved language: their new-order notification is written in it. */
  ownerLanguage: string | null;
  productName: string;
  productPrice: number;
  currency: string;
  productStock: number;
  deletedAt: Date | null;
}

const ORDER_TERMS: Statement = {
  name: 'orders_terms_v4',
  text: `SELECT p.id, p.shop_id AS "shopId", s.user_id AS "ownerId",
  (SELECT u.language FROM users u WHERE u.id = s.user_id) AS "ownerLanguage", p.product_name AS "productName",
  p.product_price::text AS "productPrice", p.currency, p.product_stock AS "productStock",
  coalesce(p.deleted_at, s.removed_at, s.suspended_at) AS "deletedAt"
FROM products p JOIN shops s ON s.id = p.shop_id WHERE p.id = $1 LIMIT 1`,
};

/**
 * The terms of `productId` (one prepared statement, db/statements.ts). The response's shop, owner and buyer
 * details come back from the placement statement itself.
 */
export async function findOrderTerms(db: Executor, productId: string): Promise<OrderTerms | undefined> {
  const [row] = await runStatement<Omit<OrderTerms, 'productPrice'> & { productPrice: string }>(
    db,
    ORDER_TERMS,
    [productId],
  );
  return row && { ...row, productPrice: Number(row.productPrice) };
}

export async function findOrderByIdempotencyKey(db: Executor, userId: string, key: string) {
  const [row] = await db
    .select({ id: orders.id, idempotencyFingerprint: orders.idempotencyFingerprint })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row;
}

export async function returnStock(db: Executor, productId: string, quantity: number): Promise<void> {
  await db
    .update(products)
    .set({ productStock: sql`${products.productStock} + ${quantity}::int` })
    .where(eq(products.id, productId));
}

/** An accepted order is a sale: the shop's sold count and the product's purchases (the 'popular' sort). */
export async function countSale(db: Executor, order: OrderTableRow): Promise<void> {
  await db
    .update(shops)
    .set({ totalSelledProducts: sql`${shops.totalSelledProducts} + ${order.productNumber}::bigint` })
    .where(eq(shops.id, order.shopId));
  await db
    .update(products)
    .set({ totalPurchases: sql`${products.totalPurchases} + ${order.productNumber}::bigint` })
    .where(eq(products.id, order.productId));
}

/** Moves one order from `from` to `to` if it still is in `from` (and `extra` holds); the row, or undefined. */
export async function transitionOrder(
  db: Executor,
  orderId: string,
  from: OrderState,
  to: Partial<OrderTableRow> & { orderState: OrderState; updatedAt: Date },
  /** Only an order created after this (one not yet due for its timer). */
  createdAfter?: Date,
): Promise<OrderTableRow | undefined> {
  const recent = createdAfter
    ? sql`${orders.createdAt} > ${createdAfter.toISOString()}::timestamptz`
    : undefined;
  const [row] = await db
    .update(orders)
    .set(to)
    .where(and(eq(orders.id, orderId), eq(orders.orderState, from), recent))
    .returning();
  return row;
}

/**
 * Moves up to `limit` orders in `from` whose `due` column is at or before `cutoff` to `to`. The inner
 * SELECT picks unlocked candidates; the outer WHERE re-checks the state, so two sweeps (two processes) or
 * a sweep and an accept racing on one row move it once.
 */
export async function transitionDue(
  db: Executor,
  from: OrderState,
  dueColumn: 'createdAt' | 'acceptedAt',
  cutoff: Date,
  to: Partial<OrderTableRow> & { orderState: OrderState; updatedAt: Date },
  limit: number,
  orderId?: string,
): Promise<OrderTableRow[]> {
  const due = orders[dueColumn];
  const candidates = db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.orderState, from),
        sql`${due} <= ${cutoff.toISOString()}::timestamptz`,
        orderId ? eq(orders.id, orderId) : undefined,
      ),
    )
    .orderBy(due)
    .limit(limit)
    // Concurrent sweeps take disjoint batches instead of queueing on the same rows.
    .for('update', { skipLocked: true });
  return db
    .update(orders)
    .set(to)
    .where(and(inArray(orders.id, candidates), eq(orders.orderState, from)))
    .returning();
}

/** Usernames, shop names and notification preferences of the parties of some orders (sweep notifications). */
export async function findParties(db: Executor, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return selectParties(db).where(inArray(orders.id, orderIds));
}

function selectParties(db: Executor) {
  return db
    .select({
      orderId: orders.id,
      buyerId: buyer.id,
      buyerUsername: buyer.username,
      buyerOrderNotif: buyer.orderNotif,
      shopName: shops.shopName,
      /** The shop's picture: what the buyer's notifications (and their pushes) show. */
      shopCoverImg: shops.coverImg,
      ownerId: owner.id,
      ownerOrderNotif: owner.orderNotif,
    })
    .from(orders)
    .innerJoin(buyer, eq(buyer.id, orders.userId))
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .innerJoin(owner, eq(owner.id, shops.userId));
}

export async function findPartiesOf(db: Executor, orderId: string) {
  const [row] = await selectParties(db).where(eq(orders.id, orderId)).limit(1);
  return row;
}

/** The trust signal's count of orders that ended Finished (shops.finished_orders). */
export async function countFinished(db: Executor, shopId: string, n: number): Promise<void> {
  if (n === 0) return;
  await db
    .update(shops)
    .set({ finishedOrders: sql`${shops.finishedOrders} + ${n}::bigint` })
    .where(eq(shops.id, shopId));
}

/**
 * Disputed → Accepted, the 7-day timer resuming where it stopped: acceptedAt moves on by the time the
 * dispute held it (the time left to the automatic finish is what it was when the dispute opened).
 */
export async function resumeDisputedOrder(
  db: Executor,
  orderId: string,
  pausedMs: number,
  now: Date,
): Promise<OrderTableRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({
      orderState: 'Accepted',
      acceptedAt: sql`${orders.acceptedAt} + make_interval(secs => ${pausedMs / 1000}::double precision)`,
      updatedAt: now,
    })
    .where(and(eq(orders.id, orderId), eq(orders.orderState, 'Disputed')))
    .returning();
  return row;
}

/**
 * The open orders (Pending or Accepted) the user bought or sold, locked: a suspension refuses them. A
 * Disputed order is not among them: its escrow stays held for the operator who decides the dispute.
 */
export function findOpenOrdersOf(db: Executor, userId: string) {
  return db
    .select({ id: orders.id, orderState: orders.orderState })
    .from(orders)
    .where(
      and(
        inArray(orders.orderState, ['Pending', 'Accepted']),
        or(
          eq(orders.userId, userId),
          inArray(orders.shopId, db.select({ id: shops.id }).from(shops).where(eq(shops.userId, userId))),
        ),
      ),
    )
    .for('update');
}

/** Whether the shop ever accepted an order (the seller's phone gate lets such sellers through). */
export async function shopHasAcceptedOrder(db: Executor, shopId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.shopId, shopId), isNotNull(orders.acceptedAt)))
    .limit(1);
  return row !== undefined;
}
