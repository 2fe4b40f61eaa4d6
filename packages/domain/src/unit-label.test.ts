import { describe, expect, it } from 'vitest';
import { unitLabel } from './format.js';

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
