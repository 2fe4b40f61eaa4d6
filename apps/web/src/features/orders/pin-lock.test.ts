import { describe, expect, it } from 'vitest';
import { countdown, pinLockEnd } from './pin-lock';

describe('pinLockEnd', () => {
  const last = '2026-11-22T10:00:00.000Z';
  const at = (iso: string) => new Date(iso).getTime();

  it('locks for 15 minutes from the last attempt once 10 attempts are reached', () => {
    expect(pinLockEnd(10, last, at('2026-11-22T10:05:00Z'))).toBe(at('2026-11-22T10:15:00Z'));
  });

  it('does not lock below 10 attempts, without a last attempt, or once the 15 minutes are over', () => {
    expect(pinLockEnd(9, last, at('2026-11-22T10:01:00Z'))).toBeNull();
    expect(pinLockEnd(10, null)).toBeNull();
    expect(pinLockEnd(10, last, at('2026-11-22T10:15:00Z'))).toBeNull();
  });
});

describe('countdown', () => {
  it('shows minutes and seconds, rounded up, never below zero', () => {
    expect(countdown(15 * 60_000)).toBe('15:00');
    expect(countdown(61_500)).toBe('01:02');
    expect(countdown(-5)).toBe('00:00');
  });
});
