import { describe, expect, it } from 'vitest';
import { swipeStep } from './Tabs';

describe('swipeStep', () => {
  it('needs 50 px: left goes to the next tab, right to the previous', () => {
    expect(swipeStep(-49, 0)).toBe(0);
    expect(swipeStep(-50, 0)).toBe(1);
    expect(swipeStep(50, 0)).toBe(-1);
    expect(swipeStep(49, 0)).toBe(0);
  });

  it('ignores a mostly vertical move (a scroll)', () => {
    expect(swipeStep(-60, 80)).toBe(0);
  });
});
