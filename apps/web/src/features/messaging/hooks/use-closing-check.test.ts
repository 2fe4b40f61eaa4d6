import { describe, expect, it } from 'vitest';
import { CLOSING_MARGIN_MS, nextClosingCheck, RECHECK_MS } from './use-closing-check';

const now = Date.parse('2026-11-25T10:00:00Z');
const at = (iso: string | null, isOpen = true) => ({ closesAt: iso, isOpen });

describe('nextClosingCheck', () => {
  it('asks again just after the soonest open conversation closes', () => {
    const list = [at('2026-11-26T10:00:00Z'), at('2026-11-25T10:05:00Z'), at('2026-11-25T10:01:00Z', false)];
    expect(nextClosingCheck(list, now)).toBe(5 * 60_000 + CLOSING_MARGIN_MS);
  });

  it('does not plan anything when every conversation is closed, or there are none', () => {
    expect(nextClosingCheck([at('2026-11-25T11:00:00Z', false)], now)).toBeNull();
    expect(nextClosingCheck([], now)).toBeNull();
  });

  it('asks again later when the server still says open after this device’s closing time', () => {
    expect(nextClosingCheck([at('2026-11-25T09:59:00Z')], now)).toBe(RECHECK_MS);
  });

  it('plans nothing for a conversation a dispute holds open (no closing time), only for the others', () => {
    expect(nextClosingCheck([at(null)], now)).toBeNull();
    expect(nextClosingCheck([at(null), at('2026-11-25T10:05:00Z')], now)).toBe(
      5 * 60_000 + CLOSING_MARGIN_MS,
    );
  });
});
