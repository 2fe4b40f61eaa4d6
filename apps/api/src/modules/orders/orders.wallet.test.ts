// Buyer protection: an order paid from the wallet holds its total in escrow, released to the seller
// when the order is Finished (by the buyer or the 7-day timer), refunded when Refused (by the seller or the
// 48 h timer). After each path the ledger still balances.
import { ORDER, ORDER_MSG } from '@sugu/domain';
import { describe, expect, it } from 'vitest';
import {
  budgetOf,
  buildProduct,
  buildSeller,
  buildUser,
  confirmPin,
  fund,
  ledgerMismatches,
  orderAction,
  postOrder,
  stockOf,
  unbalancedMovements,
} from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';
import { settleDueOrders } from './orders.timers.js';

const { app, clock } = await setupTestApp({ clock: 'frozen' });
const db = app.ctx.db;
const shop = await buildSeller(app, { shopName: 'Bazin de Kati' });

async function walletOrder(cookie: string, productId: string, quantity = 1, paymentMethod = 'wallet') {
  await confirmPin(app, cookie);
  return postOrder(app, cookie, {
    productId,
    productNumber: quantity,
    deliveryMethod: 'home',
    paymentMethod,
  });
}

async function fundedBuyer(amount: number) {
  const account = await buildUser(app);
  if (amount > 0) await fund(app, account.userId, amount);
  return account;
}

async function expectBalanced() {
  expect(await ledgerMismatches(db)).toEqual([]);
  expect(await unbalancedMovements(db)).toEqual([]);
}

