import { describe, expect, it } from 'vitest';
import { CreateProductBody, ProductListQuery } from './catalog.js';
import { CATALOG_MSG } from './catalog-messages.js';
import { MONEY, MONEY_MSG, orderTotal } from './money.js';
import { CreateOrderBody, ORDER_MSG } from './orders.js';
import { StartPaymentBody, WALLET_MSG, WithdrawBody } from './wallet.js';

const product = { productName: 'Riz', productStock: '1' };
const recharge = (amount: unknown) => StartPaymentBody.safeParse({ amount, currency: 'XOF' });
const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('amounts', () => {
  it('are JSON numbers or plain decimal digits only', () => {
    expect(recharge(1000).data?.amount).toBe(1000);
    expect(recharge('1000').data?.amount).toBe(1000);
    for (const amount of ['0x3E8', [1000], '1e3', ' 1000 ', '+1000', '1000.0', true, null, {}, 1.5, '']) {
      expect(messageOf(recharge(amount)), JSON.stringify(amount)).toBe(WALLET_MSG.amountInvalid);
    }
  });

  it('refuse a recharge or a withdrawal over MONEY.maxTransfer, with its own message', () => {
    expect(recharge(MONEY.maxTransfer).success).toBe(true);
    for (const amount of [MONEY.maxTransfer + 1, 2 ** 53, 2 ** 53 + 1, '9'.repeat(25)]) {
      expect(messageOf(recharge(amount)), String(amount)).toBe(MONEY_MSG.transferTooHigh);
    }
    const withdraw = WithdrawBody.safeParse({
      prefix: '223',
      phone: '76123456',
      name: 'Traoré',
      surname: 'Awa',
      email: 'awa@exemple.ml',
      amount: MONEY.maxTransfer + 1,
    });
    expect(messageOf(withdraw)).toBe(MONEY_MSG.transferTooHigh);
  });

  it('bound a product price at MONEY.maxPrice; -0 is 0', () => {
    expect(CreateProductBody.parse({ ...product, productPrice: String(MONEY.maxPrice) }).productPrice).toBe(
      MONEY.maxPrice,
    );
    expect(Object.is(CreateProductBody.parse({ ...product, productPrice: -0 }).productPrice, 0)).toBe(true);
    const over = CreateProductBody.safeParse({ ...product, productPrice: String(MONEY.maxPrice + 1) });
    expect(messageOf(over)).toBe(MONEY_MSG.priceTooHigh);
    for (const price of ['0x3E8', '1e3', ' 1000 ', '-1']) {
      const result = CreateProductBody.safeParse({ ...product, productPrice: price });
      expect(messageOf(result), price).toBe(CATALOG_MSG.productPriceInvalid);
    }
  });

  it('keep every sum exact: the largest order total and stock value are safe integers', () => {
    expect(Number.isSafeInteger(MONEY.maxPrice * MONEY.maxStock)).toBe(true);
    expect(Number.isSafeInteger(MONEY.maxBalance * 2 + MONEY.maxOrderTotal)).toBe(true);
    expect(orderTotal(MONEY.maxPrice, MONEY.maxOrderTotal / MONEY.maxPrice)).toBe(MONEY.maxOrderTotal);
    expect(orderTotal(MONEY.maxPrice, MONEY.maxOrderTotal / MONEY.maxPrice + 1)).toBeNull();
  });
});

describe('price filters', () => {
  it('read a bound past MONEY.maxPrice as just above it', () => {
    const query = ProductListQuery.parse({ minPrice: '9999999999999999', maxPrice: String(MONEY.maxPrice) });
    expect(query).toMatchObject({ minPrice: MONEY.maxPrice + 1, maxPrice: MONEY.maxPrice });
  });
});

describe('quantities', () => {
  it('are whole numbers written plainly', () => {
    const order = (productNumber: unknown) =>
      CreateOrderBody.safeParse({ productId: 'p', productNumber, deliveryMethod: 'home' });
    expect(order('3').data?.productNumber).toBe(3);
    for (const n of [' 3 ', '0x3', '3e0', [3], 0, -0, 1.5, 1_000_001]) {
      expect(messageOf(order(n)), JSON.stringify(n)).toBe(ORDER_MSG.quantityInvalid);
    }
  });
});
