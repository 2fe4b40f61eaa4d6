import { describe, expect, it } from 'vitest';
import { formatOrderReference, orderReferenceOf, parseOrderReference } from './order-reference.js';

describe('order reference', () => {
  it("is the id's last 40 bits in Crockford's base32, 8 characters", () => {
    expect(orderReferenceOf('0190a000-0000-7000-8000-000000000000')).toBe('00000000');
    expect(orderReferenceOf('0190a000-0000-7000-8000-00ffffffffff')).toBe('ZZZZZZZZ');
    // 0x0123456789 = 4 886 718 345 = 4·32⁶ + 17·32⁵ + 20·32⁴ + 10·32³ + 25·32² + 28·32 + 9.
    expect(orderReferenceOf('0190a000-0000-7000-8000-000123456789')).toBe('04HMASW9');
    expect(orderReferenceOf('0190A000-0000-7000-8000-00FFFFFFFFFF')).toBe('ZZZZZZZZ');
  });

  it('is shown in two groups of four', () => {
    expect(formatOrderReference('K7Q2M9XD')).toBe('K7Q2-M9XD');
  });

  it('reads what a person typed: any case, with or without the dash, confusables as digits', () => {
    for (const typed of ['K7Q2-M9XD', 'k7q2m9xd', ' k7q2 m9xd ', 'k7q2-m9xd']) {
      expect(parseOrderReference(typed), typed).toBe('K7Q2M9XD');
    }
    expect(parseOrderReference('O1IL-oiLl')).toBe('01110111');
    expect(parseOrderReference(formatOrderReference(orderReferenceOf(crypto.randomUUID())))).toMatch(
      /^[0-9A-HJKMNP-TV-Z]{8}$/,
    );
  });

  it('refuses what cannot be a reference', () => {
    for (const typed of ['', 'K7Q2-M9X', 'K7Q2-M9XDD', 'K7Q2-M9XU', 'K7Q2_M9XD', '0190a000-0000-7000']) {
      expect(parseOrderReference(typed), typed).toBeNull();
    }
  });
});
