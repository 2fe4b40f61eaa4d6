// PIN confirmation (design "PIN"): failures counted server-side, PIN.maxAttempts lock it for PIN.lockMinutes,
// a success grants the session one sensitive operation within PIN.grantMinutes.
import { MSG, PIN } from '@sugu/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';
import { forbidden } from '../../lib/errors.js';
import type { UserRow } from '../../session/session.js';
import { verifySecret } from '../auth/passwords.js';

export type PinResult =
  | { ok: true }
  | { ok: false; code: 'pin_incorrect'; remainingAttempts: number }
  | { ok: false; code: 'pin_locked'; lockedUntil: Date; retryAfterSeconds: number }
  | { ok: false; code: 'pin_not_set' };

const lockWindow = sql`now() - make_interval(mins => ${PIN.lockMinutes})`;
const lockEnd = (lastAttempt: Date) => new Date(lastAttempt.getTime() + PIN.lockMinutes * 60_000);
/**
 * Whole seconds left of the lock on the database's clock, the one that set lastPinAttempt and judges the
 * lock (never the API process's or the device's): 0 when not locked.
 */
const secondsLeft = sql<number>`CASE WHEN ${users.pinAttemptCount} >= ${PIN.maxAttempts}
  THEN greatest(0, ceil(extract(epoch from ${users.lastPinAttempt} - (${lockWindow}))))::int ELSE 0 END`;

/** 0, or the seconds until the user's PIN may be tried again (GET /api/User/me). */
export async function pinRetryAfterSeconds(db: Executor, user: UserRow): Promise<number> {
  // Below the maximum no lock can run: no query for nearly everyone.
  if (user.pinAttemptCount < PIN.maxAttempts || !user.lastPinAttempt) return 0;
  const [row] = await db.select({ seconds: secondsLeft }).from(users).where(eq(users.id, user.id));
  return row?.seconds ?? 0;
}

export async function confirmPin(
  db: Database,
  user: UserRow,
  sessionId: string,
  code: string,
): Promise<PinResult> {
  if (!user.pinHash) return { ok: false, code: 'pin_not_set' };

  // Every try is counted BEFORE the check, in one guarded UPDATE: concurrent tries cannot get more than
  // PIN.maxAttempts guesses in, and a count older than the lock window starts again from 1.
  const [reserved] = await db
    .update(users)
    .set({
      pinAttemptCount: sql`CASE WHEN ${users.lastPinAttempt} IS NULL OR ${users.lastPinAttempt} <= ${lockWindow}
        THEN 1 ELSE ${users.pinAttemptCount} + 1 END`,
      lastPinAttempt: sql`now()`,
    })
    .where(
      and(
        eq(users.id, user.id),
        sql`NOT (${users.pinAttemptCount} >= ${PIN.maxAttempts} AND ${users.lastPinAttempt} IS NOT NULL
          AND ${users.lastPinAttempt} > ${lockWindow})`,
      ),
    )
    .returning({
      count: users.pinAttemptCount,
      lastAttempt: users.lastPinAttempt,
      pinHash: users.pinHash,
      secondsLeft,
    });

  if (!reserved) {
    const [row] = await db
      .select({ lastAttempt: users.lastPinAttempt, secondsLeft })
      .from(users)
      .where(eq(users.id, user.id));
    return locked(row?.lastAttempt ?? null, row?.secondsLeft);
  }

  if (reserved.pinHash && (await verifySecret(reserved.pinHash, code))) {
    await db.transaction(async (tx) => {
      await tx.update(users).set({ pinAttemptCount: 0 }).where(eq(users.id, user.id));
      await tx
        .update(sessions)
        .set({ pinGrantExpiresAt: sql`now() + make_interval(mins => ${PIN.grantMinutes})` })
        .where(eq(sessions.id, sessionId));
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
  const consumed = await db
    .update(sessions)
    .set({ pinGrantExpiresAt: null })
    .where(and(eq(sessions.id, sessionId), gt(sessions.pinGrantExpiresAt, sql`now()`)))
    .returning({ id: sessions.id });
  if (consumed.length === 0) throw forbidden(MSG.pinRequired, 'pin_required');
}
