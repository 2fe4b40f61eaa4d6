import { describe, expect, it } from 'vitest';
import { productText as t } from './text';

describe('counts in French take the singular for 0 and 1', () => {
  it('says 1 abonné and 1 vendu, 2 abonnés and 2 vendus', () => {
    expect(t.followers(0, '0')).toBe('0 abonné');
    expect(t.followers(1, '1')).toBe('1 abonné');
    expect(t.followers(1200, '1,2K')).toBe('1,2K abonnés');
    expect(t.sold(1)).toBe('1 vendu');
    expect(t.sold(2)).toBe('2 vendus');
  });
});
