// An operator's decision (resolveDispute, called by the operators' route inside its audited transaction):
// refund, release and split through the escrow's ledger, the order ending Refunded or Finished, a second
// decision at the same moment refused (409), a pay-on-delivery order deciding without money, and the
// ledger invariant (sum of entries = balances) after a randomised mix of concurrent decisions.
import { DISPUTE_MSG, formatFcfa, type OperatorOutcome } from '@sugu/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  budgetOf,
  buildAcceptedOrder,
  buildSeller,
  buildUser,
  disputeRequest,
  fund,
  ledgerMismatches,
  notificationsOf,
  postDispute,
  unbalancedMovements,
} from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';
import { disputes, orders, shops } from '../../db/schema/index.js';
import type { AppError } from '../../lib/errors.js';
import { resolveDispute } from './index.js';

const { app, clock } = await setupTestApp({ clock: 'frozen' });
const db = app.ctx.db;
const operator = await buildUser(app);

async function disputed(
  seller: { cookie: string; shop: { id: string } },
  buyer: { cookie: string },
  options: { price?: number; paymentMethod?: 'agreement' | 'wallet' } = {},
) {
  const order = await buildAcceptedOrder(app, buyer.cookie, seller, options);
  const res = await postDispute(app, buyer.cookie, order.id);
  if (res.statusCode !== 201) throw new Error(`dispute failed: ${res.body}`);
  return { order, disputeId: res.json().dispute.id as string };
}

const decide = (disputeId: string, outcome: OperatorOutcome, refundAmount?: number) =>
  db.transaction((tx) =>
    resolveDispute(tx, { disputeId, outcome, refundAmount }, operator.userId, clock.now()),
  );

/** The order as one of its parties reads it (GET /api/Order/{id}). */
const orderSeenBy = async (cookie: string, id: string) =>
  (await app.inject({ method: 'GET', url: `/api/Order/${id}`, headers: { cookie } })).json();

const stateOf = async (id: string) =>
  (await db.select().from(orders).where(eq(orders.id, id)))[0]!.orderState;
const trustOf = async (shopId: string) =>
  (
    await db
      .select({ finished: shops.finishedOrders, lost: shops.disputesLost })
      .from(shops)
      .where(eq(shops.id, shopId))
  )[0]!;

async function expectBalanced() {
  expect(await ledgerMismatches(db)).toEqual([]);
  expect(await unbalancedMovements(db)).toEqual([]);
}

