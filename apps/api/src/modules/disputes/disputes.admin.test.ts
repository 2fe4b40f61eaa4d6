// The operators' dispute routes: the queue with its count, one dispute with the conversation (an audited
// read), the decision through the route (PIN grant, reason, audit row, 409 for the second operator), and
// French 4xx for bad input; 401 / 403 for everyone but an operator.
import { AUDIT_ACTIONS, DISPUTE_MSG, MSG, OPERATOR_MSG } from '@sugu/domain';
import { describe, expect, it } from 'vitest';
import {
  auditEntries,
  budgetOf,
  buildAcceptedOrder,
  buildOperator,
  buildSeller,
  buildUser,
  disputeRequest,
  fund,
  ledgerMismatches,
  operatorRequest,
  postDispute,
  postDisputeReply,
} from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';

const { app } = await setupTestApp();
const db = app.ctx.db;
const operator = await buildOperator(app);
const other = await buildOperator(app);
const seller = await buildSeller(app, { shopName: 'Teinture Ségou' });
const buyer = await buildUser(app);
await fund(app, buyer.userId, 50_000);

async function openDispute(paymentMethod: 'wallet' | 'agreement' = 'wallet', price = 10_000) {
  const order = await buildAcceptedOrder(app, buyer.cookie, seller, { price, paymentMethod });
  const res = await postDispute(app, buyer.cookie, order.id);
  return { order, id: res.json().dispute.id as string };
}

const resolve = (who: typeof operator, id: string, payload: object, confirm = true) =>
  operatorRequest(
    app,
    who,
    { method: 'POST', url: `/api/Admin/disputes/${id}/resolve`, payload },
    { confirm },
  );

const get = (cookie: string | undefined, url: string) =>
  app.inject({ method: 'GET', url, ...(cookie && { headers: { cookie } }) });

describe('who may use /api/Admin/disputes', () => {
  it('answers 401 to a guest and 403 to the buyer and the seller', async () => {
    const { id } = await openDispute();
    for (const url of ['/api/Admin/disputes', `/api/Admin/disputes/${id}`]) {
      expect((await get(undefined, url)).json().message).toBe(MSG.unauthenticated);
      for (const who of [buyer, seller]) {
        const res = await get(who.cookie, url);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(OPERATOR_MSG.operatorOnly);
      }
    }
    const posted = await app.inject({
      method: 'POST',
      url: `/api/Admin/disputes/${id}/resolve`,
      payload: { outcome: 'refund', reason: 'Photo probante' },
      headers: { cookie: buyer.cookie },
    });
    expect(posted.statusCode).toBe(403);
  });
});

describe('the queue and one dispute', () => {
  it('lists open disputes with their count, and shows one with its thread and the audited conversation', async () => {
    const { order, id } = await openDispute();
    await postDisputeReply(app, seller.cookie, order.id, 'Le colis est parti lundi.');
    const queue = await get(operator.cookie, '/api/Admin/disputes');
    expect(queue.statusCode).toBe(200);
    expect(queue.json().openCount).toBeGreaterThanOrEqual(1);
    expect(queue.json().items[0]).toMatchObject({
      id,
      orderReference: order.reference,
      reason: 'not_received',
      state: 'Open',
      shopName: 'Teinture Ségou',
      buyerUsername: buyer.user.username,
      totalPrice: 10_000,
      paymentMethod: 'wallet',
    });
    expect((await get(operator.cookie, '/api/Admin/disputes?state=resolved')).json().items).toEqual([]);

    const detail = await get(operator.cookie, `/api/Admin/disputes/${id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().dispute.viewerRole).toBe('operator');
    expect(detail.json().dispute.messages.map((m: { authorRole: string }) => m.authorRole)).toEqual([
      'buyer',
      'seller',
    ]);
    expect(detail.json().order).toMatchObject({ reference: order.reference, orderState: 'Disputed' });
    const conversationId = detail.json().conversation.conversationId;
    const views = await auditEntries(app, operator, { action: 'dispute.conversation.view' });
    expect(views[0]).toMatchObject({
      actor: { id: operator.userId },
      targetType: 'conversation',
      targetId: conversationId,
      reason: null,
    });
    expect(AUDIT_ACTIONS['dispute.conversation.view']).toBeTruthy();
  });

  it('answers 404 in French for an unknown or malformed id, and 400 for a forged cursor', async () => {
    for (const id of ['0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b', 'nope']) {
      const res = await get(operator.cookie, `/api/Admin/disputes/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(DISPUTE_MSG.noDispute);
    }
    expect((await get(operator.cookie, '/api/Admin/disputes?cursor=abc')).statusCode).toBe(400);
  });
});

describe('POST /api/Admin/disputes/{id}/resolve', () => {
  it('needs the PIN grant and a reason, refunds through the ledger, writes the audit row, refuses a second', async () => {
    const { order, id } = await openDispute('wallet', 12_000);
    const balance = await budgetOf(db, buyer.userId);
    const noPin = await resolve(operator, id, { outcome: 'refund', reason: 'Colis jamais livré' }, false);
    expect(noPin.statusCode).toBe(403);
    const noReason = await resolve(operator, id, { outcome: 'refund', reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(OPERATOR_MSG.reasonRequired);
    const badOutcome = await resolve(operator, id, { outcome: 'keep', reason: 'Colis jamais livré' });
    expect(badOutcome.json().message).toBe(DISPUTE_MSG.outcomeInvalid);
    const badSplit = await resolve(operator, id, {
      outcome: 'split',
      refundAmount: 12_000,
      reason: 'Moitié',
    });
    expect(badSplit.statusCode).toBe(400);
    expect(badSplit.json().message).toBe(DISPUTE_MSG.refundAmountInvalid);

    const done = await resolve(operator, id, { outcome: 'refund', reason: 'Colis jamais livré' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      message: DISPUTE_MSG.resolved,
      dispute: { state: 'Resolved', outcome: 'refund', moneyMoved: true },
    });
    expect(await budgetOf(db, buyer.userId)).toBe(balance + 12_000);
    expect((await disputeRequest(app, buyer.cookie, order.id, null)).json().outcome).toBe('refund');
    const [row] = await auditEntries(app, operator, { action: 'dispute.resolve' });
    expect(row).toMatchObject({
      actor: { id: operator.userId },
      targetType: 'dispute',
      targetId: id,
      reason: 'Colis jamais livré',
      before: { state: 'Open', outcome: null },
      after: { state: 'Resolved', outcome: 'refund', moneyMoved: true },
    });

    const late = await resolve(other, id, { outcome: 'release', reason: 'Livré selon le vendeur' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(DISPUTE_MSG.alreadyResolved);
    expect((await auditEntries(app, operator, { action: 'dispute.resolve', targetId: id })).length).toBe(1);
    expect(await ledgerMismatches(db)).toEqual([]);
  });
});
