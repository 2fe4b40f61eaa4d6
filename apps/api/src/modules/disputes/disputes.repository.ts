// Queries of disputes, their messages and photos. Opening and ending a dispute are each one conditional
// write (the unique index on an order's open dispute; `WHERE state = 'Open'`): two requests racing on one
// dispute change it once, and the loser learns it from an empty RETURNING.
import type { DisputeOutcome, DisputeReason, DisputeState } from '@sugu/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { disputeMessages, disputePhotos, disputes, orders, shops, users } from '../../db/schema/index.js';
import { olderThan, type TimeKeyset, timestampKey } from '../../lib/cursor.js';

export type DisputeRow = typeof disputes.$inferSelect;

export interface PhotoInput {
  mediaKey: string;
  width: number;
  height: number;
}

export async function insertDispute(
  db: Executor,
  values: { orderId: string; buyerId: string; shopId: string; reason: DisputeReason; openedAt: Date },
): Promise<DisputeRow | undefined> {
  const [row] = await db
    .insert(disputes)
    .values(values)
    .onConflictDoNothing({ target: disputes.orderId, where: sql`${disputes.state} = 'Open'` })
    .returning();
  return row;
}

export async function insertDisputeMessage(
  db: Executor,
  values: { disputeId: string; authorId: string; text: string; createdAt: Date },
  photos: readonly PhotoInput[],
): Promise<string> {
  const [row] = await db.insert(disputeMessages).values(values).returning({ id: disputeMessages.id });
  const messageId = row!.id;
  if (photos.length > 0) {
    await db
      .insert(disputePhotos)
      .values(photos.map((photo, position) => ({ messageId, position, ...photo })));
  }
  return messageId;
}

/** The order's latest dispute (the open one if any: an order has at most one open, and it is the latest). */
export async function findLatestDispute(db: Executor, orderId: string): Promise<DisputeRow | undefined> {
  const [row] = await db
    .select()
    .from(disputes)
    .where(eq(disputes.orderId, orderId))
    .orderBy(desc(disputes.openedAt), desc(disputes.id))
    .limit(1);
  return row;
}

export async function findDispute(db: Executor, id: string): Promise<DisputeRow | undefined> {
  const [row] = await db.select().from(disputes).where(eq(disputes.id, id)).limit(1);
  return row;
}

/** A dispute's thread in order, with each author's username and each message's photos. */
export async function findThread(db: Executor, disputeId: string) {
  const messages = await db
    .select({
      id: disputeMessages.id,
      authorId: disputeMessages.authorId,
      authorUsername: users.username,
      text: disputeMessages.text,
      createdAt: disputeMessages.createdAt,
    })
    .from(disputeMessages)
    .innerJoin(users, eq(users.id, disputeMessages.authorId))
    .where(eq(disputeMessages.disputeId, disputeId))
    .orderBy(asc(disputeMessages.createdAt), asc(disputeMessages.id));
  const photos =
    messages.length === 0
      ? []
      : await db
          .select()
          .from(disputePhotos)
          .where(
            inArray(
              disputePhotos.messageId,
              messages.map((m) => m.id),
            ),
          )
          .orderBy(asc(disputePhotos.position));
  return { messages, photos };
}

/** Open → Resolved with `outcome`, once: undefined when the dispute was no longer open. */
export async function endDispute(
  db: Executor,
  id: string,
  values: {
    outcome: DisputeOutcome;
    refundAmount?: number | null;
    resolvedBy?: string | null;
    closedAt: Date;
  },
): Promise<DisputeRow | undefined> {
  const [row] = await db
    .update(disputes)
    .set({ state: 'Resolved', ...values })
    .where(and(eq(disputes.id, id), eq(disputes.state, 'Open')))
    .returning();
  return row;
}

export async function setMoneyMoved(db: Executor, id: string): Promise<void> {
  await db.update(disputes).set({ moneyMoved: true }).where(eq(disputes.id, id));
}

/** The trust signal's count of disputes decided against the shop (shops.disputes_lost). */
export async function countDisputeLost(db: Executor, shopId: string): Promise<void> {
  await db
    .update(shops)
    .set({ disputesLost: sql`${shops.disputesLost} + 1` })
    .where(eq(shops.id, shopId));
}

/** The operators' queue: disputes in `state`, newest first, one keyset page (with the order's summary). */
export function findDisputePage(db: Executor, state: DisputeState, limit: number, after: TimeKeyset | null) {
  return db
    .select({
      dispute: disputes,
      key: timestampKey(disputes.openedAt),
      orderReference: orders.reference,
      totalPrice: orders.totalPrice,
      currency: orders.currency,
      paymentMethod: orders.paymentMethod,
      buyerUsername: users.username,
      shopName: shops.shopName,
    })
    .from(disputes)
    .innerJoin(orders, eq(orders.id, disputes.orderId))
    .innerJoin(users, eq(users.id, disputes.buyerId))
    .innerJoin(shops, eq(shops.id, disputes.shopId))
    .where(
      and(eq(disputes.state, state), after ? olderThan(disputes.openedAt, disputes.id, after) : undefined),
    )
    .orderBy(desc(disputes.openedAt), desc(disputes.id))
    .limit(limit);
}

export function countOpenDisputes(db: Executor): Promise<number> {
  return db.$count(disputes, eq(disputes.state, 'Open'));
}

/** What the operator's detail shows of the disputed order. */
export async function findOrderSummary(db: Executor, orderId: string) {
  const [row] = await db
    .select({
      order: orders,
      buyerUsername: users.username,
      shopName: shops.shopName,
      ownerId: shops.userId,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}
