import { MSG, WALLET_MSG } from '@sugu/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  budgetOf,
  buildLightUsers,
  buildSession,
  buildUser,
  confirmPin,
  fund,
  ledgerMismatches,
  postWithdraw,
  setPreferences,
  withdrawBody,
} from '../../../test/factories/index.js';
import { setupTestApp, usesPostgres } from '../../../test/helper.js';
import { devMailbox, notifications, walletOperations } from '../../db/schema/index.js';
import { SANDBOX_FAILING_PHONE } from '../payments/sandbox.provider.js';

const { app, db } = await setupTestApp();

describe('POST /api/Cashout/withdraw', () => {
  it('answers 401 to a guest', async () => {
    expect((await postWithdraw(app, '', withdrawBody(500))).statusCode).toBe(401);
  });

  it('refuses an amount under 500, another prefix, a short phone', async () => {
    const { cookie, userId } = await buildUser(app);
    await fund(app, userId, 10_000);
    const low = await postWithdraw(app, cookie, withdrawBody(499));
    expect(low.statusCode).toBe(400);
    expect(low.json().message).toBe(WALLET_MSG.amountInvalid);
    const prefix = await postWithdraw(app, cookie, withdrawBody(500, { prefix: '225' }));
    expect(prefix.statusCode).toBe(400);
    expect(prefix.json().message).toBe(WALLET_MSG.prefixInvalid);
    expect((await postWithdraw(app, cookie, withdrawBody(500, { phone: '123' }))).statusCode).toBe(400);
    expect(await budgetOf(db, userId)).toBe(10_000);
  });

  it('requires a confirmed PIN', async () => {
    const { cookie, userId } = await buildUser(app);
    await fund(app, userId, 10_000);
    const res = await postWithdraw(app, cookie, withdrawBody(1000));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'pin_required', message: MSG.pinRequired });
    expect(await budgetOf(db, userId)).toBe(10_000);
  });

  it('refuses more than the balance with 409, keeping the PIN grant for a smaller amount', async () => {
    const { cookie, userId } = await buildUser(app);
    await fund(app, userId, 2000);
    await confirmPin(app, cookie);
    const res = await postWithdraw(app, cookie, withdrawBody(2500));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'insufficient_balance',
      message: WALLET_MSG.insufficientBalance,
    });
    const ok = await postWithdraw(app, cookie, withdrawBody(2000));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 1, walletBudget: 0, message: WALLET_MSG.withdrawalDone });
  });

  it('pays out, lists the withdrawal and notifies', async () => {
    const { cookie, userId } = await buildUser(app);
    await fund(app, userId, 5000);
    await confirmPin(app, cookie);
    const res = await postWithdraw(app, cookie, withdrawBody(1500));
    expect(res.statusCode).toBe(200);
    expect(await budgetOf(db, userId)).toBe(3500);
    const list = (
      await app.inject({ method: 'GET', url: '/api/Operations/my-operations', headers: { cookie } })
    ).json();
    expect(list[0]).toMatchObject({ id: res.json().operationId, type: 4, status: 1, operationAmount: 1500 });
    expect(list[1]).toMatchObject({ type: 3, status: 1, operationAmount: 5000 });
    const titles = await db.select().from(notifications).where(eq(notifications.userId, userId));
    expect(titles.map((n) => n.title)).toContain(WALLET_MSG.withdrawalTitle);
  });

  it('a refused payout gives the held amount back', async () => {
    const { cookie, userId } = await buildUser(app);
    await fund(app, userId, 5000);
    await confirmPin(app, cookie);
    const res = await postWithdraw(app, cookie, withdrawBody(4000, { phone: SANDBOX_FAILING_PHONE }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 2, walletBudget: 5000, message: WALLET_MSG.withdrawalFailed });
    const [op] = await db
      .select()
      .from(walletOperations)
      .where(eq(walletOperations.id, res.json().operationId));
    expect(op?.status).toBe(2);
    const titles = await db.select().from(notifications).where(eq(notifications.userId, userId));
    expect(titles.map((n) => n.title)).toContain(WALLET_MSG.withdrawalFailedTitle);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it('50 concurrent withdrawals never overdraw', async () => {
    const [user] = await buildLightUsers(app, 1);
    const { userId } = user!;
    await fund(app, userId, 10_000);
    const cookies = await Promise.all(
      Array.from({ length: 50 }, () => buildSession(app, userId, { pinGranted: true })),
    );
    const results = await Promise.all(cookies.map((cookie) => postWithdraw(app, cookie, withdrawBody(700))));
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(ok.length + refused.length).toBe(50);
    expect(ok).toHaveLength(14); // 14 × 700 = 9800 ≤ 10 000 < 15 × 700
    expect(await budgetOf(db, userId)).toBe(10_000 - 14 * 700);
    expect(await ledgerMismatches(db)).toEqual([]);
    if (usesPostgres()) console.info('50 concurrent withdrawals on PostgreSQL: 14 paid, 36 refused');
  });
});

describe('twoFactorCashOut', () => {
  it('asks for the e-mailed code, refuses a wrong one, accepts the right one once', async () => {
    const { cookie, userId, body } = await buildUser(app);
    await fund(app, userId, 5000);
    await setPreferences(app, cookie, { twoFactorCashOut: true });
    await confirmPin(app, cookie);
    const without = await postWithdraw(app, cookie, withdrawBody(1000));
    expect(without.statusCode).toBe(403);
    expect(without.json()).toMatchObject({
      code: 'cashout_code_required',
      message: WALLET_MSG.cashoutCodeRequired,
    });

    const sent = await app.inject({ method: 'POST', url: '/api/Cashout/send-code', headers: { cookie } });
    expect(sent.statusCode).toBe(200);
    const [mail] = await db
      .select()
      .from(devMailbox)
      .where(and(eq(devMailbox.to, body.email!)));
    expect(mail?.subject).toBe('Confirmez votre retrait Sugu');
    const code = /(\d{5})/.exec(mail!.text)![1]!;

    const wrong = await postWithdraw(
      app,
      cookie,
      withdrawBody(1000, { code: code === '00000' ? '11111' : '00000' }),
    );
    expect(wrong.statusCode).toBe(400);
    const right = await postWithdraw(app, cookie, withdrawBody(1000, { code }));
    expect(right.statusCode, right.body).toBe(200);
    await confirmPin(app, cookie);
    const reused = await postWithdraw(app, cookie, withdrawBody(1000, { code }));
    expect(reused.statusCode).toBe(400);
    expect(await budgetOf(db, userId)).toBe(4000);
  });
});
