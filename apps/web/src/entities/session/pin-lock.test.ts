import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/lib/api';
import { countdown, notePinLock, notePinRefusal, pinLockedUntil } from './pin-lock';

describe('the PIN lock as the server counts it', () => {
  it('ends the seconds the server gave after its answer arrived, whatever time the device shows', () => {
    // Whether the device is right or 8 minutes behind, the server's 742 s left are 742 s from the answer.
    for (const arrived of [Date.parse('2026-11-22T09:52:00Z'), Date.parse('2026-11-22T10:00:00Z')]) {
      notePinLock(742, arrived);
      expect(pinLockedUntil()! - arrived).toBe(742_000);
    }
  });

  it('keeps the newest answer: an older /me does not lift a fresher lock, a newer one does', () => {
    notePinLock(900, Date.parse('2026-11-23T10:00:00Z'));
    notePinLock(0, Date.parse('2026-11-23T09:59:00Z'));
    expect(pinLockedUntil()).toBe(Date.parse('2026-11-23T10:15:00Z'));
    notePinLock(0, Date.parse('2026-11-23T10:16:00Z'));
    expect(pinLockedUntil()).toBeNull();
  });

  it('remembers a refusal only when it is the lock, for the Retry-After the server sent', () => {
    notePinRefusal(new ApiError(400, 'Code incorrect', 'pin_incorrect'));
    expect(pinLockedUntil()).toBeNull();
    const before = Date.now();
    notePinRefusal(new ApiError(429, 'Trop de tentatives', 'pin_locked', {}, 61));
    const until = pinLockedUntil()!;
    expect(until - before).toBeGreaterThanOrEqual(61_000);
    expect(until - Date.now()).toBeLessThanOrEqual(61_000);
  });
});

describe('countdown', () => {
  it('shows minutes and seconds, rounded up, never below zero', () => {
    expect(countdown(15 * 60_000)).toBe('15:00');
    expect(countdown(61_500)).toBe('01:02');
    expect(countdown(-5)).toBe('00:00');
  });
});
