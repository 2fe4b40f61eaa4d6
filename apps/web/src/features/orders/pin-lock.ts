import { PIN } from '@sugu/domain';

const LOCK_MS = PIN.lockMinutes * 60_000;

/** End of the PIN lock (spec 2 §4): 15 minutes from lastPinAttempt once pinAttemptCount reaches 10. */
export function pinLockEnd(count: number, lastAttempt: string | null, now = Date.now()): number | null {
  if (count < PIN.maxAttempts || !lastAttempt) return null;
  const end = new Date(lastAttempt).getTime() + LOCK_MS;
  return end > now ? end : null;
}

/** The countdown as 'mm:ss', never negative. */
export function countdown(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** When the server says locked without the user's fresh attempt time. */
export const fallbackLockEnd = (now = Date.now()) => now + LOCK_MS;
