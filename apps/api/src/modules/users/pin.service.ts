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
  | { ok: false; code: 'pin_locked'; lockedUntil: Date }
  | { ok: false; code: 'pin_not_set' };

const lockWindow = sql`now() - make_interval(mins => ${PIN.lockMinutes})`;
const lockEnd = (lastAttempt: Date) => new Date(lastAttempt.getTime() + PIN.lockMinutes * 60_000);

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
    .returning({ count: users.pinAttemptCount, lastAttempt: users.lastPinAttempt, pinHash: users.pinHash });

  if (!reserved) {
    const [row] = await db
      .select({ lastAttempt: users.lastPinAttempt })
      .from(users)
      .where(eq(users.id, user.id));
    return { ok: false, code: 'pin_locked', lockedUntil: lockEnd(row?.lastAttempt ?? new Date()) };
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

  if (reserved.count >= PIN.maxAttempts) {
    return { ok: false, code: 'pin_locked', lockedUntil: lockEnd(reserved.lastAttempt ?? new Date()) };
  }
  return { ok: false, code: 'pin_incorrect', remainingAttempts: PIN.maxAttempts - reserved.count };
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
