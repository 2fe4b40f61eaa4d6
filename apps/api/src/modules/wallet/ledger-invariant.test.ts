// The ledger invariant under a seeded random mix of everything that moves money: recharges through the
// sandbox checkout (confirmed or declined), replayed notifications, withdrawals (paid or refused),
// escrow holds, releases and refunds. After every batch: each wallet equals the sum of its entries,
// every movement balances, no balance is negative, and every escrow holds exactly its open orders.
import { describe, expect, it } from 'vitest';
import {
  buildLightUsers,
  buildOrderRow,
  buildProduct,
  buildSeller,
  buildSession,
  ledgerViolations,
  postWithdraw,
  withdrawBody,
} from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';
import { generator } from '../../db/seed/demo-tools.js';
import { SANDBOX_FAILING_PHONE, signedSandboxNotice } from '../payments/sandbox.provider.js';
import { holdEscrow, refundEscrow, releaseEscrow } from './escrow.js';

const SEED = Number(process.env.LEDGER_SEED ?? 20_261_122);
const STEPS = 160;

const { app, config, db } = await setupTestApp();

describe(`ledger invariant (seed ${SEED})`, () => {
  it('holds after a random mix of deposits, withdrawals, escrow and replays', async () => {
    const rand = generator(SEED);
    const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
    const amount = () => 500 + Math.floor(rand() * 20) * 250;

    const seller = await buildSeller(app);
    const product = await buildProduct(app, seller, { price: 1000 });
    const people = (await buildLightUsers(app, 5)).map((u) => u.userId);
    const deposits: string[] = [];
    const held: { orderId: string; buyerId: string }[] = [];
    const counts: Record<string, number> = {};

    for (let step = 0; step < STEPS; step++) {
      const action = pick(['deposit', 'deposit', 'replay', 'withdraw', 'hold', 'hold', 'settle'] as const);
      counts[action] = (counts[action] ?? 0) + 1;
      const userId = pick(people);
      if (action === 'deposit') {
        const cookie = await buildSession(app, userId, { pinGranted: true });
        const start = await app.inject({
          method: 'POST',
          url: '/api/Payments/start',
          payload: { amount: amount(), currency: 'XOF' },
          headers: { cookie },
        });
        expect(start.statusCode).toBe(200);
        const decision = rand() < 0.8 ? 'confirm' : 'refuse';
        await app.inject({
          method: 'POST',
          url: start.json().paymentUrl,
          payload: `decision=${decision}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        deposits.push(start.json().operationId);
      } else if (action === 'replay' && deposits.length) {
        const notice = signedSandboxNotice(config.sandboxSecret, 'payment', pick(deposits));
        const res = await app.inject({
          method: 'POST',
          url: '/api/Payments/notify/sandbox',
          headers: notice.headers,
          payload: notice.payload,
        });
        expect(res.statusCode).toBe(200);
      } else if (action === 'withdraw') {
        const cookie = await buildSession(app, userId, { pinGranted: true });
        const phone = rand() < 0.25 ? SANDBOX_FAILING_PHONE : '76123456';
        const res = await postWithdraw(app, cookie, withdrawBody(amount(), { phone }));
        expect([200, 409]).toContain(res.statusCode);
      } else if (action === 'hold') {
        const total = amount();
        const orderId = await buildOrderRow(app, {
          buyerId: userId,
          shopId: seller.shop.id,
          productId: product.id,
          total: total,
        });
        const result = await db
          .transaction((tx) => holdEscrow(tx, { orderId, buyerId: userId, amount: total, currency: 'XOF' }))
          .catch((error: { code?: string }) => error.code);
        if (result === 'done') held.push({ orderId, buyerId: userId });
        else expect(result).toBe('insufficient_balance');
      } else if (action === 'settle' && held.length) {
        const order = pick(held);
        // Sometimes twice, as a retried job would.
        for (let k = rand() < 0.3 ? 2 : 1; k > 0; k--) {
          await db
            .transaction((tx) =>
              rand() < 0.5
                ? releaseEscrow(tx, { orderId: order.orderId, sellerId: seller.userId })
                : refundEscrow(tx, { orderId: order.orderId, buyerId: order.buyerId }),
            )
            .catch((error: { status?: number }) => expect(error.status).toBe(409));
        }
      }

      if (step % 40 === 39 || step === STEPS - 1) {
        expect(await ledgerViolations(db)).toEqual([]);
      }
    }
    console.info(`ledger invariant, seed ${SEED}: ${JSON.stringify(counts)}`);
  }, 120_000);
});
