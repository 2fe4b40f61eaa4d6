// Drizzle queries of email verification codes.
import { and, desc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users, verificationCodes } from '../../db/schema/index.js';

export type CodeRow = typeof verificationCodes.$inferSelect;
const PURPOSE = 'email';

/** Serialises code requests of one user (two quick taps must not both pass the resend delay). */
export async function lockUser(tx: Executor, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The last code sent to this user for this address: the only one that can be used. */
export async function latestCode(tx: Executor, userId: string, email: string): Promise<CodeRow | undefined> {
  const [row] = await tx
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.email, email),
        eq(verificationCodes.purpose, PURPOSE),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  return row;
}

/** A new code replaces the previous ones: they are marked consumed so they stop working. */
export async function retireCodes(tx: Executor, userId: string, now: Date) {
  await tx
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, PURPOSE),
        isNull(verificationCodes.consumedAt),
      ),
    );
}

export async function insertCode(tx: Executor, row: typeof verificationCodes.$inferInsert) {
  await tx.insert(verificationCodes).values({ ...row, purpose: PURPOSE });
}

export async function deleteCode(tx: Executor, id: string) {
  await tx.delete(verificationCodes).where(eq(verificationCodes.id, id));
}

/**
 * Takes one attempt before the code is compared, in one conditional update, so parallel guesses
 * cannot test more than `max` codes. Returns the attempts now used, or null when none was left.
 */
export async function takeAttempt(tx: Executor, id: string, max: number): Promise<number | null> {
  const [row] = await tx
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, id),
        isNull(verificationCodes.consumedAt),
        lt(verificationCodes.attempts, max),
      ),
    )
    .returning({ attempts: verificationCodes.attempts });
  return row ? row.attempts : null;
}

/** Uses the code once; false if another request used it first. */
export async function consumeCode(tx: Executor, id: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}

export async function markEmailVerified(tx: Executor, userId: string) {
  await tx.update(users).set({ isEmailVerified: true }).where(eq(users.id, userId));
}

/** Another account already uses this address (compared like the unique index: lower-cased). */
export async function emailUsedByOther(tx: Executor, email: string, userId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, userId)))
    .limit(1);
  return rows.length > 0;
}

export async function setEmail(tx: Executor, userId: string, email: string) {
  await tx.update(users).set({ email }).where(eq(users.id, userId));
}
