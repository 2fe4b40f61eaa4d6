// Buyer protection: an order paid from the wallet holds its amount in escrow until the order is Finished
// (released to the seller) or Refused (refunded to the buyer), or a dispute is decided (refund, release, or
// a split of both). For the orders and disputes modules to call inside their own transaction; each call is
// idempotent per order, and release, refund and split exclude each other.

import { DISPUTE_MSG, formatOrderAmount, MONEY_MSG, WALLET_MSG } from '@sugu/domain';
import type { Executor } from '../../db/client.js';
import { conflict, invalid } from '../../lib/errors.js';
import { requireRoom } from './balance-room.js';
import { lockWallets } from './balance-room.repository.js';
import { postMovement, transfer } from './ledger.js';
import {
  type EscrowSettlement,
  findSellerOfOrder,
  findSettledKind,
  lockHold,
  walletCurrencyOf,
} from './ledger.repository.js';
import { notifyWalletOwner } from './wallet-notice.js';

export type EscrowResult = 'done' | 'already' | 'none';

/**
 * Takes `amount` from the buyer's wallet into the order's escrow. 409 insufficient_balance if short;
 * 409 seller_wallet_full when the seller's wallet could not take it at the release (balance-room.ts);
 * 409 currency_mismatch when the seller's wallet holds another currency (no conversion, ever).
 */
export async function holdEscrow(
  tx: Executor,
  input: { orderId: string; buyerId: string; amount: number; currency: string },
): Promise<EscrowResult> {
  const sellerId = await sellerOf(tx, input.orderId);
  await lockWallets(tx, [input.buyerId, sellerId]);
  if ((await walletCurrencyOf(tx, sellerId)) !== input.currency) {
    throw conflict(WALLET_MSG.sellerOtherCurrency, 'currency_mismatch');
  }
  if (!(await lockHold(tx, input.orderId))) {
    await requireRoom(tx, { userId: sellerId, currency: input.currency }, input.amount, () =>
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
  input: { orderId: string; sellerId: string; cause?: 'dispute' },
): Promise<EscrowResult> {
  return settleEscrow(tx, input.orderId, {
    kind: 'escrow_release',
    userId: input.sellerId,
    title: () => WALLET_MSG.escrowReleaseTitle,
    message: (amount) =>
      input.cause === 'dispute'
        ? WALLET_MSG.escrowDisputeReleaseMessage(amount)
        : WALLET_MSG.escrowReleaseMessage(amount),
  });
}

/** Gives the held amount back to the buyer (order Refused or auto-refused, or a dispute decided for them). */
export function refundEscrow(
  tx: Executor,
  input: { orderId: string; buyerId: string; cause?: 'dispute' },
): Promise<EscrowResult> {
  return settleEscrow(tx, input.orderId, {
    kind: 'escrow_refund',
    userId: input.buyerId,
    buyerOnly: true,
    title: () => WALLET_MSG.escrowRefundTitle,
    message: (amount) =>
      input.cause === 'dispute'
        ? WALLET_MSG.escrowDisputeRefundMessage(amount)
        : WALLET_MSG.escrowRefundMessage(amount),
  });
}

/**
 * A dispute's split: `refundAmount` (1 ≤ x < held amount) back to the buyer, the rest to the seller, in
 * one movement of three entries. 'none' when the order was not paid from the wallet.
 */
export async function splitEscrow(
  tx: Executor,
  input: { orderId: string; sellerId: string; refundAmount: number },
): Promise<EscrowResult> {
  const hold = await lockHold(tx, input.orderId);
  if (!hold) return 'none';
  if (!hold.buyerId) throw new Error(`escrow of order ${input.orderId}: no buyer`);
  const settled = await findSettledKind(tx, input.orderId);
  if (settled === 'escrow_split') return 'already';
  if (settled) throw conflict(WALLET_MSG.genericError, alreadyCode[settled]);
  const refund = input.refundAmount;
  if (!Number.isSafeInteger(refund) || refund < 1 || refund >= hold.amount) {
    throw invalid(DISPUTE_MSG.refundAmountInvalid, { refundAmount: DISPUTE_MSG.refundAmountInvalid });
  }
  // Two wallets credited in one movement: locked in id order, as holdEscrow does (no crossed deadlock).
  await lockWallets(tx, [hold.buyerId, input.sellerId]);
  await postMovement(tx, {
    kind: 'escrow_split',
    orderId: input.orderId,
    amount: hold.amount,
    currency: hold.currency,
    legs: [
      { account: 'escrow', orderId: input.orderId, amount: -hold.amount },
      { account: 'wallet', userId: hold.buyerId, amount: refund },
      { account: 'wallet', userId: input.sellerId, amount: hold.amount - refund },
    ],
  });
  await notifyWalletOwner(
    tx,
    hold.buyerId,
    () => WALLET_MSG.escrowRefundTitle,
    () => WALLET_MSG.escrowDisputeRefundMessage(formatOrderAmount(refund, hold.currency)),
  );
  await notifyWalletOwner(
    tx,
    input.sellerId,
    () => WALLET_MSG.escrowReleaseTitle,
    () => WALLET_MSG.escrowDisputeReleaseMessage(formatOrderAmount(hold.amount - refund, hold.currency)),
  );
  return 'done';
}

/** The 409's code when the escrow already went elsewhere. */
const alreadyCode: Record<EscrowSettlement, string> = {
  escrow_release: 'escrow_already_released',
  escrow_refund: 'escrow_already_refunded',
  escrow_split: 'escrow_already_split',
};

/** Moves the held amount from escrow to `userId`'s wallet once; another outcome, once taken, is a 409. */
async function settleEscrow(
  tx: Executor,
  orderId: string,
  to: {
    kind: 'escrow_release' | 'escrow_refund';
    userId: string;
    buyerOnly?: boolean;
    /** Called in the receiver's language (notify). */
    title: () => string;
    message: (amount: string) => string;
  },
): Promise<EscrowResult> {
  const hold = await lockHold(tx, orderId);
  if (!hold) return 'none';
  if (to.buyerOnly && hold.buyerId !== to.userId)
    throw new Error(`escrow of order ${orderId}: not this buyer`);
  const settled = await findSettledKind(tx, orderId);
  if (settled === to.kind) return 'already';
  if (settled) throw conflict(WALLET_MSG.genericError, alreadyCode[settled]);
  await transfer(tx, {
    kind: to.kind,
    orderId,
    amount: hold.amount,
    currency: hold.currency,
    from: { account: 'escrow', orderId },
    to: { account: 'wallet', userId: to.userId },
  });
  await notifyWalletOwner(tx, to.userId, to.title, () =>
    to.message(formatOrderAmount(hold.amount, hold.currency)),
  );
  return 'done';
}

async function sellerOf(tx: Executor, orderId: string): Promise<string> {
  const sellerId = await findSellerOfOrder(tx, orderId);
  if (!sellerId) throw new Error(`escrow of unknown order ${orderId}`);
  return sellerId;
}
