// Queries of the PIN: its failure count and lock on the user's row, judged on the database's clock (never the
// API process's or the device's), and the session's single-use grant.
import { PIN } from '@sugu/domain';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';

const lockWindow = sql`now() - make_interval(mins => ${PIN.lockMinutes})`;
/** Whole seconds left of the lock: 0 when not locked. */
const secondsLeft = sql<number>`CASE WHEN ${users.pinAttemptCount} >= ${PIN.maxAttempts}
  THEN greatest(0, ceil(extract(epoch from ${users.lastPinAttempt} - (${lockWindow}))))::int ELSE 0 END`;

export async function findLockSecondsLeft(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ seconds: secondsLeft }).from(users).where(eq(users.id, userId));
  return row?.seconds ?? 0;
}

/**
 * Counts a try BEFORE the check, in one guarded UPDATE: concurrent tries cannot get more than PIN.maxAttempts
 * guesses in, and a count older than the lock window starts again from 1. Undefined when the PIN is locked.
 */
export async function reservePinAttempt(db: Executor, userId: string) {
  const [reserved] = await db
    .update(users)
    .set({
      pinAttemptCount: sql`CASE WHEN ${users.lastPinAttempt} IS NULL OR ${users.lastPinAttempt} <= ${lockWindow}
        THEN 1 ELSE ${users.pinAttemptCount} + 1 END`,
      lastPinAttempt: sql`now()`,
    })
    .where(
      and(
        eq(users.id, userId),
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
  return reserved;
}

/** The lock as it stands (its last try and the seconds left). */
export async function findPinLock(db: Executor, userId: string) {
  const [row] = await db
    .select({ lastAttempt: users.lastPinAttempt, secondsLeft })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function resetPinAttempts(db: Executor, userId: string): Promise<void> {
  await db.update(users).set({ pinAttemptCount: 0 }).where(eq(users.id, userId));
}

/** The session may do one sensitive operation within PIN.grantMinutes. */
export async function grantPin(db: Executor, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ pinGrantExpiresAt: sql`now() + make_interval(mins => ${PIN.grantMinutes})` })
    .where(eq(sessions.id, sessionId));
}

/** Uses up the session's grant if it is still valid; whether it was. */
export async function takePinGrant(db: Executor, sessionId: string): Promise<boolean> {
  const consumed = await db
    .update(sessions)
    .set({ pinGrantExpiresAt: null })
    .where(and(eq(sessions.id, sessionId), gt(sessions.pinGrantExpiresAt, sql`now()`)))
    .returning({ id: sessions.id });
  return consumed.length > 0;
}
