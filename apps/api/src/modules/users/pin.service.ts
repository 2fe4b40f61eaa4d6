// PIN confirmation: failures counted server-side, PIN.maxAttempts lock it for PIN.lockMinutes,
// a success grants the session one sensitive operation within PIN.grantMinutes.
import { MSG, PIN } from '@sugu/domain';
import type { Database, Executor } from '../../db/client.js';
import { forbidden } from '../../lib/errors.js';
import { verifySecret } from '../../lib/secrets.js';
import type { UserRow } from '../../session/session.js';
import {
  findLockSecondsLeft,
  findPinLock,
  grantPin,
  reservePinAttempt,
  resetPinAttempts,
  takePinGrant,
} from './pin.repository.js';

export type PinResult =
  | { ok: true }
  | { ok: false; code: 'pin_incorrect'; remainingAttempts: number }
  | { ok: false; code: 'pin_locked'; lockedUntil: Date; retryAfterSeconds: number }
  | { ok: false; code: 'pin_not_set' };

const lockEnd = (lastAttempt: Date) => new Date(lastAttempt.getTime() + PIN.lockMinutes * 60_000);

/** 0, or the seconds until the user's PIN may be tried again (GET /api/User/me). */
export async function pinRetryAfterSeconds(db: Executor, user: UserRow): Promise<number> {
  // Below the maximum no lock can run: no query for nearly everyone.
  if (user.pinAttemptCount < PIN.maxAttempts || !user.lastPinAttempt) return 0;
  // On the database's clock, the one that set lastPinAttempt and judges the lock.
  return findLockSecondsLeft(db, user.id);
}

export async function confirmPin(
  db: Database,
  user: UserRow,
  sessionId: string,
  code: string,
): Promise<PinResult> {
  if (!user.pinHash) return { ok: false, code: 'pin_not_set' };

  // Every try is counted before the check (pin.repository.ts): concurrent tries get no more guesses in.
  const reserved = await reservePinAttempt(db, user.id);
  if (!reserved) {
    const lock = await findPinLock(db, user.id);
    return locked(lock?.lastAttempt ?? null, lock?.secondsLeft);
  }

  if (reserved.pinHash && (await verifySecret(reserved.pinHash, code))) {
    await db.transaction(async (tx) => {
      await resetPinAttempts(tx, user.id);
      await grantPin(tx, sessionId);
    });
    return { ok: true };
  }

  if (reserved.count >= PIN.maxAttempts) return locked(reserved.lastAttempt, reserved.secondsLeft);
  return { ok: false, code: 'pin_incorrect', remainingAttempts: PIN.maxAttempts - reserved.count };
}

function locked(lastAttempt: Date | null, seconds: number | undefined): PinResult {
  return {
    ok: false,
    code: 'pin_locked',
    lockedUntil: lockEnd(lastAttempt ?? new Date()),
    // A lock that ended between the refusal and this read: try again in a second.
    retryAfterSeconds: Math.max(1, seconds ?? 1),
  };
}

/**
 * Uses up the session's PIN authorisation for a sensitive operation (order, cash-out, profile or security
 * edit). Single use: one conditional UPDATE, so two concurrent operations cannot share one confirmation.
 * Call it inside the operation's transaction so a failed operation keeps the grant. 403 `pin_required`.
 */
export async function consumePinGrant(db: Executor, sessionId: string): Promise<void> {
  if (!(await takePinGrant(db, sessionId))) throw forbidden(MSG.pinRequired, 'pin_required');
}
