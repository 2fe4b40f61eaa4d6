import type { OrderState } from '@sugu/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, cascadeRef, createdAt, id, ref, updatedAt } from './columns.js';
import { products, shops } from './shops.js';
import { users } from './users.js';

export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: ref(() => users.id),
    shopId: ref(() => shops.id),
    productId: ref(() => products.id),
    productNumber: integer().notNull(),
    deliveryMethod: varchar({ length: 10 }).$type<'home' | 'contact' | 'get'>().notNull(),
    /** 'wallet': the total was held in escrow when the order was placed (wallet/escrow.ts). */
    paymentMethod: varchar({ length: 10 }).$type<'agreement' | 'wallet'>().notNull().default('agreement'),
    /** The short reference people read and type (@sugu/domain orderReferenceOf: from the id's last 40 bits). */
    reference: varchar({ length: 8 }).notNull(),
    /** Price and name when ordered: later product edits do not rewrite history. */
    productName: varchar({ length: 24 }).notNull(),
    productPrice: bigint({ mode: 'number' }).notNull(),
    totalPrice: bigint({ mode: 'number' }).notNull(),
    currency: varchar({ length: 3 }).notNull().default('XOF'),
    orderState: varchar({ length: 10 }).$type<OrderState>().notNull().default('Pending'),
    /** Sent by the client as the Idempotency-Key header: a retried creation returns this order. */
    idempotencyKey: varchar({ length: 64 }),
    /** SHA-256 (hex) of the normalised request the key was sent with: the same key with another body is a 422. */
    idempotencyFingerprint: varchar({ length: 64 }),
    acceptedAt: at(),
    refusedAt: at(),
    finishedAt: at(),
    /** What a dispute's decision gave back to the buyer: the total (refund) or a part (split); null otherwise. */
    refundedAmount: bigint({ mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('orders_shop_idx').on(t.shopId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('orders_idempotency_key')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} IS NOT NULL`),
    uniqueIndex('orders_reference_key').on(t.reference),
    // The two timers' sweeps read only the orders still waiting for one.
    index('orders_pending_due_idx').on(t.createdAt).where(sql`${t.orderState} = 'Pending'`),
    index('orders_accepted_due_idx').on(t.acceptedAt).where(sql`${t.orderState} = 'Accepted'`),
    check('orders_quantity_positive', sql`${t.productNumber} >= 1`),
    check(
      'orders_refunded_amount_bounds',
      sql`${t.refundedAmount} IS NULL OR (${t.refundedAmount} > 0 AND ${t.refundedAmount} <= ${t.totalPrice})`,
    ),
  ],
);

/** One conversation per (buyer, seller) pair; an order opens or re-opens it for 36 hours. */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    buyerId: cascadeRef(() => users.id),
    sellerId: cascadeRef(() => users.id),
    shopId: cascadeRef(() => shops.id),
    openedAt: at().notNull(),
    /** Open disputes between the pair: while above 0 the conversation stays open whatever the 36 h say. */
    heldOpen: smallint().notNull().default(0),
    lastMessageAt: at(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversations_pair_key').on(t.buyerId, t.sellerId),
    index('conversations_seller_idx').on(t.sellerId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    conversationId: cascadeRef(() => conversations.id),
    senderId: cascadeRef(() => users.id),
    receiverId: cascadeRef(() => users.id),
    content: varchar({ length: 2000 }).notNull(),
    isRead: boolean().notNull().default(false),
    /** The sender's own id for the message: a resend after a dropped connection finds it instead of copying. */
    clientId: varchar({ length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.createdAt, t.id),
    uniqueIndex('messages_sender_client_id_key').on(t.senderId, t.clientId),
    index('messages_unread_idx').on(t.receiverId, t.conversationId).where(sql`NOT ${t.isRead}`),
  ],
);

/** Wallet ledger: the balance on users.wallet_budget moves only in the transaction that writes a row here. */
export const walletOperations = pgTable(
  'wallet_operations',
  {
    id: id(),
    userId: cascadeRef(() => users.id),
    /** 3 deposit, 4 withdrawal. */
    type: smallint().notNull(),
    /** 0 pending, 1 settled, 2 failed. */
    status: smallint().notNull().default(0),
    operationAmount: bigint({ mode: 'number' }).notNull(),
    currency: varchar({ length: 3 }).notNull().default('XOF'),
    provider: varchar({ length: 20 }).notNull(),
    providerRef: text(),
    operationTime: createdAt(),
    settledAt: at(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('wallet_operations_user_idx').on(t.userId, t.operationTime.desc(), t.id.desc()),
    uniqueIndex('wallet_operations_provider_ref_key').on(t.provider, t.providerRef),
    check('wallet_operations_amount_positive', sql`${t.operationAmount} > 0`),
  ],
);
