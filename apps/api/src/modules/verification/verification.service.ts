// Email verification rules (EMAIL_CODE): a code of EMAIL_CODE.length digits, valid expiresAfterSeconds,
// a new one after resendAfterSeconds, maxWrongAttempts wrong tries before it is burnt. Only the connected user's own address can be verified.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { EMAIL_CODE, MSG, type PendingCodeResponse, type SendCodeResponse } from '@sugu/domain';
import type { Database, Executor } from '../../db/client.js';
import { AppError, conflict, forbidden, invalid } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import { uniqueViolation } from '../../lib/pg-errors.js';
import type { Mailer } from '../../mail/mailer.js';
import type { UserRow } from '../../session/session.js';
import * as repo from './verification.repository.js';
import { codeMail } from './verification-mail.js';

export interface VerificationDeps {
  db: Database;
  mailer: Mailer;
}

/** 429 of send-code; the route adds the seconds to the body so the popup can count down. */
export class ResendTooSoonError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    readonly expiresInSeconds: number,
  ) {
    super(429, 'code_resend_too_soon', MSG.codeResendTooSoon);
  }
}

/** What is stored of a code: its hash, salted by its row's id. */
export const hashCode = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest();
const secondsBetween = (from: Date, to: Date) =>
  Math.max(0, Math.ceil((to.getTime() - from.getTime()) / 1000));
const generateCode = () => String(randomInt(0, 10 ** EMAIL_CODE.length)).padStart(EMAIL_CODE.length, '0');

/** A code for `address` in the mail `mail` to `to`: a mail that cannot leave answers 503 'mail_failed'. */
export const mailedCode = (
  mailer: Mailer,
  purpose: repo.Purpose,
  address: string,
  to: string,
  firstName: string,
  mail: (firstName: string, code: string) => MailText,
): CodeToSend => ({
  purpose,
  address,
  deliver: async (code) => {
    try {
      await mailer.send({ to, ...mail(firstName, code) });
    } catch (error) {
      throw Object.assign(new AppError(503, 'mail_failed', MSG.codeSendFailed), { cause: error });
    }
  },
});

const emailCode = (deps: VerificationDeps, user: UserRow, address: string, to = user.email) =>
  mailedCode(deps.mailer, 'email', address, to, user.firstName, codeMail);

/** The address must be the session user's own, and not verified yet. */
function checkOwnUnverified(user: UserRow, email: string) {
  if (email.toLowerCase() !== user.email.toLowerCase())
    throw forbidden(MSG.codeEmailMismatch, 'email_mismatch');
  if (user.isEmailVerified) throw conflict(MSG.emailAlreadyVerified, 'email_already_verified');
}

export async function sendCode(
  deps: VerificationDeps,
  user: UserRow,
  email: string,
  now: Date,
): Promise<SendCodeResponse> {
  checkOwnUnverified(user, email);
  const address = user.email.toLowerCase();
  return issueCode(deps, user, emailCode(deps, user, address), now, (tx) =>
    checkResendDelay(tx, user.id, 'email', address, now),
  );
}

/** 429 with the seconds left while the last code of `purpose` to `address` is younger than the resend delay. */
export async function checkResendDelay(
  tx: Executor,
  userId: string,
  purpose: repo.Purpose,
  address: string,
  now: Date,
): Promise<void> {
  const last = await repo.latestCode(tx, userId, purpose, address);
  if (!last) return;
  const resendAt = new Date(last.createdAt.getTime() + EMAIL_CODE.resendAfterSeconds * 1000);
  if (now < resendAt) {
    const usable = !last.consumedAt && last.attempts < EMAIL_CODE.maxWrongAttempts;
    throw new ResendTooSoonError(
      secondsBetween(now, resendAt),
      usable ? secondsBetween(now, last.expiresAt) : 0,
    );
  }
}

/** What is left of the code already sent, so opening the popup again does not send another one. */
export async function pendingCode(
  db: Database,
  user: UserRow,
  now: Date = new Date(),
): Promise<PendingCodeResponse> {
  if (user.isEmailVerified) throw conflict(MSG.emailAlreadyVerified, 'email_already_verified');
  return pendingOf(db, user.id, 'email', user.email.toLowerCase(), now);
}

/** What is left of the last code of `purpose` to `address`. */
export async function pendingOf(
  db: Database,
  userId: string,
  purpose: repo.Purpose,
  address: string,
  now: Date,
): Promise<PendingCodeResponse> {
  const last = await repo.latestCode(db, userId, purpose, address);
  if (!last) return { expiresInSeconds: 0, resendAfterSeconds: 0 };
  const usable = !last.consumedAt && last.attempts < EMAIL_CODE.maxWrongAttempts && last.expiresAt > now;
  const resendAt = new Date(last.createdAt.getTime() + EMAIL_CODE.resendAfterSeconds * 1000);
  return {
    expiresInSeconds: usable ? secondsBetween(now, last.expiresAt) : 0,
    resendAfterSeconds: secondsBetween(now, resendAt),
  };
}

