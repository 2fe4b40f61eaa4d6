import { describe, expect, it } from 'vitest';
import { formatRating } from './format.js';

describe('formatRating', () => {
  it('shows one decimal with a French comma', () => {
    expect(formatRating(4)).toBe('4,0');
    expect(formatRating(4.25)).toBe('4,3');
    expect(formatRating(3.94)).toBe('3,9');
    expect(formatRating(0)).toBe('0,0');
  });
});
