// Codes e-mailed to confirm one sensitive operation (cash-out with twoFactorCashOut), on the machinery of the
// e-mail verification: same table (another `purpose`), same length, lifetime, resend delay and attempt limit.
// The check counts its attempt in its own statement, so a wrong code is counted even when the operation that
// asked rolls back; the operation then consumes the code inside its own transaction.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { EMAIL_CODE, MSG, type SendCodeResponse } from '@sugu/domain';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { users, verificationCodes } from '../../db/schema/index.js';
import { AppError, invalid } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import type { Mailer } from '../../mail/mailer.js';
import type { UserRow } from '../../session/session.js';

export type CodePurpose = 'cashout';
export interface MailText {
  subject: string;
  text: string;
  html: string;
}

const hashCode = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest();
const tooManyAttempts = () => new AppError(429, 'code_too_many_attempts', MSG.codeTooManyAttempts);
const invalidCode = () =>
  invalid(MSG.codeInvalidOrExpired, { code: MSG.codeInvalidOrExpired }, 'code_invalid');

async function latest(db: Executor, userId: string, purpose: CodePurpose) {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  return row;
}

export async function sendPurposeCode(
  deps: { db: Database; mailer: Mailer },
  user: UserRow,
  purpose: CodePurpose,
  mail: (firstName: string, code: string) => MailText,
  now: Date,
): Promise<SendCodeResponse> {
  const code = String(randomInt(0, 10 ** EMAIL_CODE.length)).padStart(EMAIL_CODE.length, '0');
  const id = newId();
  await deps.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const last = await latest(tx, user.id, purpose);
    if (last && now.getTime() < last.createdAt.getTime() + EMAIL_CODE.resendAfterSeconds * 1000) {
      throw new AppError(429, 'code_resend_too_soon', MSG.codeResendTooSoon);
    }
    await tx
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(verificationCodes.userId, user.id),
          eq(verificationCodes.purpose, purpose),
          isNull(verificationCodes.consumedAt),
        ),
      );
    await tx.insert(verificationCodes).values({
      id,
      userId: user.id,
      email: user.email.toLowerCase(),
      purpose,
      codeHash: hashCode(id, code).toString('base64url'),
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_CODE.expiresAfterSeconds * 1000),
    });
  });
  try {
    await deps.mailer.send({ to: user.email, ...mail(user.firstName, code) });
  } catch (error) {
    await deps.db.delete(verificationCodes).where(eq(verificationCodes.id, id));
    throw Object.assign(new AppError(503, 'mail_failed', MSG.codeSendFailed), { cause: error });
  }
  return {
    message: MSG.codeSent,
    expiresInSeconds: EMAIL_CODE.expiresAfterSeconds,
    resendAfterSeconds: EMAIL_CODE.resendAfterSeconds,
  };
}

/** Checks the code (counting the attempt at once); answers the code's id for consumePurposeCode. */
export async function checkPurposeCode(
  db: Database,
  userId: string,
  purpose: CodePurpose,
  code: string,
  now: Date,
): Promise<string> {
  const last = await latest(db, userId, purpose);
  if (!last || last.consumedAt || last.expiresAt <= now) throw invalidCode();
  const [taken] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, last.id),
        isNull(verificationCodes.consumedAt),
        lt(verificationCodes.attempts, EMAIL_CODE.maxWrongAttempts),
      ),
    )
    .returning({ attempts: verificationCodes.attempts });
  if (!taken) throw tooManyAttempts();
  if (!timingSafeEqual(Buffer.from(last.codeHash, 'base64url'), hashCode(last.id, code))) {
    throw taken.attempts >= EMAIL_CODE.maxWrongAttempts ? tooManyAttempts() : invalidCode();
  }
  return last.id;
}

/** Uses the checked code up, in the operation's transaction: a code confirms one operation only. */
export async function consumePurposeCode(tx: Executor, id: string, now: Date): Promise<void> {
  const used = await tx
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  if (used.length !== 1) throw invalidCode();
}
