// The operators' guard and audited action: every /api/Admin route is for the Admin role only (401 guest,
// 403 anyone else), every action carries a written reason and uses up a fresh PIN grant, and writes its
// audit row in the same transaction as its change (an action that fails writes nothing and keeps the grant).
import { OPERATOR_MSG, OPERATOR_ROLE, operatorReasonField } from '@sugu/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { type Announce, announcing } from '../../lib/cache-events.js';
import { forbidden, invalid, unauthenticated } from '../../lib/errors.js';
import type { UserRow } from '../../session/session.js';
import { consumePinGrant } from '../users/index.js';
import { insertAudit } from './audit.repository.js';

/** The connected operator: 401 for a guest, 403 `operator_only` for a Client or a Vendeur. */
export function requireOperator(request: FastifyRequest): UserRow {
  const user = request.auth?.user;
  if (!user) throw unauthenticated();
  if (user.role !== OPERATOR_ROLE) throw forbidden(OPERATOR_MSG.operatorOnly, 'operator_only');
  return user;
}

/** What an action is and why: the audit row's description. */
export interface OperatorActionInput {
  /** Stable dotted name, e.g. `category.rename` (AUDIT_ACTIONS in packages/domain labels it). */
  action: string;
  targetType: string;
  /** Unknown before a creation: `run` returns it then. */
  targetId?: string;
  /** The operator's written reason, as sent: validated here (operatorReasonField). */
  reason: unknown;
}

export interface OperatorActionOutcome<T> {
  result: T;
  before?: unknown;
  after?: unknown;
  /** The target's id when the action created it. */
  targetId?: string;
}

/**
 * Runs an operator action: the guard, the reason, then ONE transaction that uses up the session's PIN grant
 * (403 `pin_required` without one: the client confirms the PIN first, as for an order), runs `run` and
 * writes the audit row (who, what, target, reason, before, after). An error thrown by `run` (a 404, a 409
 * lost race) rolls everything back: no change, no audit row, the grant kept. What `run` announces reaches
 * every process's kept data once it commits. `run` is given the operator acting.
 */
export async function operatorAction<T>(
  request: FastifyRequest,
  ctx: AppContext,
  input: OperatorActionInput,
  run: (tx: Executor, announce: Announce, operator: UserRow) => Promise<OperatorActionOutcome<T>>,
): Promise<T> {
  const operator = requireOperator(request);
  const parsed = operatorReasonField.safeParse(input.reason);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? OPERATOR_MSG.reasonRequired;
    throw invalid(message, { reason: message });
  }
  const reason = parsed.data;
  const sessionId = request.auth!.sessionId;
  return announcing(ctx.db, async (tx, announce) => {
    await consumePinGrant(tx, sessionId);
    const outcome = await run(tx, announce, operator);
    const targetId = outcome.targetId ?? input.targetId;
    if (!targetId) throw new Error(`operatorAction ${input.action}: no target id`);
    await insertAudit(tx, {
      actorId: operator.id,
      action: input.action,
      targetType: input.targetType,
      targetId,
      reason,
      before: outcome.before ?? null,
      after: outcome.after ?? null,
    });
    return outcome.result;
  });
}

/**
 * An audited read (a conversation or a private document an operator opened): no PIN, no reason, one row.
 * Call it in the read's transaction, or with the database before answering.
 */
export function recordView(
  db: Executor,
  view: { actorId: string; action: string; targetType: string; targetId: string },
): Promise<void> {
  return insertAudit(db, { ...view, reason: null, before: null, after: null });
}
