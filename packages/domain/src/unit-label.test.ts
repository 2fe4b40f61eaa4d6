import { describe, expect, it } from 'vitest';
import { formatUnitPrice, unitLabel } from './format.js';

describe('unitLabel', () => {
  it('names the six unit codes', () => {
    expect([0, 1, 2, 3, 4, 5].map(unitLabel)).toEqual([
      'par unité',
      'par kg',
      'par litre',
      'par mètre',
      'par douzaine',
      'par pièce',
    ]);
  });

  it('reads any other value as per unit', () => {
    expect(unitLabel(9)).toBe('par unité');
    expect(unitLabel(-1)).toBe('par unité');
    expect(unitLabel(null)).toBe('par unité');
  });
});

describe('formatUnitPrice', () => {
  it('puts the short unit after a card price, and nothing for the plain unit', () => {
    expect(formatUnitPrice(350, 'XOF', 1)).toBe(`${formatUnitPrice(350, 'XOF', 0)} / kg`);
    expect(formatUnitPrice(7500, 'XOF', 3)).toMatch(/FCFA \/ m$/);
    expect(formatUnitPrice(350, 'XOF', 9)).toBe(formatUnitPrice(350, 'XOF', null));
    expect(formatUnitPrice(350, 'XOF', 0)).not.toContain('/');
  });
});
