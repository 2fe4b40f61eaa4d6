// What an order did to the viewer's wallet (the Transactions tab). Only money that moved through
// the wallet is signed: a wallet payment leaves the buyer's wallet when the order is placed (held in
// escrow), comes back if the order is refused, and reaches the seller's once it is finished
// (wallet/escrow.ts); a dispute keeps it held, and its refund gives it back. Anything else (paid on delivery,
// refused) is shown with what became of it, unsigned. A split decided by an operator: the buyer paid the
// total less what came back, the seller received that much.
import { formatOrderAmount, type Order } from '@sugu/domain';
import { walletText } from '../text';

const t = walletText.orderMoney;

export interface OrderMoney {
  /** '-' left the viewer's wallet, '+' came into it; null: nothing moved through it. */
  sign: '-' | '+' | null;
  /** The amount the line shows: the total, or what stayed with the seller after a split. */
  amount: number;
  status: string;
}

export function orderMoney(order: Order): OrderMoney {
  return { amount: order.totalPrice, ...moneyStatus(order) };
}

/** The sign and the status; `amount` only when it is not the total. */
function moneyStatus(order: Order): Omit<OrderMoney, 'amount'> & { amount?: number } {
  const buyer = order.viewerRole === 'buyer';
  const state = order.orderState;
  if (state === 'Refused') {
    return { sign: null, status: buyer && order.paymentMethod === 'wallet' ? t.refunded : t.refused };
  }
  // A dispute decided for the buyer: the escrow went back to them (or, paid on delivery, it was agreed so).
  if (state === 'Refunded') return { sign: null, status: t.refunded };
  if (state === 'Disputed') {
    const held = order.paymentMethod === 'wallet';
    return { sign: held && buyer ? '-' : null, status: held ? t.heldInDispute : t.disputed };
  }
  const finished = state === 'Finished';
  if (order.paymentMethod === 'agreement') {
    if (finished) return { sign: null, status: t.settledOutside };
    return { sign: null, status: buyer ? t.payOnDelivery : t.collectOnDelivery };
  }
  const refunded = finished ? (order.refundedAmount ?? 0) : 0;
  if (refunded > 0) {
    const amount = order.totalPrice - refunded;
    const back = formatOrderAmount(refunded, order.currency);
    return buyer
      ? { sign: '-', amount, status: t.paidAfterSplit(back) }
      : { sign: '+', amount, status: t.receivedAfterSplit(back) };
  }
  if (buyer) return { sign: '-', status: finished ? t.paid : t.held };
  return finished ? { sign: '+', status: t.released } : { sign: null, status: t.awaitingRelease };
}
