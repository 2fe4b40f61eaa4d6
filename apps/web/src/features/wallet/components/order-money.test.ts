import type { Order } from '@sugu/domain';
import { describe, expect, it } from 'vitest';
import { orderMoney } from './order-money';

const order = (
  viewerRole: Order['viewerRole'],
  paymentMethod: Order['paymentMethod'],
  orderState: Order['orderState'],
) => ({ viewerRole, paymentMethod, orderState }) as Order;

describe('orderMoney', () => {
  it('signs a wallet payment for the buyer from the moment it is held, and refunds it unsigned', () => {
    expect(orderMoney(order('buyer', 'wallet', 'Pending'))).toEqual({ sign: '-', status: 'Montant bloqué' });
    expect(orderMoney(order('buyer', 'wallet', 'Accepted'))).toEqual({ sign: '-', status: 'Montant bloqué' });
    expect(orderMoney(order('buyer', 'wallet', 'Finished'))).toEqual({ sign: '-', status: 'Payée' });
    expect(orderMoney(order('buyer', 'wallet', 'Refused'))).toEqual({ sign: null, status: 'Remboursée' });
  });

  it('signs it for the seller only once the escrow is released to them', () => {
    for (const state of ['Pending', 'Accepted'] as const) {
      expect(orderMoney(order('seller', 'wallet', state))).toEqual({
        sign: null,
        status: 'Versée à la réception',
      });
    }
    expect(orderMoney(order('seller', 'wallet', 'Finished'))).toEqual({ sign: '+', status: 'Reçue' });
    expect(orderMoney(order('seller', 'wallet', 'Refused'))).toEqual({ sign: null, status: 'Refusée' });
  });

  it('keeps a disputed wallet payment held, and a refund after a dispute unsigned', () => {
    expect(orderMoney(order('buyer', 'wallet', 'Disputed'))).toEqual({
      sign: '-',
      status: 'Bloqué : litige en cours',
    });
    expect(orderMoney(order('seller', 'wallet', 'Disputed'))).toEqual({
      sign: null,
      status: 'Bloqué : litige en cours',
    });
    expect(orderMoney(order('seller', 'agreement', 'Disputed'))).toEqual({
      sign: null,
      status: 'Litige en cours',
    });
    for (const role of ['buyer', 'seller'] as const) {
      expect(orderMoney(order(role, 'wallet', 'Refunded'))).toEqual({ sign: null, status: 'Remboursée' });
    }
  });

  it('after a split decided by an operator, shows what each side ended with and what came back', () => {
    const split = (viewerRole: Order['viewerRole']) =>
      ({
        viewerRole,
        paymentMethod: 'wallet',
        orderState: 'Finished',
        totalPrice: 10_000,
        refundedAmount: 4_000,
        currency: 'XOF',
      }) as Order;
    expect(orderMoney(split('buyer'))).toEqual({
      sign: '-',
      amount: 6_000,
      status: 'Payée · 4\u202f000 XOF remboursés (litige)',
    });
    expect(orderMoney(split('seller'))).toEqual({
      sign: '+',
      amount: 6_000,
      status: "Reçue · 4\u202f000 XOF rendus à l'acheteur (litige)",
    });
    // Released to the seller: the whole total, as before.
    expect(orderMoney({ ...split('buyer'), refundedAmount: null })).toEqual({
      sign: '-',
      amount: 10_000,
      status: 'Payée',
    });
  });

  it('never signs an order paid on delivery: nothing moved through the wallet', () => {
    expect(orderMoney(order('buyer', 'agreement', 'Pending'))).toEqual({
      sign: null,
      status: 'À payer à la livraison',
    });
    expect(orderMoney(order('seller', 'agreement', 'Accepted'))).toEqual({
      sign: null,
      status: 'À encaisser à la livraison',
    });
    expect(orderMoney(order('buyer', 'agreement', 'Refused'))).toEqual({ sign: null, status: 'Refusée' });
    for (const role of ['buyer', 'seller'] as const) {
      expect(orderMoney(order(role, 'agreement', 'Finished'))).toEqual({
        sign: null,
        status: 'Réglée hors portefeuille',
      });
    }
  });
});