describe('POST /api/Order/create with paymentMethod', () => {
  it('keeps the spec payload valid: without paymentMethod the wallet is not touched', async () => {
    const client = await fundedBuyer(50_000);
    const productId = (await buildProduct(app, shop, { price: 10_000 })).id;
    await confirmPin(app, client.cookie);
    const res = await postOrder(app, client.cookie, { productId, productNumber: 1, deliveryMethod: 'get' });
    expect(res.statusCode).toBe(201);
    expect(await budgetOf(db, client.userId)).toBe(50_000);
  });

  it('refuses an unknown payment method with 400', async () => {
    const client = await fundedBuyer(0);
    const productId = (await buildProduct(app, shop)).id;
    const res = await walletOrder(client.cookie, productId, 1, 'card');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ORDER_MSG.paymentMethodInvalid);
  });

  it('answers 409 with a clear message when the balance is short, and creates nothing', async () => {
    const client = await fundedBuyer(5_000);
    const productId = (await buildProduct(app, shop, { price: 10_000, stock: 3 })).id;
    const res = await walletOrder(client.cookie, productId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'insufficient_balance', message: ORDER_MSG.walletBalanceShort });
    expect((await stockOf(app, productId)).stock).toBe(3);
    expect(await budgetOf(db, client.userId)).toBe(5_000);
    // The PIN grant was not spent by the refused attempt (rolled back with it).
    const again = await postOrder(app, client.cookie, {
      productId,
      productNumber: 1,
      deliveryMethod: 'home',
    });
    expect(again.statusCode).toBe(201);
    await expectBalanced();
  });

  it('holds the total at once, then pays the seller when the buyer confirms receipt', async () => {
    const client = await fundedBuyer(30_000);
    const sellerBefore = await budgetOf(db, shop.userId);
    const productId = (await buildProduct(app, shop, { price: 12_000 })).id;
    const res = await walletOrder(client.cookie, productId, 2);
    expect(res.statusCode).toBe(201);
    const { id } = res.json().order;
    expect(await budgetOf(db, client.userId)).toBe(6_000);
    expect((await orderAction(app, shop.cookie, id, 'accept')).statusCode).toBe(200);
    expect(await budgetOf(db, shop.userId)).toBe(sellerBefore);
    expect((await orderAction(app, client.cookie, id, 'finish')).statusCode).toBe(200);
    expect(await budgetOf(db, shop.userId)).toBe(sellerBefore + 24_000);
    expect(await budgetOf(db, client.userId)).toBe(6_000);
    await expectBalanced();
  });

  it('an idempotent retry of a wallet order charges once', async () => {
    const client = await fundedBuyer(20_000);
    const productId = (await buildProduct(app, shop, { price: 5_000 })).id;
    await confirmPin(app, client.cookie);
    const payload = { productId, productNumber: 1, deliveryMethod: 'home', paymentMethod: 'wallet' };
    const headers = { 'idempotency-key': 'wallet-retry-1' };
    const first = await postOrder(app, client.cookie, payload, headers);
    const second = await postOrder(app, client.cookie, payload, headers);
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    expect(second.json().order.id).toBe(first.json().order.id);
    expect(await budgetOf(db, client.userId)).toBe(15_000);
    await expectBalanced();
  });

  it('refuses a wallet payment added under the key of an unpaid order (422), and charges nothing', async () => {
    const client = await fundedBuyer(20_000);
    const productId = (await buildProduct(app, shop, { price: 5_000, stock: 4 })).id;
    await confirmPin(app, client.cookie);
    const unpaid = { productId, productNumber: 1, deliveryMethod: 'home' };
    const headers = { 'idempotency-key': 'unpaid-then-wallet' };
    const first = await postOrder(app, client.cookie, unpaid, headers);
    expect(first.statusCode).toBe(201);
    expect(first.json().order.paymentMethod).toBe('agreement');
    await confirmPin(app, client.cookie);
    const paid = await postOrder(app, client.cookie, { ...unpaid, paymentMethod: 'wallet' }, headers);
    expect(paid.statusCode).toBe(422);
    expect(paid.json()).toMatchObject({
      code: 'idempotency_key_reused',
      message: ORDER_MSG.idempotencyKeyReused,
    });
    expect(await budgetOf(db, client.userId)).toBe(20_000);
    expect((await stockOf(app, productId)).stock).toBe(3);
    // The grant was not spent: a new key orders and pays.
    const next = await postOrder(
      app,
      client.cookie,
      { ...unpaid, paymentMethod: 'wallet' },
      {
        'idempotency-key': 'wallet-now',
      },
    );
    expect(next.statusCode).toBe(201);
    expect(next.json().order.paymentMethod).toBe('wallet');
    expect(await budgetOf(db, client.userId)).toBe(15_000);
    await expectBalanced();
  });

  it('refunds the buyer when the seller refuses', async () => {
    const client = await fundedBuyer(10_000);
    const sellerBefore = await budgetOf(db, shop.userId);
    const productId = (await buildProduct(app, shop, { price: 7_000 })).id;
    const { id } = (await walletOrder(client.cookie, productId)).json().order;
    expect(await budgetOf(db, client.userId)).toBe(3_000);
    expect((await orderAction(app, shop.cookie, id, 'refuse')).statusCode).toBe(200);
    expect(await budgetOf(db, client.userId)).toBe(10_000);
    expect(await budgetOf(db, shop.userId)).toBe(sellerBefore);
    await expectBalanced();
  });

  it('refunds the buyer when the 48 h timer refuses, and pays the seller when the 7-day timer finishes', async () => {
    const client = await fundedBuyer(20_000);
    const sellerBefore = await budgetOf(db, shop.userId);
    const productId = (await buildProduct(app, shop, { price: 8_000 })).id;
    await walletOrder(client.cookie, productId);
    const accepted = (await walletOrder(client.cookie, productId)).json().order.id;
    expect(await budgetOf(db, client.userId)).toBe(4_000);
    expect((await orderAction(app, shop.cookie, accepted, 'accept')).statusCode).toBe(200);

    clock.advanceHours(ORDER.autoRefuseHours + 1);
    expect((await settleDueOrders(app.ctx)).refused).toBeGreaterThanOrEqual(1);
    expect(await budgetOf(db, client.userId)).toBe(12_000);

    clock.advanceHours(ORDER.autoFinishDays * 24);
    expect((await settleDueOrders(app.ctx)).finished).toBeGreaterThanOrEqual(1);
    expect(await budgetOf(db, shop.userId)).toBe(sellerBefore + 8_000);
    // A second sweep moves nothing more.
    await settleDueOrders(app.ctx);
    expect(await budgetOf(db, shop.userId)).toBe(sellerBefore + 8_000);
    await expectBalanced();
  });
});
