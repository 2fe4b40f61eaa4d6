// Money bounds of the wallet (docs/RULES.md, Bornes de l'argent): amounts are plain whole numbers up to
// MONEY.maxTransfer, and no recharge may start that could take the balance, with every credit still to come,
// past MONEY.maxBalance.
import { MONEY, MONEY_CEILING, moneyMessages, WALLET_MSG } from '@sugu/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  budgetOf,
  buildLightUsers,
  buildProduct,
  buildSeller,
  buildSession,
  buildUser,
  confirmPin,
  fund,
  ledgerMismatches,
  postOrder,
  postWithdraw,
  recharge,
  startPayment,
  withdrawBody,
} from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';
import { users } from '../../db/schema/index.js';

const XOF_MSG = moneyMessages('XOF');
const { app, db } = await setupTestApp();

const start = async (cookie: string, amount: unknown) => {
  await confirmPin(app, cookie);
  return startPayment(app, cookie, amount as number);
};

describe('an amount', () => {
  const malformed = ['0x3E8', [1000], '1e3', ' 1000 ', '+1000', '1000.0', true];
  const tooLarge = [MONEY.maxTransfer + 1, 2 ** 53, 2 ** 53 + 1, '27021597764222972'];

  it('of a recharge is a JSON number or plain digits, up to MONEY.maxTransfer', async () => {
    const { cookie } = await buildUser(app);
    for (const amount of malformed) {
      const res = await startPayment(app, cookie, amount as never);
      expect([res.statusCode, res.json().message], JSON.stringify(amount)).toEqual([
        400,
        WALLET_MSG.amountInvalid,
      ]);
    }
    for (const amount of tooLarge) {
      const res = await startPayment(app, cookie, amount as never);
      expect([res.statusCode, res.json().message], String(amount)).toEqual([400, XOF_MSG.transferTooHigh]);
    }
    expect((await start(cookie, String(MONEY.maxTransfer))).statusCode).toBe(200);
  });

  it('of a withdrawal follows the same rule, and moves nothing when refused', async () => {
    const { cookie, userId } = await buildUser(app);
    await fund(app, userId, MONEY.maxTransfer * 2);
    for (const amount of [...malformed, ...tooLarge]) {
      const res = await postWithdraw(app, cookie, withdrawBody(0, { amount }));
      expect(res.statusCode, JSON.stringify(amount)).toBe(400);
    }
    expect(await budgetOf(db, userId)).toBe(MONEY.maxTransfer * 2);
  });
});

describe('MONEY.maxBalance', () => {
  it('refuses a recharge that, with the pending ones, would pass it (409), and allows exactly up to it', async () => {
    const { cookie, userId } = await buildUser(app);
    await fund(app, userId, MONEY.maxBalance - 6_000);
    const first = await start(cookie, 5_000);
    expect(first.statusCode).toBe(200);
    const over = await start(cookie, 5_000);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      message: XOF_MSG.balanceFull,
      code: 'balance_full',
      fields: { amount: XOF_MSG.balanceFull },
    });
    // The refusal kept the PIN grant.
    expect((await startPayment(app, cookie, 1_000)).statusCode).toBe(200);
  });

  it('counts the escrow held on purchases, which may come back', async () => {
    const shop = await buildSeller(app, { shopName: 'Boutique Plafond' });
    const rice = (await buildProduct(app, shop, { price: 20_000, stock: 3 })).id;
    const { cookie, userId } = await buildUser(app, { phone: '76111222' });
    await fund(app, userId, MONEY.maxBalance - 10_000);
    await confirmPin(app, cookie);
    const paid = await postOrder(app, cookie, {
      productId: rice,
      productNumber: 1,
      deliveryMethod: 'home',
      paymentMethod: 'wallet',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await budgetOf(db, userId)).toBe(MONEY.maxBalance - 30_000);
    // 25 000 fit the balance but not the 20 000 the refused order would give back.
    expect((await start(cookie, 25_000)).json().code).toBe('balance_full');
    expect((await start(cookie, 10_000)).statusCode).toBe(200);
  });

  it('lets exactly the recharges that fit start when many arrive at once, from several sessions', async () => {
    const [user] = await buildLightUsers(app, 1);
    await fund(app, user!.userId, MONEY.maxBalance - 3 * MONEY.maxTransfer);
    const sessions = await Promise.all(
      Array.from({ length: 8 }, () => buildSession(app, user!.userId, { pinGranted: true })),
    );
    const answers = await Promise.all(sessions.map((cookie) => startPayment(app, cookie, MONEY.maxTransfer)));
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 409, 409, 409, 409, 409]);
  });

  it('credits a confirmed recharge up to the maximum exactly, the JSON balance equal to the database', async () => {
    const { cookie, userId } = await buildUser(app);
    await fund(app, userId, MONEY.maxBalance - MONEY.maxTransfer);
    await recharge(app, cookie, MONEY.maxTransfer);
    const me = await app.inject({ method: 'GET', url: '/api/User/me', headers: { cookie } });
    expect(me.json().walletBudget).toBe(MONEY.maxBalance);
    expect(await budgetOf(db, userId)).toBe(MONEY.maxBalance);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it('is, at its largest in any currency, the bound the database itself keeps (users_wallet_budget_max)', async () => {
    const [user] = await buildLightUsers(app, 1);
    const set = (value: number) =>
      db.update(users).set({ walletBudget: value }).where(eq(users.id, user!.userId));
    await set(MONEY_CEILING.maxBalance);
    await expect(set(MONEY_CEILING.maxBalance + 1)).rejects.toThrow();
    expect(await budgetOf(db, user!.userId)).toBe(MONEY_CEILING.maxBalance);
  });
});
