// Queries of the ledger: movements and their entries (immutable, ledger triggers), the wallets they move
// (users.wallet_budget), and the escrow of an order as its movements record it.
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  ledgerEntries,
  ledgerMovements,
  type MovementKind,
  orders,
  shops,
  users,
} from '../../db/schema/index.js';

/** The movement's id, or undefined when the same movement (kind and operation or order) already exists. */
export async function insertMovement(
  tx: Executor,
  values: typeof ledgerMovements.$inferInsert,
): Promise<string | undefined> {
  const [inserted] = await tx
    .insert(ledgerMovements)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: ledgerMovements.id });
  return inserted?.id;
}

export async function insertEntries(tx: Executor, entries: (typeof ledgerEntries.$inferInsert)[]) {
  await tx.insert(ledgerEntries).values(entries);
}

/**
 * Moves a wallet by `amount` in its own currency; a debit only while the balance covers it (one conditional
 * UPDATE: concurrent debits never overdraw). 'moved', or why not.
 */
export async function moveWalletBudget(
  tx: Executor,
  userId: string,
  amount: number,
  currency: string,
): Promise<'moved' | 'currency_mismatch' | 'insufficient_balance'> {
  const moved = await tx
    .update(users)
    .set({ walletBudget: sql`${users.walletBudget} + ${amount}` })
    .where(
      and(
        eq(users.id, userId),
        eq(users.devise, currency),
        amount < 0 ? gte(users.walletBudget, -amount) : undefined,
      ),
    )
    .returning({ id: users.id });
  if (moved.length === 1) return 'moved';
  const [user] = await tx.select({ devise: users.devise }).from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`wallet of unknown user ${userId}`);
  return user.devise !== currency ? 'currency_mismatch' : 'insufficient_balance';
}

/** The currency a wallet holds: its owner's devise. */
export async function walletCurrencyOf(tx: Executor, userId: string): Promise<string | undefined> {
  const [user] = await tx.select({ devise: users.devise }).from(users).where(eq(users.id, userId));
  return user?.devise;
}

/** The balance of a wallet according to its entries (tests and audits compare it with wallet_budget). */
export async function walletLedgerBalance(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.account, 'wallet'), eq(ledgerEntries.userId, userId)));
  return Number(row?.sum ?? 0);
}

export async function findSellerOfOrder(tx: Executor, orderId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ userId: shops.userId })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .where(eq(orders.id, orderId));
  return row?.userId;
}

/** The order's hold, row-locked so a concurrent release and refund of one order run one after the other. */
export async function lockHold(tx: Executor, orderId: string) {
  const [hold] = await tx
    .select({ id: ledgerMovements.id, amount: ledgerMovements.amount, currency: ledgerMovements.currency })
    .from(ledgerMovements)
    .where(and(eq(ledgerMovements.orderId, orderId), eq(ledgerMovements.kind, 'escrow_hold')))
    .for('update');
  if (!hold) return null;
  const [buyer] = await tx
    .select({ userId: ledgerEntries.userId })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.movementId, hold.id), eq(ledgerEntries.account, 'wallet')));
  return { ...hold, buyerId: buyer?.userId ?? null };
}

export type EscrowSettlement = Extract<MovementKind, 'escrow_release' | 'escrow_refund' | 'escrow_split'>;
const SETTLEMENTS: EscrowSettlement[] = ['escrow_release', 'escrow_refund', 'escrow_split'];

/** Which of release, refund and split the order's escrow went to, if any. */
export async function findSettledKind(tx: Executor, orderId: string): Promise<EscrowSettlement | null> {
  const [row] = await tx
    .select({ kind: ledgerMovements.kind })
    .from(ledgerMovements)
    .where(and(eq(ledgerMovements.orderId, orderId), inArray(ledgerMovements.kind, SETTLEMENTS)));
  return (row?.kind as EscrowSettlement | undefined) ?? null;
}
