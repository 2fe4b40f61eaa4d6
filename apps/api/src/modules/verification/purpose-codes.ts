// Codes e-mailed to confirm one sensitive operation (cash-out with twoFactorCashOut), on the machinery of the
// e-mail verification (verification.service.ts › issueCode): same table (another `purpose`), same length,
// lifetime, resend delay and attempt limit. The check counts its attempt in its own statement, so a wrong code
// is counted even when the operation that asked rolls back; the operation then consumes the code inside its
// own transaction.
import { timingSafeEqual } from 'node:crypto';
import { EMAIL_CODE, MSG, type SendCodeResponse } from '@sugu/domain';
import type { Database, Executor } from '../../db/client.js';
import { AppError, invalid } from '../../lib/errors.js';
import type { Mailer } from '../../mail/mailer.js';
import type { UserRow } from '../../session/session.js';
import { consumeCode, latestCode, takeAttempt } from './verification.repository.js';
import { hashCode, issueCode, type MailText, mailedCode, tooManyAttempts } from './verification.service.js';

export type CodePurpose = 'cashout';

const invalidCode = () =>
  invalid(MSG.codeInvalidOrExpired, { code: MSG.codeInvalidOrExpired }, 'code_invalid');

export function sendPurposeCode(
  deps: { db: Database; mailer: Mailer },
  user: UserRow,
  purpose: CodePurpose,
  mail: (firstName: string, code: string) => MailText,
  now: Date,
): Promise<SendCodeResponse> {
  const address = user.email.toLowerCase();
  const send = mailedCode(deps.mailer, purpose, address, user.email, user.firstName, mail);
  return issueCode(deps, user, send, now, async (tx) => {
    const last = await latestCode(tx, user.id, purpose);
    if (last && now.getTime() < last.createdAt.getTime() + EMAIL_CODE.resendAfterSeconds * 1000) {
      throw new AppError(429, 'code_resend_too_soon', MSG.codeResendTooSoon);
    }
  });
}

/** Checks the code (counting the attempt at once); answers the code's id for consumePurposeCode. */
export async function checkPurposeCode(
  db: Database,
  userId: string,
  purpose: CodePurpose,
  code: string,
  now: Date,
): Promise<string> {
  const last = await latestCode(db, userId, purpose);
  if (!last || last.consumedAt || last.expiresAt <= now) throw invalidCode();
  const attempts = await takeAttempt(db, last.id, EMAIL_CODE.maxWrongAttempts);
  if (attempts === null) throw tooManyAttempts();
  if (!timingSafeEqual(Buffer.from(last.codeHash, 'base64url'), hashCode(last.id, code))) {
    throw attempts >= EMAIL_CODE.maxWrongAttempts ? tooManyAttempts() : invalidCode();
  }
  return last.id;
}

/** Uses the checked code up, in the operation's transaction: a code confirms one operation only. */
export async function consumePurposeCode(tx: Executor, id: string, now: Date): Promise<void> {
  if (!(await consumeCode(tx, id, now))) throw invalidCode();
}
