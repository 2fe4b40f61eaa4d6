import { describe, expect, it } from 'vitest';
import { formatPrice } from './format.js';

describe('formatPrice', () => {
  it('shows FCFA for XOF, the default currency', () => {
    expect(formatPrice(12500, 'XOF')).toBe('12\u202f500 FCFA');
    expect(formatPrice(900)).toBe('900 FCFA');
  });

  it('shows the symbol of another currency, or its code when unknown', () => {
    expect(formatPrice(5000, 'NGN')).toBe('5\u202f000 ₦');
    expect(formatPrice(40, 'ZZZ')).toBe('40 ZZZ');
  });
});
