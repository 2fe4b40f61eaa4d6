// Money bounds on orders (docs/RULES.md, Bornes de l'argent): a total past MONEY.maxOrderTotal is a French
// 400 (never a bigint overflow), quantities are plain whole numbers, and a wallet-paid order reserves its
// release in the seller's wallet: refused when it would not fit, paid in full when it does.
import { MONEY, MONEY_MSG, moneyMessages, ORDER_MSG } from '@sugu/domain';
import { describe, expect, it } from 'vitest';
import {
  budgetOf,
  buildProduct,
  buildSeller,
  buildUser,
  confirmPin,
  fund,
  grantPin,
  ledgerMismatches,
  orderAction,
  postOrder,
  stockOf,
  unbalancedMovements,
} from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';

const { app } = await setupTestApp();
const db = app.ctx.db;
const shop = await buildSeller(app, { shopName: 'Bazin de Kati' });
const client = await buildUser(app);

async function order(productId: string, productNumber: unknown, paymentMethod = 'agreement') {
  await confirmPin(app, client.cookie);
  return postOrder(app, client.cookie, { productId, productNumber, deliveryMethod: 'home', paymentMethod });
}

describe('the order total', () => {
  it('is a French 400 past MONEY.maxOrderTotal, even for a price stored before the bounds', async () => {
    // 9 007 199 254 740 991 × 1 100 overflowed the bigint column: a 500 before.
    const legacy = (await buildProduct(app, shop, { price: Number.MAX_SAFE_INTEGER, stock: 5000 })).id;
    const res = await order(legacy, 1100);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      message: moneyMessages('XOF').orderTotalTooHigh,
      code: 'order_total_too_high',
      fields: { productNumber: moneyMessages('XOF').orderTotalTooHigh },
    });
    expect((await stockOf(app, legacy)).stock).toBe(5000);
  });

  it('reaches MONEY.maxOrderTotal exactly, and not one unit more', async () => {
    const dear = (await buildProduct(app, shop, { price: MONEY.maxPrice, stock: 20 })).id;
    const most = MONEY.maxOrderTotal / MONEY.maxPrice;
    expect((await order(dear, most + 1)).json().code).toBe('order_total_too_high');
    const res = await order(dear, most);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().order.totalPrice).toBe(MONEY.maxOrderTotal);
  });
});

describe('the quantity', () => {
  it('is a JSON number or plain digits only', async () => {
    const rice = (await buildProduct(app, shop, { stock: 50 })).id;
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
    await fund(app, shop.userId, MONEY.maxBalance - 1_000);
    await fund(app, client.userId, 10_000);
    const tooDear = (await buildProduct(app, shop, { price: 1_001, stock: 5 })).id;
    const refused = await order(tooDear, 1, 'wallet');
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({ message: MONEY_MSG.sellerWalletFull, code: 'seller_wallet_full' });
    expect((await stockOf(app, tooDear)).stock).toBe(5);
    expect(await budgetOf(db, client.userId)).toBe(10_000);
    // Paying on delivery stays open.
    expect((await order(tooDear, 1)).statusCode).toBe(201);

    // Exactly the room left: held, then released to the very maximum.
    const fits = (await buildProduct(app, shop, { price: 1_000, stock: 5 })).id;
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
    const [a, b] = [
      await buildSeller(app, { shopName: 'Boutique Amont' }),
      await buildSeller(app, { shopName: 'Boutique Aval' }),
    ];
    await Promise.all([fund(app, a.userId, 50_000), fund(app, b.userId, 50_000)]);
    const [fromA, fromB] = [
      (await buildProduct(app, b, { price: 1_000, stock: 20 })).id,
      (await buildProduct(app, a, { price: 1_000, stock: 20 })).id,
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
