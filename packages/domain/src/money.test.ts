import { describe, expect, it } from 'vitest';
import { CreateProductBody, ProductListQuery } from './catalog.js';
import { CATALOG_MSG } from './catalog-messages.js';
import {
  MONEY,
  MONEY_BOUNDS,
  MONEY_CEILING,
  moneyBounds,
  moneyMessages,
  orderTotal,
  priceProblem,
  transferProblem,
} from './money.js';
import { CreateOrderBody, ORDER_MSG } from './orders.js';
import { StartPaymentBody, WALLET_MSG, WithdrawBody } from './wallet.js';

const product = { productName: 'Riz', productStock: '1' };
const recharge = (amount: unknown) => StartPaymentBody.safeParse({ amount, currency: 'XOF' });
const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('amounts', () => {
  it('are JSON numbers or plain decimal digits only', () => {
    expect(recharge(1000).data?.amount).toBe(1000);
    expect(recharge('1000').data?.amount).toBe(1000);
    for (const amount of ['0x3E8', [1000], '1e3', ' 1000 ', '+1000', '1000.0', true, null, {}, 1.5, '']) {
      expect(messageOf(recharge(amount)), JSON.stringify(amount)).toBe(WALLET_MSG.amountInvalid);
    }
  });

  it('read past the largest bound of any currency as just above it, exact, for its currency to refuse', () => {
    for (const amount of [MONEY_CEILING.maxTransfer + 1, 2 ** 53, 2 ** 53 + 1, '9'.repeat(25)]) {
      expect(recharge(amount).data?.amount, String(amount)).toBe(MONEY_CEILING.maxTransfer + 1);
    }
    const withdraw = WithdrawBody.safeParse({
      prefix: '223',
      phone: '76123456',
      name: 'Traoré',
      surname: 'Awa',
      email: 'awa@exemple.ml',
      amount: 2 ** 60,
    });
    expect(withdraw.data?.amount).toBe(MONEY_CEILING.maxTransfer + 1);
    const price = CreateProductBody.parse({ ...product, productPrice: '9007199254740993' }).productPrice;
    expect(price).toBe(MONEY_CEILING.maxPrice + 1);
  });

  it('a product price: -0 is 0; only plain digits', () => {
    expect(Object.is(CreateProductBody.parse({ ...product, productPrice: -0 }).productPrice, 0)).toBe(true);
    for (const price of ['0x3E8', '1e3', ' 1000 ', '-1']) {
      const result = CreateProductBody.safeParse({ ...product, productPrice: price });
      expect(messageOf(result), price).toBe(CATALOG_MSG.productPriceInvalid);
    }
  });

  it('keep every sum exact in every currency: the largest order total and stock value are safe integers', () => {
    expect(Number.isSafeInteger((MONEY_CEILING.maxPrice + 1) * MONEY.maxStock)).toBe(true);
    expect(Number.isSafeInteger(MONEY_CEILING.maxBalance * 2 + MONEY_CEILING.maxOrderTotal)).toBe(true);
    for (const [currency, bounds] of Object.entries(MONEY_BOUNDS)) {
      expect(orderTotal(bounds.maxPrice, bounds.maxOrderTotal / bounds.maxPrice, currency)).toBe(
        bounds.maxOrderTotal,
      );
      expect(orderTotal(bounds.maxPrice, bounds.maxOrderTotal / bounds.maxPrice + 1, currency)).toBeNull();
      expect(bounds.minTransfer, currency).toBeLessThan(bounds.maxTransfer);
      expect(bounds.maxTransfer, currency).toBeLessThan(bounds.maxBalance);
    }
  });
});

describe('bounds per currency', () => {
  it('keep the FCFA ones and their French messages exactly', () => {
    expect(MONEY).toMatchObject({
      maxPrice: 100_000_000,
      maxStock: 1_000_000,
      maxOrderTotal: 1_000_000_000,
      maxTransfer: 5_000_000,
      maxBalance: 100_000_000,
      minTransfer: 500,
    });
    expect(moneyMessages('XOF')).toEqual({
      priceTooHigh: `Le prix ne doit pas dépasser 100${NNBSP}000${NNBSP}000`,
      orderTotalTooHigh: `Le total d'une commande ne doit pas dépasser 1${NNBSP}000${NNBSP}000${NNBSP}000 FCFA`,
      transferTooLow: 'Montant invalide (min 500 FCFA)',
      transferTooHigh: `Montant trop élevé (max 5${NNBSP}000${NNBSP}000 FCFA)`,
      balanceFull: `Ce montant porterait votre solde au-delà du maximum de 100${NNBSP}000${NNBSP}000 FCFA`,
    });
    expect(transferProblem(499, 'XOF')).toBe(WALLET_MSG.amountInvalid);
    expect(transferProblem(500, 'XOF')).toBeNull();
    expect(transferProblem(5_000_001, 'XOF')).toBe(`Montant trop élevé (max 5${NNBSP}000${NNBSP}000 FCFA)`);
    expect(priceProblem(100_000_000, 'XOF')).toBeNull();
    expect(priceProblem(100_000_001, 'XOF')).toBe(`Le prix ne doit pas dépasser 100${NNBSP}000${NNBSP}000`);
  });

  it('name the currency as its prices show it', () => {
    expect(transferProblem(125_001, 'GHS')).toBe(`Montant trop élevé (max 125${NNBSP}000,00${NBSP}GH₵)`);
    expect(transferProblem(9, 'GHS')).toBe(`Montant invalide (min 10,00${NBSP}GH₵)`);
    expect(transferProblem(10, 'GHS')).toBeNull();
    expect(priceProblem(2_500_001, 'GHS')).toBe(
      `Le prix ne doit pas dépasser 2${NNBSP}500${NNBSP}000,00${NBSP}GH₵`,
    );
    expect(priceProblem(2_500_000, 'GHS')).toBeNull();
    expect(transferProblem(4_999, 'GNF')).toBe(`Montant invalide (min 5${NNBSP}000${NBSP}FG)`);
    // A currency without bounds of its own (none today) has the FCFA ones.
    expect(moneyBounds('MAD')).toBe(MONEY_BOUNDS.XOF);
  });

  it('are of about the same real value in every currency, never a conversion', () => {
    // FCFA for one unit, as money.ts states them: each bound within a factor 1.5 of the FCFA one.
    const rates = { XOF: 1, GHS: 40, NGN: 0.4, GMD: 9, SLE: 27, SLL: 0.027, LRD: 3, GNF: 0.07 };
    for (const [currency, rate] of Object.entries(rates)) {
      const bounds = MONEY_BOUNDS[currency as keyof typeof MONEY_BOUNDS];
      for (const key of ['minTransfer', 'maxPrice', 'maxOrderTotal', 'maxTransfer', 'maxBalance'] as const) {
        const ratio = (bounds[key] * rate) / MONEY_BOUNDS.XOF[key];
        expect(ratio, `${currency} ${key}`).toBeGreaterThan(1 / 1.5);
        expect(ratio, `${currency} ${key}`).toBeLessThan(1.5);
      }
    }
  });
});

describe('price filters', () => {
  it('read a bound past the largest maxPrice as just above it', () => {
    const query = ProductListQuery.parse({
      minPrice: '9999999999999999',
      maxPrice: String(MONEY_CEILING.maxPrice),
    });
    expect(query).toMatchObject({ minPrice: MONEY_CEILING.maxPrice + 1, maxPrice: MONEY_CEILING.maxPrice });
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
