import { describe, expect, it } from 'vitest';
import { formatOrderAmount, formatPagePrice, formatPrice } from './format.js';

const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('formatPrice', () => {
  it('shows FCFA for XOF, the default currency, exactly as the spec writes it', () => {
    expect(formatPrice(12500, 'XOF')).toBe(`12${NNBSP}500 FCFA`);
    expect(formatPrice(900)).toBe('900 FCFA');
  });

  it('shows the other currencies as Intl writes them in French: symbol and minor units', () => {
    expect(formatPrice(5000, 'NGN')).toBe(`5${NNBSP}000,00${NBSP}₦`);
    expect(formatPrice(25, 'GHS')).toBe(`25,00${NBSP}GH₵`);
    expect(formatPrice(1500, 'LRD')).toBe(`1${NNBSP}500,00${NBSP}$`);
    expect(formatPrice(300, 'GMD')).toBe(`300,00${NBSP}GMD`);
    expect(formatPrice(40, 'SLE')).toBe(`40,00${NBSP}SLE`);
    // Currencies without minor units show none.
    expect(formatPrice(20000, 'GNF')).toBe(`20${NNBSP}000${NBSP}FG`);
    expect(formatPrice(20000, 'SLL')).toBe(`20${NNBSP}000${NBSP}SLL`);
  });

  it('writes them in English for an English locale', () => {
    expect(formatPrice(25, 'GHS', 'en-GH')).toBe('GH₵25.00');
    expect(formatPrice(5000, 'NGN', 'en-NG')).toBe('₦5,000.00');
  });

  it('shows the code of a currency Intl does not know', () => {
    expect(formatPrice(40, 'ZZZ')).toBe(`40,00${NBSP}ZZZ`);
    expect(formatPrice(40, 'bad code')).toBe('40 bad code');
  });
});

describe('formatPagePrice', () => {
  it('keeps the spec’s thousands and FCFA for XOF, and shows another currency in full', () => {
    expect(formatPagePrice(12500, 'XOF')).toBe('12,5K FCFA');
    expect(formatPagePrice(900)).toBe('900 FCFA');
    expect(formatPagePrice(12500, 'GHS')).toBe(`12${NNBSP}500,00${NBSP}GH₵`);
  });
});

describe('formatOrderAmount', () => {
  it('keeps the spec’s "15 000 XOF" in the orders, and shows another currency as its prices', () => {
    expect(formatOrderAmount(15000, 'XOF')).toBe(`15${NNBSP}000 XOF`);
    expect(formatOrderAmount(450, 'GHS')).toBe(`450,00${NBSP}GH₵`);
    expect(formatOrderAmount(450, 'GHS', 'en')).toBe('GH₵450.00');
  });
});
