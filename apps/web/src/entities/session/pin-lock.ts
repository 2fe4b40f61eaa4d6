// The PIN lock (PIN.maxAttempts failures lock it PIN.lockMinutes) as the server counts it. Its
// answers say how many seconds remain (a refusal's Retry-After, /me's pinRetryAfterSeconds) and the
// countdown runs from when each answer arrived: the device's clock only measures the time gone by since, so
// a phone set minutes off still shows the server's time. Shared by every PIN entry (order, settings, wallet).
import { PIN } from '@sugu/domain';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ApiError } from '../../shared/lib/api';
import { useMe } from './api/me';

interface Lock {
  /** When the lock ends, on this device's clock; null when the PIN may be tried. */
  until: number | null;
  /** When the answer this comes from arrived: an older answer never overrides a newer one. */
  at: number;
}

let lock: Lock = { until: null, at: 0 };
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The server said the lock runs `seconds` more (0: no lock) in an answer that arrived at `receivedAt`. */
export function notePinLock(seconds: number, receivedAt = Date.now()): void {
  if (receivedAt < lock.at) return;
  lock = { until: seconds > 0 ? receivedAt + seconds * 1000 : null, at: receivedAt };
  for (const listener of listeners) listener();
}

/** When the lock ends on this device's clock, or null. */
export const pinLockedUntil = (): number | null => lock.until;

/** A failed confirm-pin: remembered when it is the lock, for as long as the server says. */
export function notePinRefusal(error: unknown): void {
  if (error instanceof ApiError && error.code === 'pin_locked')
    notePinLock(error.retryAfterSeconds ?? PIN.lockMinutes * 60);
}

/** Milliseconds left of the lock, the component drawn again every second; null when the PIN may be tried. */
export function usePinLock(): number | null {
  const { data: me, dataUpdatedAt } = useMe();
  const retryAfter = me?.pinRetryAfterSeconds ?? 0;
  // Noted when the server's figure changes, dated by the answer that brought it. A local edit of the cached
  // user (a saved field, a new balance) also moves dataUpdatedAt but is no news of the lock: it must neither
  // restart the countdown nor lift a lock a refused PIN has just reported.
  const noted = useRef<number | null>(null);
  useEffect(() => {
    if (!dataUpdatedAt || noted.current === retryAfter) return;
    noted.current = retryAfter;
    notePinLock(retryAfter, dataUpdatedAt);
  }, [retryAfter, dataUpdatedAt]);
  const { until } = useSyncExternalStore(subscribe, () => lock);
  const [, tick] = useState(0);
  useEffect(() => {
    if (until === null) return;
    const timer = window.setInterval(() => {
      tick((n) => n + 1);
      if (Date.now() >= until) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  const left = until === null ? 0 : until - Date.now();
  return left > 0 ? left : null;
}

/** The countdown as 'mm:ss', rounded up, never negative. */
export function countdown(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
