// Login: the account of an email or username whose password matches, or 401 'login_failed'; a suspended
// account 403 'account_suspended'.
import { MSG } from '@sugu/domain';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { verifyNothing, verifySecret } from '../../lib/secrets.js';
import type { UserRow } from '../../session/session.js';
import { findAccount, refuseSuspended } from '../users/index.js';

export async function authenticate(ctx: AppContext, identifier: string, password: string): Promise<UserRow> {
  const user = await findAccount(ctx.db, identifier);
  // Unknown account, wrong password and Google-only account answer alike, in about the same time.
  const ok = user?.passwordHash
    ? await verifySecret(user.passwordHash, password)
    : await verifyNothing(password);
  if (!user || !ok) throw new AppError(401, 'login_failed', MSG.loginFailed);
  // Only the account's owner (right password) learns that it is suspended.
  await refuseSuspended(ctx, user);
  return user;
}

/** The login throttle's key: one budget per account whichever identifier names it (username or email). */
export async function loginRateKey(ctx: AppContext, identifier: string | undefined) {
  if (!identifier) return undefined;
  const user = await findAccount(ctx.db, identifier);
  return user ? `user:${user.id}` : `unknown:${identifier}`;
}
