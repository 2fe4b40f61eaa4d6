// Buyer protection: an order paid from the wallet holds its amount in escrow until the order is Finished
// (released to the seller) or Refused (refunded to the buyer). For the orders module to call inside the
// order's own transaction; each call is idempotent per order, and release and refund exclude each other.

import { WALLET_MSG } from '@sugu/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { ledgerEntries, ledgerMovements } from '../../db/schema/index.js';
import { conflict } from '../../lib/errors.js';
import { notify } from '../notifications/notifications.service.js';
import { formatAmount, postMovement } from './ledger.js';

export type EscrowResult = 'done' | 'already' | 'none';

/** Takes `amount` from the buyer's wallet into the order's escrow. 409 insufficient_balance if short. */
export async function holdEscrow(
  tx: Executor,
  input: { orderId: string; buyerId: string; amount: number; currency: string },
): Promise<EscrowResult> {
  const id = await postMovement(tx, {
    kind: 'escrow_hold',
    orderId: input.orderId,
    amount: input.amount,
    currency: input.currency,
    legs: [
      { account: 'wallet', userId: input.buyerId, amount: -input.amount },
      { account: 'escrow', orderId: input.orderId, amount: input.amount },
    ],
  });
  if (id) return 'done';
  const hold = await lockedHold(tx, input.orderId);
  if (hold?.amount !== input.amount || hold.currency !== input.currency || hold.buyerId !== input.buyerId) {
    throw new Error(`escrow of order ${input.orderId}: already held with other terms`);
  }
  return 'already';
}

/** Pays the held amount to the seller (order Finished). 'none' when the order was not paid from the wallet. */
export async function releaseEscrow(
  tx: Executor,
  input: { orderId: string; sellerId: string },
): Promise<EscrowResult> {
  const hold = await lockedHold(tx, input.orderId);
  if (!hold) return 'none';
  const settled = await settledKind(tx, input.orderId);
  if (settled === 'escrow_release') return 'already';
  if (settled === 'escrow_refund') throw conflict(WALLET_MSG.genericError, 'escrow_already_refunded');
  await postMovement(tx, {
    kind: 'escrow_release',
    orderId: input.orderId,
    amount: hold.amount,
    currency: hold.currency,
    legs: [
      { account: 'escrow', orderId: input.orderId, amount: -hold.amount },
      { account: 'wallet', userId: input.sellerId, amount: hold.amount },
    ],
  });
  await notify(tx, {
    userId: input.sellerId,
    type: 'Wallet',
    title: WALLET_MSG.escrowReleaseTitle,
    message: WALLET_MSG.escrowReleaseMessage(formatAmount(hold.amount, hold.currency)),
    link: '/portefeuille',
  });
  return 'done';
}

/** Gives the held amount back to the buyer (order Refused or auto-refused). */
export async function refundEscrow(
  tx: Executor,
  input: { orderId: string; buyerId: string },
): Promise<EscrowResult> {
  const hold = await lockedHold(tx, input.orderId);
  if (!hold) return 'none';
  if (hold.buyerId !== input.buyerId) throw new Error(`escrow of order ${input.orderId}: not this buyer`);
  const settled = await settledKind(tx, input.orderId);
  if (settled === 'escrow_refund') return 'already';
  if (settled === 'escrow_release') throw conflict(WALLET_MSG.genericError, 'escrow_already_released');
  await postMovement(tx, {
    kind: 'escrow_refund',
    orderId: input.orderId,
    amount: hold.amount,
    currency: hold.currency,
    legs: [
      { account: 'escrow', orderId: input.orderId, amount: -hold.amount },
      { account: 'wallet', userId: input.buyerId, amount: hold.amount },
    ],
  });
  await notify(tx, {
    userId: input.buyerId,
    type: 'Wallet',
    title: WALLET_MSG.escrowRefundTitle,
    message: WALLET_MSG.escrowRefundMessage(formatAmount(hold.amount, hold.currency)),
    link: '/portefeuille',
  });
  return 'done';
}

/** The order's hold, row-locked so a concurrent release and refund of one order run one after the other. */
async function lockedHold(tx: Executor, orderId: string) {
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

async function settledKind(tx: Executor, orderId: string) {
  const [row] = await tx
    .select({ kind: ledgerMovements.kind })
    .from(ledgerMovements)
    .where(
      and(
        eq(ledgerMovements.orderId, orderId),
        inArray(ledgerMovements.kind, ['escrow_release', 'escrow_refund']),
      ),
    );
  return row?.kind ?? null;
}