/**
 * A user who mistyped the address at sign-up replaces it (same rules as sign-up, unique) and gets a code
 * there at once. The resend delay still holds for each address, and the per-client-address limit of the
 * route caps how many strangers one client could mail.
 */
export async function changeEmail(
  deps: VerificationDeps,
  user: UserRow,
  email: string,
  now: Date = new Date(),
): Promise<SendCodeResponse> {
  if (user.isEmailVerified) throw conflict(MSG.emailAlreadyVerified, 'email_already_verified');
  const address = email.toLowerCase();
  try {
    return await issueCode(deps, user, emailCode(deps, user, address, address), now, async (tx) => {
      const last = await repo.latestCode(tx, user.id, 'email', address);
      const resendAt = last && new Date(last.createdAt.getTime() + EMAIL_CODE.resendAfterSeconds * 1000);
      if (resendAt && now < resendAt) throw new ResendTooSoonError(secondsBetween(now, resendAt), 0);
      if (await repo.emailUsedByOther(tx, address, user.id)) throw emailTaken();
      await repo.setEmail(tx, user.id, address);
    });
  } catch (error) {
    if (uniqueViolation(error) === 'users_email_key') throw emailTaken();
    throw error;
  }
}

const emailTaken = () => conflict(MSG.emailTaken, 'email_taken', { email: MSG.emailTaken });

/** The mail carrying a code to its user. */
export interface MailText {
  subject: string;
  text: string;
  html: string;
}

/** A code to send: what it is for, to which address (e-mail or E.164 number), and how it leaves. */
export interface CodeToSend {
  purpose: repo.Purpose;
  address: string;
  /** Sends the code; throws an AppError (503, 429…) when it could not leave. */
  deliver: (code: string) => Promise<void>;
}

/**
 * Under the user's lock: `check` (may refuse or update), then the new code replaces the old ones of its
 * purpose; then `send.deliver`. A code that cannot leave is forgotten, so the user may ask again at once.
 */
export async function issueCode(
  deps: { db: Database },
  user: Pick<UserRow, 'id'>,
  send: CodeToSend,
  now: Date,
  check: (tx: Executor) => Promise<void>,
): Promise<SendCodeResponse> {
  const code = generateCode();
  const id = newId();
  await deps.db.transaction(async (tx) => {
    await repo.lockUser(tx, user.id);
    await check(tx);
    await repo.retireCodes(tx, user.id, send.purpose, now);
    await repo.insertCode(tx, {
      id,
      purpose: send.purpose,
      userId: user.id,
      email: send.address,
      codeHash: hashCode(id, code).toString('base64url'),
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_CODE.expiresAfterSeconds * 1000),
    });
  });

  try {
    await send.deliver(code);
  } catch (error) {
    await repo.deleteCode(deps.db, id);
    throw error;
  }
  return {
    message: MSG.codeSent,
    expiresInSeconds: EMAIL_CODE.expiresAfterSeconds,
    resendAfterSeconds: EMAIL_CODE.resendAfterSeconds,
  };
}

export async function verifyCode(
  deps: VerificationDeps,
  user: UserRow,
  email: string,
  code: string,
  now: Date,
): Promise<{ message: string }> {
  checkOwnUnverified(user, email);
  await useCode(deps.db, user.id, 'email', user.email.toLowerCase(), code, now, (tx) =>
    repo.markEmailVerified(tx, user.id),
  );
  return { message: MSG.emailVerified };
}

/**
 * Checks `code` against the last code of `purpose` to `address` (counting the attempt first), then uses it
 * and runs `verified` in one transaction.
 */
export async function useCode(
  db: Database,
  userId: string,
  purpose: repo.Purpose,
  address: string,
  code: string,
  now: Date,
  verified: (tx: Executor) => Promise<void>,
): Promise<void> {
  const last = await repo.latestCode(db, userId, purpose, address);
  if (!last || last.consumedAt) throw invalid(MSG.codeInvalidOrExpired, undefined, 'code_invalid');
  if (last.attempts >= EMAIL_CODE.maxWrongAttempts) throw tooManyAttempts();
  if (last.expiresAt <= now) throw invalid(MSG.codeExpired, undefined, 'code_expired');

  const used = await repo.takeAttempt(db, last.id, EMAIL_CODE.maxWrongAttempts);
  if (used === null) throw tooManyAttempts();
  const expected = Buffer.from(last.codeHash, 'base64url');
  if (!timingSafeEqual(expected, hashCode(last.id, code))) {
    if (used >= EMAIL_CODE.maxWrongAttempts) throw tooManyAttempts();
    throw invalid(MSG.codeInvalidOrExpired, undefined, 'code_invalid');
  }

  await db.transaction(async (tx) => {
    if (!(await repo.consumeCode(tx, last.id, now))) {
      throw invalid(MSG.codeInvalidOrExpired, undefined, 'code_invalid');
    }
    await verified(tx);
  });
}

export const tooManyAttempts = () => new AppError(429, 'code_too_many_attempts', MSG.codeTooManyAttempts);
