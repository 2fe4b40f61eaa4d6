// Money bounds on orders (issue 16): a total past MONEY.maxOrderTotal is a French 400 (never a bigint
// overflow), quantities are plain whole numbers, and a wallet-paid order reserves its release in the
// seller's wallet: refused when it would not fit, paid in full when it does.
import { MONEY, MONEY_MSG, ORDER_MSG } from '@sugu/domain';
import { describe, expect, it } from 'vitest';
import { confirmPin } from '../../../test/factories/index.js';
import {
  buyer,
  grantPin,
  orderAction,
  postOrder,
  product,
  seller,
  stockOf,
} from '../../../test/factories/orders.js';
import { budgetOf, fund, ledgerMismatches, unbalancedMovements } from '../../../test/factories/wallet.js';
import { setupTestApp } from '../../../test/helper.js';

const { app } = await setupTestApp();
const db = app.ctx.db;
const shop = await seller(app);
const client = await buyer(app);

async function order(productId: string, productNumber: unknown, paymentMethod = 'agreement') {
  await confirmPin(app, client.cookie);
  return postOrder(app, client.cookie, { productId, productNumber, deliveryMethod: 'home', paymentMethod });
}

describe('the order total', () => {
  it('is a French 400 past MONEY.maxOrderTotal, even for a price stored before the bounds', async () => {
    // 9 007 199 254 740 991 × 1 100 overflowed the bigint column: a 500 before.
    const legacy = await product(app, shop, { price: Number.MAX_SAFE_INTEGER, stock: 5000 });
    const res = await order(legacy, 1100);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      message: MONEY_MSG.orderTotalTooHigh,
      code: 'order_total_too_high',
      fields: { productNumber: MONEY_MSG.orderTotalTooHigh },
    });
    expect((await stockOf(app, legacy)).stock).toBe(5000);
  });

  it('reaches MONEY.maxOrderTotal exactly, and not one unit more', async () => {
    const dear = await product(app, shop, { price: MONEY.maxPrice, stock: 20 });
    const most = MONEY.maxOrderTotal / MONEY.maxPrice;
    expect((await order(dear, most + 1)).json().code).toBe('order_total_too_high');
    const res = await order(dear, most);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().order.totalPrice).toBe(MONEY.maxOrderTotal);
  });
});

describe('the quantity', () => {
  it('is a JSON number or plain digits only', async () => {
    const rice = await product(app, shop, { stock: 50 });
    for (const quantity of ['0x3', '3e0', ' 3 ', [3], '+3', 1.5, -0]) {
      const res = await order(rice, quantity);
      expect([res.statusCode, res.json().message], JSON.stringify(quantity)).toEqual([
        400,
        ORDER_MSG.quantityInvalid,
      ]);
    }
    expect((await order(rice, '3')).statusCode).toBe(201);
  });
});

describe("a wallet-paid order and the seller's MONEY.maxBalance", () => {
  it('is refused (409, nothing written) when the release would not fit, and paid in full when it does', async () => {
    await fund(db, shop.userId, MONEY.maxBalance - 1_000);
    await fund(db, client.userId, 10_000);
    const tooDear = await product(app, shop, { price: 1_001, stock: 5 });
    const refused = await order(tooDear, 1, 'wallet');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({ message: MONEY_MSG.sellerWalletFull, code: 'seller_wallet_full' });
    expect((await stockOf(app, tooDear)).stock).toBe(5);
    expect(await budgetOf(db, client.userId)).toBe(10_000);
    // Paying on delivery stays open.
    expect((await order(tooDear, 1)).statusCode).toBe(201);

    // Exactly the room left: held, then released to the very maximum.
    const fits = await product(app, shop, { price: 1_000, stock: 5 });
    const placed = await order(fits, 1, 'wallet');
    expect(placed.statusCode, placed.body).toBe(201);
    // A second one would not fit any more: the first is reserved until it ends.
    expect((await order(fits, 1, 'wallet')).json().code).toBe('seller_wallet_full');
    const { id } = placed.json().order;
    expect((await orderAction(app, shop.cookie, id, 'accept')).statusCode).toBe(200);
    expect((await orderAction(app, client.cookie, id, 'finish')).statusCode).toBe(200);
    expect(await budgetOf(db, shop.userId)).toBe(MONEY.maxBalance);
    expect(await budgetOf(db, client.userId)).toBe(9_000);
    expect(await ledgerMismatches(db)).toEqual([]);
    expect(await unbalancedMovements(db)).toEqual([]);
  });

  it('locks both wallets in one order: two sellers paying each other at once never deadlock', async () => {
    const [a, b] = [await seller(app, 'Boutique Amont'), await seller(app, 'Boutique Aval')];
    await Promise.all([fund(db, a.userId, 50_000), fund(db, b.userId, 50_000)]);
    const [fromA, fromB] = [
      await product(app, b, { price: 1_000, stock: 20 }),
      await product(app, a, { price: 1_000, stock: 20 }),
    ];
    for (let round = 0; round < 5; round++) {
      await Promise.all([grantPin(app, a.cookie), grantPin(app, b.cookie)]);
      const answers = await Promise.all([
        postOrder(app, a.cookie, {
          productId: fromA,
          productNumber: 1,
          deliveryMethod: 'get',
          paymentMethod: 'wallet',
        }),
        postOrder(app, b.cookie, {
          productId: fromB,
          productNumber: 1,
          deliveryMethod: 'get',
          paymentMethod: 'wallet',
        }),
      ]);
      expect(answers.map((res) => res.statusCode)).toEqual([201, 201]);
    }
    expect([await budgetOf(db, a.userId), await budgetOf(db, b.userId)]).toEqual([45_000, 45_000]);
  });
});
