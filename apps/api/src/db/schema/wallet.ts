// Double-entry ledger of the wallet: every movement of money is one ledger_movements row
// and its entries, which sum to zero per currency. Entries are immutable (trigger in a custom migration);
// users.wallet_budget moves only in the transaction that writes a wallet entry, and equals their sum.
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from './columns.js';
import { orders, walletOperations } from './commerce.js';
import { users } from './users.js';

export type LedgerAccount = 'wallet' | 'clearing' | 'escrow';
export type MovementKind =
  | 'deposit'
  | 'withdrawal'
  | 'withdrawal_reversal'
  | 'escrow_hold'
  | 'escrow_release'
  | 'escrow_refund'
  | 'escrow_split';

export const ledgerMovements = pgTable(
  'ledger_movements',
  {
    id: id(),
    kind: varchar({ length: 24 }).$type<MovementKind>().notNull(),
    operationId: uuid().references(() => walletOperations.id),
    orderId: uuid().references(() => orders.id),
    amount: bigint({ mode: 'number' }).notNull(),
    currency: varchar({ length: 3 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // Idempotency: one movement of a kind per operation or per order, whoever asks twice.
    uniqueIndex('ledger_movements_operation_key')
      .on(t.operationId, t.kind)
      .where(sql`${t.operationId} IS NOT NULL`),
    uniqueIndex('ledger_movements_order_key').on(t.orderId, t.kind).where(sql`${t.orderId} IS NOT NULL`),
    check('ledger_movements_amount_positive', sql`${t.amount} > 0`),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    movementId: ref(() => ledgerMovements.id),
    account: varchar({ length: 10 }).$type<LedgerAccount>().notNull(),
    /** The wallet's owner (account 'wallet'). */
    userId: uuid().references(() => users.id),
    /** The order whose money is held (account 'escrow'). */
    orderId: uuid().references(() => orders.id),
    /** The provider whose clearing account it is (account 'clearing'). */
    provider: varchar({ length: 20 }),
    /** Signed: positive credits the account, negative debits it. */
    amount: bigint({ mode: 'number' }).notNull(),
    currency: varchar({ length: 3 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_movement_idx').on(t.movementId),
    index('ledger_entries_wallet_idx').on(t.userId).where(sql`${t.userId} IS NOT NULL`),
    index('ledger_entries_escrow_idx').on(t.orderId).where(sql`${t.orderId} IS NOT NULL`),
    check('ledger_entries_amount_nonzero', sql`${t.amount} <> 0`),
    check(
      'ledger_entries_account_shape',
      sql`(${t.account} = 'wallet' AND ${t.userId} IS NOT NULL)
        OR (${t.account} = 'escrow' AND ${t.orderId} IS NOT NULL)
        OR (${t.account} = 'clearing' AND ${t.provider} IS NOT NULL)`,
    ),
  ],
);

/** Where a withdrawal is paid out (POST /api/Cashout/withdraw). */
export const walletPayouts = pgTable('wallet_payouts', {
  operationId: uuid()
    .primaryKey()
    .references(() => walletOperations.id),
  prefix: varchar({ length: 4 }).notNull(),
  phone: varchar({ length: 20 }).notNull(),
  name: varchar({ length: 80 }).notNull(),
  surname: varchar({ length: 80 }).notNull(),
  email: varchar({ length: 254 }).notNull(),
  createdAt: createdAt(),
});

/**
 * The built-in sandbox provider's own books: what its checkout page was told and what the payer decided.
 * It stands for the provider's side, so our settlement reads it only through the provider interface.
 */
export const sandboxTransactions = pgTable('payment_sandbox_transactions', {
  reference: text().primaryKey(),
  kind: varchar({ length: 10 }).$type<'payment' | 'payout'>().notNull(),
  amount: bigint({ mode: 'number' }).notNull(),
  currency: varchar({ length: 3 }).notNull(),
  description: text().notNull().default(''),
  /** PENDING, ACCEPTED or REFUSED. */
  status: varchar({ length: 10 }).$type<'PENDING' | 'ACCEPTED' | 'REFUSED'>().notNull().default('PENDING'),
  method: varchar({ length: 20 }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
