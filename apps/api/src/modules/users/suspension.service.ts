// An account's suspension (moderation decides it, this module owns the columns): the account, its sessions
// and its shop, in the caller's transaction. The moderation module adds what other modules do (orders
// refused, notifications) and announces the lists' clear.
import { formatLongDate, MODERATION_MSG } from '@sugu/domain';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import type { Announce } from '../../lib/cache-events.js';
import { announcing } from '../../lib/cache-events.js';
import { forbidden } from '../../lib/errors.js';
import { PUBLICATIONS_CHANGED } from '../../lib/response-cache.js';
import { endSessionsOf, type UserRow } from '../../session/session.js';
import { setShopSuspended } from '../shops/index.js';
import { clearSuspension, findEndedSuspensions, markSuspended, type Suspension } from './users.repository.js';

/**
 * Suspends the account: every session ends (`announce` tells every process), its shop is hidden. False
 * when it already was suspended (nothing changed).
 */
export async function suspendAccount(
  tx: Executor,
  announce: Announce,
  userId: string,
  suspension: Suspension,
): Promise<boolean> {
  if (!(await markSuspended(tx, userId, suspension))) return false;
  await endSessionsOf(tx, announce, userId);
  await setShopSuspended(tx, userId, true);
  return true;
}

/** Lifts the suspension: the shop shows again. False when the account was not suspended. */
export async function unsuspendAccount(tx: Executor, userId: string): Promise<boolean> {
  if (!(await clearSuspension(tx, userId))) return false;
  await setShopSuspended(tx, userId, false);
  return true;
}

/** What a suspended account is told (login, its devices): suspended, until when if the suspension has an end. */
export const suspensionMessage = (until: Date | null): string =>
  until ? MODERATION_MSG.accountSuspendedUntil(formatLongDate(until)) : MODERATION_MSG.accountSuspended;

/** Whether the account is suspended at `now` (a suspension past its `until` no longer counts). */
type SuspensionOf = Pick<UserRow, 'id' | 'suspendedAt' | 'suspendedUntil'>;

const isSuspended = (user: SuspensionOf, now: Date): boolean =>
  user.suspendedAt !== null && (user.suspendedUntil === null || user.suspendedUntil > now);

/**
 * Login's check, after the password: a suspended account is refused with a French 403 that says so; one
 * whose suspension has run out is restored first (its shop shows again).
 */
export async function refuseSuspended(ctx: AppContext, user: SuspensionOf): Promise<void> {
  if (user.suspendedAt === null) return;
  const now = ctx.now();
  if (isSuspended(user, now)) {
    throw forbidden(suspensionMessage(user.suspendedUntil), 'account_suspended');
  }
  await announcing(ctx.db, async (tx, announce) => {
    if (await unsuspendAccount(tx, user.id)) for (const event of PUBLICATIONS_CHANGED) announce(event);
  });
}

/** Accounts lifted by one sweep at most; the next sweep takes the rest. */
const LIFT_BATCH = 200;

/**
 * Lifts every suspension whose end has passed at `ctx.now()` (the sweep of users.timers.ts): the account can
 * sign in and its shop, products and publications show again in every process. Returns how many.
 */
export async function liftEndedSuspensions(ctx: AppContext): Promise<number> {
  const ids = await findEndedSuspensions(ctx.db, ctx.now(), LIFT_BATCH);
  if (ids.length === 0) return 0;
  let lifted = 0;
  await announcing(ctx.db, async (tx, announce) => {
    for (const id of ids) if (await unsuspendAccount(tx, id)) lifted += 1;
    if (lifted > 0) for (const event of PUBLICATIONS_CHANGED) announce(event);
  });
  return lifted;
}
