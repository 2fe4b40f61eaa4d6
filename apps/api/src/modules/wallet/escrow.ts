// Buyer protection: an order paid from the wallet holds its amount in escrow until the order is Finished
// (released to the seller) or Refused (refunded to the buyer). For the orders module to call inside the
// order's own transaction; each call is idempotent per order, and release and refund exclude each other.

import { MONEY_MSG, WALLET_MSG } from '@sugu/domain';
import type { Executor } from '../../db/client.js';
import { conflict } from '../../lib/errors.js';
import { requireRoom } from './balance-room.js';
import { lockWallets } from './balance-room.repository.js';
import { formatAmount, transfer } from './ledger.js';
import { findSellerOfOrder, findSettledKind, lockHold } from './ledger.repository.js';
import { notifyWalletOwner } from './wallet-notice.js';

export type EscrowResult = 'done' | 'already' | 'none';

/**
 * Takes `amount` from the buyer's wallet into the order's escrow. 409 insufficient_balance if short;
 * 409 seller_wallet_full when the seller's wallet could not take it at the release (balance-room.ts).
 */
export async function holdEscrow(
  tx: Executor,
  input: { orderId: string; buyerId: string; amount: number; currency: string },
): Promise<EscrowResult> {
  const sellerId = await sellerOf(tx, input.orderId);
  await lockWallets(tx, [input.buyerId, sellerId]);
  if (!(await lockHold(tx, input.orderId))) {
    await requireRoom(tx, sellerId, input.amount, () =>
      conflict(MONEY_MSG.sellerWalletFull, 'seller_wallet_full'),
    );
  }
  const id = await transfer(tx, {
    kind: 'escrow_hold',
    orderId: input.orderId,
    amount: input.amount,
    currency: input.currency,
    from: { account: 'wallet', userId: input.buyerId },
    to: { account: 'escrow', orderId: input.orderId },
  });
  if (id) return 'done';
  const hold = await lockHold(tx, input.orderId);
  if (hold?.amount !== input.amount || hold.currency !== input.currency || hold.buyerId !== input.buyerId) {
    throw new Error(`escrow of order ${input.orderId}: already held with other terms`);
  }
  return 'already';
}

/** Pays the held amount to the seller (order Finished). 'none' when the order was not paid from the wallet. */
export function releaseEscrow(
  tx: Executor,
  input: { orderId: string; sellerId: string },
): Promise<EscrowResult> {
  return settleEscrow(tx, input.orderId, {
    kind: 'escrow_release',
    other: 'escrow_refund',
    otherCode: 'escrow_already_refunded',
    userId: input.sellerId,
    title: WALLET_MSG.escrowReleaseTitle,
    message: WALLET_MSG.escrowReleaseMessage,
  });
}

/** Gives the held amount back to the buyer (order Refused or auto-refused). */
export function refundEscrow(
  tx: Executor,
  input: { orderId: string; buyerId: string },
): Promise<EscrowResult> {
  return settleEscrow(tx, input.orderId, {
    kind: 'escrow_refund',
    other: 'escrow_release',
    otherCode: 'escrow_already_released',
    userId: input.buyerId,
    buyerOnly: true,
    title: WALLET_MSG.escrowRefundTitle,
    message: WALLET_MSG.escrowRefundMessage,
  });
}

type EscrowOutcome = 'escrow_release' | 'escrow_refund';

/** Moves the held amount from escrow to `userId`'s wallet once; the other outcome, once taken, is a 409. */
async function settleEscrow(
  tx: Executor,
  orderId: string,
  to: {
    kind: EscrowOutcome;
    other: EscrowOutcome;
    otherCode: string;
    userId: string;
    buyerOnly?: boolean;
    title: string;
    message: (amount: string) => string;
  },
): Promise<EscrowResult> {
  const hold = await lockHold(tx, orderId);
  if (!hold) return 'none';
  if (to.buyerOnly && hold.buyerId !== to.userId)
    throw new Error(`escrow of order ${orderId}: not this buyer`);
  const settled = await findSettledKind(tx, orderId);
  if (settled === to.kind) return 'already';
  if (settled === to.other) throw conflict(WALLET_MSG.genericError, to.otherCode);
  await transfer(tx, {
    kind: to.kind,
    orderId,
    amount: hold.amount,
    currency: hold.currency,
    from: { account: 'escrow', orderId },
    to: { account: 'wallet', userId: to.userId },
  });
  await notifyWalletOwner(tx, to.userId, to.title, to.message(formatAmount(hold.amount, hold.currency)));
  return 'done';
}

async function sellerOf(tx: Executor, orderId: string): Promise<string> {
  const sellerId = await findSellerOfOrder(tx, orderId);
  if (!sellerId) throw new Error(`escrow of unknown order ${orderId}`);
  return sellerId;
}
