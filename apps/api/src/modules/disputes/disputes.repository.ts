// Queries of disputes, their messages and photos. Opening and ending a dispute are each one conditional
// write (the unique index on an order's open dispute; `WHERE state = 'Open'`): two requests racing on one
// dispute change it once, and the loser learns it from an empty RETURNING.
import type { DisputeOutcome, DisputeReason } from '@sugu/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { disputeMessages, disputePhotos, disputes, orders, shops, users } from '../../db/schema/index.js';

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

/** What a decision needs of the disputed order: its parties, total and reference. */
export async function findOrderOfDispute(db: Executor, orderId: string) {
  const [row] = await db
    .select({
      id: orders.id,
      reference: orders.reference,
      buyerId: orders.userId,
      shopId: orders.shopId,
      ownerId: shops.userId,
      totalPrice: orders.totalPrice,
      paymentMethod: orders.paymentMethod,
    })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}
