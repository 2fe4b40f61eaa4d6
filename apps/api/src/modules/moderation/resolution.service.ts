// What an operator does with a report, and an account's suspension. Pure services: they run in the
// caller's transaction (the operator console's one, with its audit row) and announce through `announce`
// what every process must forget; the caller checks who acts.
import {
  type AccountSuspendedEvent,
  MODERATION_MSG,
  type ReportAction,
  type ReportTargetType,
} from '@sugu/domain';
import type { Executor } from '../../db/client.js';
import type { Announce } from '../../lib/cache-events.js';
import { DB_CHANNELS, type LiveEvent, publishAfterCommit } from '../../lib/db-events.js';
import { conflict, invalid, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { PUBLICATIONS_CHANGED } from '../../lib/response-cache.js';
import { removeComment } from '../comments/index.js';
import { removeMessage } from '../messaging/index.js';
import { notify } from '../notifications/index.js';
import { refuseOpenOrdersOf } from '../orders/index.js';
import { removeProduct } from '../products/index.js';
import { removePublication } from '../publications/index.js';
import { removeShop } from '../shops/index.js';
import { suspendAccount, suspensionMessage, unsuspendAccount } from '../users/index.js';
import { findUserSuspension, lockReport, resolveOpenReportsOf } from './moderation.repository.js';

/** What the services need beside the transaction: the announcement of cache events, and the time. */
export interface ModerationEnv {
  announce: Announce;
  now: Date;
}

export interface ResolveReportInput {
  reportId: string;
  action: ReportAction;
  reason: string;
  /** For `suspend`: when the suspension ends by itself (none: until lifted). */
  until?: Date | null;
}

export interface ResolvedReport {
  reportId: string;
  targetType: ReportTargetType;
  targetId: string;
  ownerId: string;
  action: ReportAction;
  /** Reports of the same target resolved with it (the reporters told). */
  resolvedReports: number;
}

const reportNotFound = () => notFound(MODERATION_MSG.reportNotFound, 'report_not_found');

/**
 * Resolves the report and every other open report of its target: `dismiss` leaves the content, `remove`
 * takes it away everywhere (lists, pages, links, every process's kept answers), `warn` tells its owner why,
 * `suspend` suspends its owner. Each reporter is told the outcome. 409 when it was already resolved (two
 * operators at once: the second waits for the first's lock, then gets it).
 */
export async function resolveReport(
  tx: Executor,
  input: ResolveReportInput,
  actorId: string,
  env: ModerationEnv,
): Promise<ResolvedReport> {
  if (!isUuid(input.reportId)) throw reportNotFound();
  const report = await lockReport(tx, input.reportId);
  if (!report) throw reportNotFound();
  if (report.state !== 'open') throw conflict(MODERATION_MSG.reportAlreadyResolved, 'report_resolved');
  const { targetType, targetId, ownerId } = report;

  if (input.action === 'remove') {
    if (targetType === 'user')
      throw invalid(MODERATION_MSG.cannotRemoveUser, undefined, 'cannot_remove_user');
    await removeTarget(tx, env.announce, targetType, targetId);
    for (const event of PUBLICATIONS_CHANGED) env.announce(event);
    await tell(tx, ownerId, 'removed', input.reason);
  } else if (input.action === 'warn') {
    await tell(tx, ownerId, 'warn', input.reason);
  } else if (input.action === 'suspend') {
    // Already suspended (another report of theirs): the report is resolved all the same.
    const user = await findUserSuspension(tx, ownerId);
    if (user && user.suspendedAt === null) {
      await suspendUser(tx, { userId: ownerId, reason: input.reason, until: input.until }, actorId, env);
    }
  }

  const reporters = await resolveOpenReportsOf(
    tx,
    { targetType, targetId },
    { action: input.action, resolution: input.reason, resolvedBy: actorId, at: env.now },
  );
  for (const reporterId of reporters) {
    await notify(tx, {
      userId: reporterId,
      type: 'Moderation',
      title: () => MODERATION_MSG.outcomeTitle,
      message: () => MODERATION_MSG.outcomeMessage(input.action),
    });
  }
  return {
    reportId: report.id,
    targetType,
    targetId,
    ownerId,
    action: input.action,
    resolvedReports: reporters.length,
  };
}

/** A notification from Sugu's operators (type Moderation). */
/** Tells the owner of the content what was done to it and why, in their language. */
const tell = (tx: Executor, userId: string, act: 'removed' | 'warn', reason: string) =>
  notify(tx, {
    userId,
    type: 'Moderation',
    title: () => MODERATION_MSG[`${act}Title`],
    message: () => MODERATION_MSG[`${act}Message`](reason),
  });

/** Takes the content away through the module that owns it (gone already: nothing to do). */
async function removeTarget(
  tx: Executor,
  announce: Announce,
  type: Exclude<ReportTargetType, 'user'>,
  id: string,
): Promise<void> {
  switch (type) {
    case 'shop':
      await removeShop(tx, id);
      return;
    case 'product':
      await removeProduct(tx, id);
      return;
    case 'publication':
      await removePublication(tx, id);
      return;
    case 'comment':
      await removeComment(tx, announce, id);
      return;
    case 'message':
      await removeMessage(tx, id);
      return;
  }
}

export interface SuspendInput {
  userId: string;
  reason: string;
  until?: Date | null;
}

const userNotFound = () => notFound(MODERATION_MSG.userNotFound, 'user_not_found');

/**
 * Suspends an account: its sessions end and its live connections are cut in every process, its shop,
 * products and publications leave every list, its open orders (bought or sold) are refused with the
 * escrow returned to the buyer. 404 unknown user, 409 already suspended.
 */
export async function suspendUser(
  tx: Executor,
  input: SuspendInput,
  _actorId: string,
  env: ModerationEnv,
): Promise<{ userId: string; refusedOrders: number }> {
  if (!isUuid(input.userId) || !(await findUserSuspension(tx, input.userId))) throw userNotFound();
  const until = input.until ?? null;
  const suspended = await suspendAccount(tx, env.announce, input.userId, {
    at: env.now,
    until,
    reason: input.reason,
  });
  if (!suspended) throw conflict(MODERATION_MSG.alreadySuspended, 'already_suspended');
  const data: AccountSuspendedEvent = {
    message: suspensionMessage(until),
    until: until?.toISOString() ?? null,
  };
  const live: LiveEvent = { userIds: [input.userId], event: 'AccountSuspended', data };
  await publishAfterCommit(tx, DB_CHANNELS.live, live);
  const refusedOrders = await refuseOpenOrdersOf(tx, input.userId, env.now);
  for (const event of PUBLICATIONS_CHANGED) env.announce(event);
  return { userId: input.userId, refusedOrders };
}

/** Lifts a suspension: the account can sign in and its content shows again; refused orders stay refused. */
export async function unsuspendUser(
  tx: Executor,
  input: { userId: string; reason: string },
  _actorId: string,
  env: ModerationEnv,
): Promise<{ userId: string }> {
  if (!isUuid(input.userId) || !(await findUserSuspension(tx, input.userId))) throw userNotFound();
  if (!(await unsuspendAccount(tx, input.userId))) {
    throw conflict(MODERATION_MSG.notSuspended, 'not_suspended');
  }
  for (const event of PUBLICATIONS_CHANGED) env.announce(event);
  return { userId: input.userId };
}
