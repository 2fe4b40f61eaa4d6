// Disputes on orders (modules/disputes): one open at a time per order, its thread of messages and their
// photos (media keys, re-encoded like every upload). The 7-day timer's pause is read from opened_at.

import type { DisputeOutcome, DisputeReason, DisputeState } from '@sugu/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, cascadeRef, id, imagesTable, ref } from './columns.js';
import { orders } from './commerce.js';
import { shops } from './shops.js';
import { users } from './users.js';

export const disputes = pgTable(
  'disputes',
  {
    id: id(),
    orderId: ref(() => orders.id),
    buyerId: ref(() => users.id),
    shopId: ref(() => shops.id),
    reason: varchar({ length: 20 }).$type<DisputeReason>().notNull(),
    state: varchar({ length: 10 }).$type<DisputeState>().notNull().default('Open'),
    outcome: varchar({ length: 10 }).$type<DisputeOutcome>(),
    /** A split's part returned to the buyer. */
    refundAmount: bigint({ mode: 'number' }),
    /** False for a pay-on-delivery order: the decision is recorded, no money moves. */
    moneyMoved: boolean().notNull().default(false),
    /** The operator who decided (null while open or when the buyer withdrew). */
    resolvedBy: uuid().references(() => users.id),
    /** When the order's 7-day timer stopped; on withdrawal it resumes with what was left then. */
    openedAt: at().notNull(),
    closedAt: at(),
  },
  (t) => [
    uniqueIndex('disputes_open_order_key').on(t.orderId).where(sql`${t.state} = 'Open'`),
    index('disputes_order_idx').on(t.orderId, t.openedAt.desc()),
    index('disputes_open_idx').on(t.openedAt).where(sql`${t.state} = 'Open'`),
    index('disputes_shop_idx').on(t.shopId),
    check(
      'disputes_outcome_shape',
      sql`(${t.state} = 'Open' AND ${t.outcome} IS NULL) OR (${t.state} = 'Resolved' AND ${t.outcome} IS NOT NULL)`,
    ),
    check('disputes_refund_positive', sql`${t.refundAmount} IS NULL OR ${t.refundAmount} > 0`),
  ],
);

export const disputeMessages = pgTable(
  'dispute_messages',
  {
    id: id(),
    disputeId: cascadeRef(() => disputes.id),
    authorId: ref(() => users.id),
    text: text().notNull(),
    createdAt: at().notNull(),
  },
  (t) => [index('dispute_messages_dispute_idx').on(t.disputeId, t.createdAt, t.id)],
);

/** The photos of a thread's message, in the order they were sent. */
export const disputePhotos = imagesTable('dispute_photos', 'messageId', () => disputeMessages.id);
