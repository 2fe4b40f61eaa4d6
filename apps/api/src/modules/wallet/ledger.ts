// The double-entry ledger: every movement writes entries that sum to zero, and a wallet's balance
// (users.wallet_budget) moves in the same statement sequence, inside the caller's transaction.
// A debit is one conditional UPDATE (wallet_budget >= amount): concurrent debits can never overdraw,
// and the CHECK users_wallet_budget_nonnegative stands behind it. Movements are idempotent per
// (operation, kind) and (order, kind) through unique indexes.
import { formatNumber, WALLET_MSG } from '@sugu/domain';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { ledgerEntries, ledgerMovements, type MovementKind, users } from '../../db/schema/index.js';
import { conflict } from '../../lib/errors.js';

type Leg =
  | { account: 'wallet'; userId: string; amount: number }
  | { account: 'clearing'; provider: string; amount: number }
  | { account: 'escrow'; orderId: string; amount: number };

export interface Movement {
  kind: MovementKind;
  operationId?: string;
  orderId?: string;
  amount: number;
  currency: string;
  legs: Leg[];
}

const insufficientBalance = () => conflict(WALLET_MSG.insufficientBalance, 'insufficient_balance');
const currencyMismatch = () => conflict(WALLET_MSG.currencyMismatch, 'currency_mismatch');

/** "12 500 XOF", as wallet notifications show amounts. */
export const formatAmount = (amount: number, currency: string) => `${formatNumber(amount)} ${currency}`;

/**
 * Writes a movement and its entries, moving the wallets it touches. Returns the movement id, or null when
 * the same movement (kind and operation or order) was already written: nothing changes then.
 * Throws 409 insufficient_balance when a wallet would go below zero (the caller's transaction then rolls back).
 */
export async function postMovement(tx: Executor, movement: Movement): Promise<string | null> {
  const total = movement.legs.reduce((sum, leg) => sum + leg.amount, 0);
  if (total !== 0 || movement.legs.length < 2) throw new Error(`unbalanced movement ${movement.kind}`);
  // A savepoint: a refused debit leaves the caller's transaction clean even if the caller catches the error.
  return tx.transaction(async (sp) => {
    const [inserted] = await sp
      .insert(ledgerMovements)
      .values({
        kind: movement.kind,
        operationId: movement.operationId ?? null,
        orderId: movement.orderId ?? null,
        amount: movement.amount,
        currency: movement.currency,
      })
      .onConflictDoNothing()
      .returning({ id: ledgerMovements.id });
    if (!inserted) return null;
    for (const leg of movement.legs) {
      if (leg.account === 'wallet') await moveWallet(sp, leg.userId, leg.amount, movement.currency);
    }
    await sp.insert(ledgerEntries).values(
      movement.legs.map((leg) => ({
        movementId: inserted.id,
        account: leg.account,
        userId: leg.account === 'wallet' ? leg.userId : null,
        orderId: leg.account === 'escrow' ? leg.orderId : null,
        provider: leg.account === 'clearing' ? leg.provider : null,
        amount: leg.amount,
        currency: movement.currency,
      })),
    );
    return inserted.id;
  });
}

async function moveWallet(tx: Executor, userId: string, amount: number, currency: string) {
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
  if (moved.length === 1) return;
  const [user] = await tx.select({ devise: users.devise }).from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`wallet of unknown user ${userId}`);
  throw user.devise !== currency ? currencyMismatch() : insufficientBalance();
}

/** The balance of a wallet according to its entries (tests and audits compare it with wallet_budget). */
export async function walletLedgerBalance(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.account, 'wallet'), eq(ledgerEntries.userId, userId)));
  return Number(row?.sum ?? 0);
}
