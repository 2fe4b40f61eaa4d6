// Queries of e-mailed codes: the address's verification ('email') and the codes confirming one operation
// (purpose-codes.ts), in one table told apart by `purpose`.
import { and, desc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users, verificationCodes } from '../../db/schema/index.js';

export type CodeRow = typeof verificationCodes.$inferSelect;
/**
 * What a code is for: 'email' verifies the address, 'phone' the number (its E.164 in the `email` column,
 * the code's address); the others confirm one operation.
 */
export type Purpose = 'email' | 'phone' | 'cashout';

/** Serialises code requests of one user (two quick taps must not both pass the resend delay). */
export async function lockUser(tx: Executor, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/**
 * The last code sent to this user for `purpose` (and, when given, to this address): the only one that can
 * be used.
 */
export async function latestCode(
  tx: Executor,
  userId: string,
  purpose: Purpose,
  email?: string,
): Promise<CodeRow | undefined> {
  const [row] = await tx
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, userId),
        email === undefined ? undefined : eq(verificationCodes.email, email),
        eq(verificationCodes.purpose, purpose),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  return row;
}

/** A new code replaces the previous ones of its purpose: they are marked consumed so they stop working. */
export async function retireCodes(tx: Executor, userId: string, purpose: Purpose, now: Date) {
  await tx
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
      ),
    );
}

export async function insertCode(
  tx: Executor,
  row: typeof verificationCodes.$inferInsert & { purpose: Purpose },
) {
  await tx.insert(verificationCodes).values(row);
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

export async function markPhoneVerified(tx: Executor, userId: string) {
  await tx.update(users).set({ isPhoneVerified: true }).where(eq(users.id, userId));
}

/** A new number is not verified, whatever the old one was. */
export async function setPhone(tx: Executor, userId: string, phone: string) {
  await tx.update(users).set({ phone, isPhoneVerified: false }).where(eq(users.id, userId));
}
