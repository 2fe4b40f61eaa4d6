// The operators' side of disputes: the queue (open or resolved, newest first), one dispute with its order,
// its thread and the pair's conversation (reading it is written to the audit log), and the decision
// (resolveDispute inside operatorAction: PIN grant, reason, audit row, one transaction).
import {
  type AdminDisputeDetail,
  type AdminDisputePage,
  type AdminDisputeQuery,
  DISPUTE,
  DISPUTE_MSG,
  type Dispute,
  formatOrderReference,
  type ResolveDisputeBody,
} from '@sugu/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { decodeTimeCursor, encodeCursor } from '../../lib/cursor.js';
import { notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { readConversationOfPair } from '../messaging/index.js';
import { operatorAction, recordView } from '../operators/index.js';
import { adminOrderFacts } from '../orders/index.js';
import { presentDispute } from './disputes.presenter.js';
import {
  countOpenDisputes,
  type DisputeRow,
  findDispute,
  findDisputePage,
  findOrderSummary,
  findThread,
} from './disputes.repository.js';
import { resolveDispute } from './disputes.service.js';

const CURSOR_KIND = 'disputes';
const noDispute = () => notFound(DISPUTE_MSG.noDispute, 'dispute_not_found');

export async function listDisputes(ctx: AppContext, query: AdminDisputeQuery): Promise<AdminDisputePage> {
  const size = DISPUTE.queuePageSize;
  const state = query.state === 'open' ? 'Open' : 'Resolved';
  const [rows, openCount] = await Promise.all([
    findDisputePage(ctx.db, state, size + 1, decodeTimeCursor(query.cursor, CURSOR_KIND)),
    countOpenDisputes(ctx.db),
  ]);
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return {
    openCount,
    items: page.map((row) => ({
      id: row.dispute.id,
      orderId: row.dispute.orderId,
      orderReference: formatOrderReference(row.orderReference),
      reason: row.dispute.reason,
      state: row.dispute.state,
      outcome: row.dispute.outcome,
      buyerUsername: row.buyerUsername,
      shopName: row.shopName,
      totalPrice: row.totalPrice,
      currency: row.currency,
      paymentMethod: row.paymentMethod,
      openedAt: row.dispute.openedAt.toISOString(),
      closedAt: row.dispute.closedAt?.toISOString() ?? null,
    })),
    nextCursor:
      rows.length > size && last
        ? encodeCursor({ kind: CURSOR_KIND, key: last.key, id: last.dispute.id })
        : null,
  };
}

async function presentForOperator(ctx: AppContext, dispute: DisputeRow, operatorId: string) {
  const summary = await findOrderSummary(ctx.db, dispute.orderId);
  if (!summary) throw noDispute();
  const parties = {
    buyerId: summary.order.userId,
    ownerId: summary.ownerId,
    shopName: summary.shopName,
    totalPrice: summary.order.totalPrice,
    currency: summary.order.currency,
  };
  return {
    summary,
    dispute: presentDispute(dispute, await findThread(ctx.db, dispute.id), parties, operatorId),
  };
}

/** One dispute for an operator; the pair's conversation comes with it, and that reading is audited. */
export async function getDisputeForOperator(
  ctx: AppContext,
  operatorId: string,
  disputeId: string,
): Promise<AdminDisputeDetail> {
  const row = isUuid(disputeId) ? await findDispute(ctx.db, disputeId) : undefined;
  if (!row) throw noDispute();
  const { summary, dispute } = await presentForOperator(ctx, row, operatorId);
  const { order } = summary;
  const conversation = await readConversationOfPair(
    ctx.db,
    { buyerId: order.userId, sellerId: summary.ownerId },
    DISPUTE.conversationMessages,
  );
  if (conversation) {
    await recordView(ctx.db, {
      actorId: operatorId,
      action: 'dispute.conversation.view',
      targetType: 'conversation',
      targetId: conversation.conversationId,
    });
  }
  return {
    dispute,
    order: {
      ...adminOrderFacts(order),
      paymentMethod: order.paymentMethod,
      acceptedAt: order.acceptedAt?.toISOString() ?? null,
      buyer: { id: order.userId, username: summary.buyerUsername },
      shop: { id: order.shopId, shopName: summary.shopName, ownerId: summary.ownerId },
    },
    conversation,
  };
}

/** POST /api/Admin/disputes/{id}/resolve: the decision, audited with the operator's reason. */
export async function resolveFromConsole(
  request: FastifyRequest,
  ctx: AppContext,
  disputeId: string,
  body: ResolveDisputeBody,
): Promise<Dispute> {
  const operatorId = request.auth!.user.id;
  const resolved = await operatorAction(
    request,
    ctx,
    { action: 'dispute.resolve', targetType: 'dispute', targetId: disputeId, reason: body.reason },
    async (tx) => {
      const { before, after } = await resolveDispute(
        tx,
        { disputeId, outcome: body.outcome, refundAmount: body.refundAmount },
        operatorId,
        ctx.now(),
      );
      const audit = (d: DisputeRow) => ({
        state: d.state,
        outcome: d.outcome,
        refundAmount: d.refundAmount,
        moneyMoved: d.moneyMoved,
      });
      return { result: after, before: audit(before), after: audit(after) };
    },
  );
  return (await presentForOperator(ctx, resolved, operatorId)).dispute;
}
