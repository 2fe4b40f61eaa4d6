// What an order did to the viewer's wallet (the Transactions tab). Only money that moved through
// the wallet is signed: a wallet payment leaves the buyer's wallet when the order is placed (held in
// escrow), comes back if the order is refused, and reaches the seller's once it is finished
// (wallet/escrow.ts); a dispute keeps it held, and its refund gives it back. Anything else (paid on delivery,
// refused) is shown with what became of it, unsigned.
import type { Order } from '@sugu/domain';
import { walletText } from '../text';

const t = walletText.orderMoney;

export interface OrderMoney {
  /** '-' left the viewer's wallet, '+' came into it; null: nothing moved through it. */
  sign: '-' | '+' | null;
  status: string;
}

export function orderMoney(order: Order): OrderMoney {
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
  if (buyer) return { sign: '-', status: finished ? t.paid : t.held };
  return finished ? { sign: '+', status: t.released } : { sign: null, status: t.awaitingRelease };
}