describe('resolveDispute on a wallet-paid order', () => {
  it('refund: the escrow goes back to the buyer, the order ends Refunded, both are told, the shop loses one', async () => {
    const seller = await buildSeller(app, { shopName: 'Karité Sikasso' });
    const buyer = await buildUser(app);
    await fund(app, buyer.userId, 20_000);
    const { order, disputeId } = await disputed(seller, buyer, { price: 12_500, paymentMethod: 'wallet' });
    expect(await budgetOf(db, buyer.userId)).toBe(7_500);

    await decide(disputeId, 'refund');
    expect(await budgetOf(db, buyer.userId)).toBe(20_000);
    expect(await budgetOf(db, seller.userId)).toBe(0);
    expect(await stateOf(order.id)).toBe('Refunded');
    const seen = (await disputeRequest(app, buyer.cookie, order.id, null)).json();
    expect(seen).toMatchObject({ state: 'Resolved', outcome: 'refund', moneyMoved: true });
    expect(seen.outcomeText).toBe(`l’acheteur est remboursé de ${formatFcfa(12_500)}.`);
    for (const userId of [buyer.userId, seller.userId]) {
      const note = (await notificationsOf(app, userId)).find((n) => n.type === 'DisputeResolved');
      expect(note?.message).toBe(DISPUTE_MSG.decidedMessage(order.reference, seen.outcomeText));
    }
    expect(await trustOf(seller.shop.id)).toEqual({ finished: 0, lost: 1 });
    expect(await orderSeenBy(buyer.cookie, order.id)).toMatchObject({
      orderState: 'Refunded',
      refundedAmount: 12_500,
    });
    await expectBalanced();
  });

  it('release pays the seller (Finished); split pays both parts (Finished); a bad split amount is a 400', async () => {
    const seller = await buildSeller(app, { shopName: 'Bogolan Ségou' });
    const buyer = await buildUser(app);
    await fund(app, buyer.userId, 30_000);
    const released = await disputed(seller, buyer, { price: 10_000, paymentMethod: 'wallet' });
    const split = await disputed(seller, buyer, { price: 12_500, paymentMethod: 'wallet' });

    await decide(released.disputeId, 'release');
    expect(await budgetOf(db, seller.userId)).toBe(10_000);
    expect(await stateOf(released.order.id)).toBe('Finished');
    expect(await trustOf(seller.shop.id)).toEqual({ finished: 1, lost: 0 });

    for (const amount of [0, 12_500, 20_000, undefined]) {
      const refused = await decide(split.disputeId, 'split', amount).catch((e: AppError) => e);
      expect((refused as AppError).status).toBe(400);
      expect((refused as AppError).message).toBe(DISPUTE_MSG.refundAmountInvalid);
    }
    expect(await stateOf(split.order.id)).toBe('Disputed');
    await decide(split.disputeId, 'split', 4_000);
    expect(await budgetOf(db, buyer.userId)).toBe(30_000 - 10_000 - 12_500 + 4_000);
    expect(await budgetOf(db, seller.userId)).toBe(10_000 + 8_500);
    expect(await stateOf(split.order.id)).toBe('Finished');
    const seen = (await disputeRequest(app, seller.cookie, split.order.id, null)).json();
    expect(seen.outcomeText).toBe(
      `partage : ${formatFcfa(4_000)} remboursés à l’acheteur, ${formatFcfa(8_500)} payés au vendeur.`,
    );
    expect(await trustOf(seller.shop.id)).toEqual({ finished: 2, lost: 1 });
    // Both parties' orders say what went back to the buyer (their wallet lines show the rest); a release
    // gave back nothing.
    for (const party of [buyer, seller]) {
      expect(await orderSeenBy(party.cookie, split.order.id)).toMatchObject({
        orderState: 'Finished',
        totalPrice: 12_500,
        refundedAmount: 4_000,
      });
      expect((await orderSeenBy(party.cookie, released.order.id)).refundedAmount).toBeNull();
    }
    // The trust signal on the shop's page: beside the rating, for anyone.
    const page = await app.inject({ method: 'GET', url: `/api/Shop/${seller.shop.id}` });
    expect(page.json()).toMatchObject({ finishedOrders: 2, disputesLost: 1 });
    await expectBalanced();
  });

  it('two operators deciding at once: one wins, the other gets 409 and nothing moves twice', async () => {
    const seller = await buildSeller(app, { shopName: 'Tissus Kayes' });
    const buyer = await buildUser(app);
    await fund(app, buyer.userId, 15_000);
    const { order, disputeId } = await disputed(seller, buyer, { price: 15_000, paymentMethod: 'wallet' });
    const results = await Promise.allSettled([decide(disputeId, 'refund'), decide(disputeId, 'release')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason).toMatchObject({ status: 409, message: DISPUTE_MSG.alreadyResolved });
    expect((await budgetOf(db, buyer.userId)) + (await budgetOf(db, seller.userId))).toBe(15_000);
    expect(['Refunded', 'Finished']).toContain(await stateOf(order.id));
    const again = await decide(disputeId, 'split', 100).catch((e: AppError) => e);
    expect((again as AppError).status).toBe(409);
    await expectBalanced();
  });

  it('answers 404 for an unknown dispute and 409 for one the buyer withdrew', async () => {
    const seller = await buildSeller(app, { shopName: 'Indigo Mopti' });
    const buyer = await buildUser(app);
    expect(
      await decide('0193a000-0000-7000-8000-000000000000', 'refund').catch((e: AppError) => e.status),
    ).toBe(404);
    expect(await decide('nope', 'refund').catch((e: AppError) => e.status)).toBe(404);
    const { order, disputeId } = await disputed(seller, buyer);
    expect((await disputeRequest(app, buyer.cookie, order.id, 'close')).statusCode).toBe(200);
    expect(await decide(disputeId, 'refund').catch((e: AppError) => e.status)).toBe(409);
  });
});

describe('resolveDispute on a pay-on-delivery order', () => {
  it('moves no money, ends the order and counts the decision against the shop', async () => {
    const seller = await buildSeller(app, { shopName: 'Cuir de Tombouctou' });
    const buyer = await buildUser(app);
    const { order, disputeId } = await disputed(seller, buyer, { price: 9_000 });
    await decide(disputeId, 'refund');
    expect(await budgetOf(db, buyer.userId)).toBe(0);
    expect(await stateOf(order.id)).toBe('Refunded');
    const seen = (await disputeRequest(app, buyer.cookie, order.id, null)).json();
    expect(seen).toMatchObject({ outcome: 'refund', moneyMoved: false });
    expect(seen.outcomeText).toBe(
      'décision en faveur de l’acheteur (paiement à la livraison : aucun argent ne passe par Sugu).',
    );
    expect(await trustOf(seller.shop.id)).toEqual({ finished: 0, lost: 1 });
  });
});

describe('the ledger invariant after a randomised mix of concurrent decisions', () => {
  it('every wallet equals the sum of its entries, every movement sums to zero, money is conserved', async () => {
    // A small deterministic generator: the same mix on every run.
    let seed = 18;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const sellers = [
      await buildSeller(app, { shopName: 'Mix Bamako' }),
      await buildSeller(app, { shopName: 'Mix Gao' }),
    ];
    const buyers = [await buildUser(app), await buildUser(app), await buildUser(app)];
    for (const b of buyers) await fund(app, b.userId, 200_000);
    const cases: { disputeId: string; total: number }[] = [];
    for (let i = 0; i < 12; i++) {
      const total = 1_000 + Math.floor(random() * 20) * 500;
      const wallet = random() < 0.75;
      const { disputeId } = await disputed(sellers[i % 2]!, buyers[i % 3]!, {
        price: total,
        paymentMethod: wallet ? 'wallet' : 'agreement',
      });
      cases.push({ disputeId, total });
    }
    const outcomes: OperatorOutcome[] = ['refund', 'release', 'split'];
    const pick = () => outcomes[Math.floor(random() * 3)]!;
    const attempts = cases.flatMap(({ disputeId, total }) =>
      [pick(), pick()].map((outcome) =>
        decide(disputeId, outcome, outcome === 'split' ? 1 + Math.floor(random() * (total - 1)) : undefined),
      ),
    );
    const results = await Promise.allSettled(attempts);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(cases.length);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ status: 409 });

    await expectBalanced();
    const everyone = [...sellers, ...buyers];
    let sum = 0;
    for (const account of everyone) sum += await budgetOf(db, account.userId);
    expect(sum).toBe(3 * 200_000);
    const open = await db.select().from(disputes).where(eq(disputes.state, 'Open'));
    expect(open).toEqual([]);
  });
});
