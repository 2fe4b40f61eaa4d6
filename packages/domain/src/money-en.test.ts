// The bounds' messages and the amounts in English: ICU messages with the bound as its currency is written.
import { afterEach, describe, expect, it } from 'vitest';
import {
  formatOrderAmount,
  formatPrice,
  type Locale,
  moneyMessages,
  ORDER_MSG,
  registerEnglish,
  setLocaleReader,
  transferProblem,
  WALLET_MSG,
} from './index.js';

let locale: Locale = 'fr';
setLocaleReader(() => locale);
registerEnglish();
afterEach(() => {
  locale = 'fr';
});

describe('money in English', () => {
  it('keeps the FCFA messages of before, and names another currency as Intl writes it', () => {
    locale = 'en';
    expect(moneyMessages('XOF')).toEqual({
      priceTooHigh: "The price can't be more than 100,000,000",
      orderTotalTooHigh: "An order's total can't be more than 1,000,000,000 FCFA",
      transferTooLow: 'Invalid amount (min 500 FCFA)',
      transferTooHigh: 'Amount too high (max 5,000,000 FCFA)',
      balanceFull: 'This amount would take your balance past the maximum of 100,000,000 FCFA',
    });
    expect(transferProblem(499, 'XOF')).toBe(WALLET_MSG.amountInvalid);
    expect(moneyMessages('GHS')).toEqual({
      priceTooHigh: "The price can't be more than GH₵2,500,000.00",
      orderTotalTooHigh: "An order's total can't be more than GH₵25,000,000.00",
      transferTooLow: 'Invalid amount (min GH₵10.00)',
      transferTooHigh: 'Amount too high (max GH₵125,000.00)',
      balanceFull: 'This amount would take your balance past the maximum of GH₵2,500,000.00',
    });
    expect(transferProblem(1_000, 'NGN')).toBeNull();
    expect(transferProblem(999, 'NGN')).toBe('Invalid amount (min ₦1,000.00)');
  });

  it('writes amounts with their currency: the spec’s FCFA and XOF, Intl for the others', () => {
    expect(formatOrderAmount(12_500, 'XOF')).toBe('12\u202f500 XOF');
    expect(formatPrice(450, 'XOF')).toBe('450 FCFA');
    locale = 'en';
    expect(formatOrderAmount(12_500, 'GHS')).toBe('GH₵12,500.00');
    expect(ORDER_MSG.newOrderMessage('K7Q2-M9XD', 'kofi', 2, 'Kente', formatPrice(900, 'GHS'))).toBe(
      'kofi ordered 2 × Kente (GH₵900.00) · order K7Q2-M9XD.',
    );
    expect(WALLET_MSG.currencyUnsupported('GHS')).toBe(
      "Top-ups and withdrawals in GHS aren't available yet: pay for your orders on delivery",
    );
  });
});
