// The double-entry ledger: every movement writes entries that sum to zero, and a wallet's balance
// (users.wallet_budget) moves in the same statement sequence, inside the caller's transaction.
// A debit is one conditional UPDATE (wallet_budget >= amount): concurrent debits can never overdraw,
// and the CHECK users_wallet_budget_nonnegative stands behind it. Movements are idempotent per
// (operation, kind) and (order, kind) through unique indexes.
import { WALLET_MSG } from '@sugu/domain';
import type { Executor } from '../../db/client.js';
import type { MovementKind } from '../../db/schema/index.js';
import { conflict } from '../../lib/errors.js';
import { insertEntries, insertMovement, moveWalletBudget } from './ledger.repository.js';

/** A wallet, a provider's clearing account, or an order's escrow. */
type Account =
  | { account: 'wallet'; userId: string }
  | { account: 'clearing'; provider: string }
  | { account: 'escrow'; orderId: string };
type Leg = Account & { amount: number };

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
    const movementId = await insertMovement(sp, {
      kind: movement.kind,
      operationId: movement.operationId ?? null,
      orderId: movement.orderId ?? null,
      amount: movement.amount,
      currency: movement.currency,
    });
    if (!movementId) return null;
    for (const leg of movement.legs) {
      if (leg.account === 'wallet') await moveWallet(sp, leg.userId, leg.amount, movement.currency);
    }
    await insertEntries(
      sp,
      movement.legs.map((leg) => ({
        movementId,
        account: leg.account,
        userId: leg.account === 'wallet' ? leg.userId : null,
        orderId: leg.account === 'escrow' ? leg.orderId : null,
        provider: leg.account === 'clearing' ? leg.provider : null,
        amount: leg.amount,
        currency: movement.currency,
      })),
    );
    return movementId;
  });
}

/** The movement of most money: `amount` from one account to another (two legs). */
export function transfer(
  tx: Executor,
  movement: Omit<Movement, 'legs'> & { from: Account; to: Account },
): Promise<string | null> {
  const { from, to, ...rest } = movement;
  return postMovement(tx, {
    ...rest,
    legs: [
      { ...from, amount: -movement.amount },
      { ...to, amount: movement.amount },
    ],
  });
}

async function moveWallet(tx: Executor, userId: string, amount: number, currency: string) {
  const outcome = await moveWalletBudget(tx, userId, amount, currency);
  if (outcome === 'currency_mismatch') throw currencyMismatch();
  if (outcome === 'insufficient_balance') throw insufficientBalance();
}
