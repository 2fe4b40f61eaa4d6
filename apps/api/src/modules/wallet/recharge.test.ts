import { MSG, WALLET_MSG } from '@sugu/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  budgetOf,
  buildUser,
  confirmPin,
  decideSandbox,
  ledgerMismatches,
  recharge,
  sessionIdOf,
  startPayment,
} from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';
import { notifications, users, walletOperations } from '../../db/schema/index.js';
import { paymentProvider } from '../payments/index.js';
import { signedSandboxNotice } from '../payments/sandbox.provider.js';
import { startRecharge } from './recharge.js';

const { app, config, db } = await setupTestApp();

const notifySandbox = (notice: ReturnType<typeof signedSandboxNotice>) =>
  app.inject({
    method: 'POST',
    url: '/api/Payments/notify/sandbox',
    headers: notice.headers,
    payload: notice.payload,
  });

describe('POST /api/Payments/start', () => {
  it('answers 401 to a guest', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/Payments/start',
      payload: { amount: 1000, currency: 'XOF' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an amount under 500, a fraction or a non-number with the spec message', async () => {
    const { cookie } = await buildUser(app);
    for (const amount of [499, 0, -500, 750.5, 'abc']) {
      const res = await startPayment(app, cookie, amount as number);
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json().message).toBe(WALLET_MSG.amountInvalid);
    }
  });

  it('requires a confirmed PIN, and the grant serves one operation only', async () => {
    const { cookie } = await buildUser(app);
    const without = await startPayment(app, cookie, 500);
    expect(without.statusCode).toBe(403);
    expect(without.json()).toMatchObject({ code: 'pin_required', message: MSG.pinRequired });
    await confirmPin(app, cookie);
    expect((await startPayment(app, cookie, 500)).statusCode).toBe(200);
    expect((await startPayment(app, cookie, 500)).statusCode).toBe(403);
  });

  it("refuses another currency than the user's devise", async () => {
    const { cookie } = await buildUser(app);
    await confirmPin(app, cookie);
    const res = await startPayment(app, cookie, 1000, 'NGN');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(WALLET_MSG.currencyMismatch);
  });

  it('creates a pending deposit and answers the sandbox checkout page', async () => {
    const { cookie, userId } = await buildUser(app);
    await confirmPin(app, cookie);
    const res = await startPayment(app, cookie, 2500);
    expect(res.statusCode).toBe(200);
    const { paymentUrl, operationId } = res.json();
    expect(paymentUrl).toBe(`/paiement/sandbox/${operationId}`);
    const [op] = await db.select().from(walletOperations).where(eq(walletOperations.id, operationId));
    expect(op).toMatchObject({ userId, type: 3, status: 0, operationAmount: 2500, currency: 'XOF' });
    const page = await app.inject({ method: 'GET', url: paymentUrl, headers: { cookie } });
    expect(page.headers['content-type']).toContain('text/html');
    for (const text of ['Orange Money', 'Moov Africa', 'Wave', 'Confirmer', 'Refuser', '2\u202f500 XOF']) {
      expect(page.body).toContain(text);
    }
    expect(await budgetOf(db, userId)).toBe(0);
  });
});

describe('sandbox checkout and notification', () => {
  it('confirming credits the wallet once, lists the deposit, notifies, and goes to /paiement/success', async () => {
    const { cookie, userId } = await buildUser(app);
    const { operationId, redirect } = await recharge(app, cookie, 5000);
    expect(redirect).toBe('/paiement/success');
    expect(await budgetOf(db, userId)).toBe(5000);
    const list = await app.inject({
      method: 'GET',
      url: '/api/Operations/my-operations',
      headers: { cookie },
    });
    expect(list.json()).toEqual([
      expect.objectContaining({
        id: operationId,
        type: 3,
        status: 1,
        operationAmount: 5000,
        currency: 'XOF',
      }),
    ]);
    const mine = await db.select().from(notifications).where(eq(notifications.userId, userId));
    expect(mine.map((n) => n.title)).toContain(WALLET_MSG.depositTitle);
    // The page is closed once answered.
    const closed = await app.inject({
      method: 'GET',
      url: `/paiement/sandbox/${operationId}`,
      headers: { cookie },
    });
    expect(closed.statusCode).toBe(404);
  });

  it('a replayed notification settles once', async () => {
    const { cookie, userId } = await buildUser(app);
    const { operationId } = await recharge(app, cookie, 1500);
    for (let i = 0; i < 3; i++) {
      const res = await notifySandbox(signedSandboxNotice(config.sandboxSecret, 'payment', operationId));
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('already');
    }
    const parallel = await Promise.all(
      Array.from({ length: 5 }, () =>
        notifySandbox(signedSandboxNotice(config.sandboxSecret, 'payment', operationId)),
      ),
    );
    expect(parallel.every((r) => r.statusCode === 200)).toBe(true);
    expect(await budgetOf(db, userId)).toBe(1500);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it('declining leaves the balance alone and the deposit out of the list', async () => {
    const { cookie, userId } = await buildUser(app);
    const { operationId, redirect } = await recharge(app, cookie, 1000, 'refuse');
    expect(redirect).toBe('/portefeuille?recharge=cancelled&reason=refused');
    expect(await budgetOf(db, userId)).toBe(0);
    const [op] = await db.select().from(walletOperations).where(eq(walletOperations.id, operationId));
    expect(op?.status).toBe(2);
    const list = await app.inject({
      method: 'GET',
      url: '/api/Operations/my-operations',
      headers: { cookie },
    });
    expect(list.json()).toEqual([]);
  });

  it('says why a declined recharge was cancelled, when the payer says', async () => {
    const { cookie } = await buildUser(app);
    const { redirect } = await recharge(app, cookie, 1000, 'refuse', 'insufficient_funds');
    expect(redirect).toBe('/portefeuille?recharge=cancelled&reason=insufficient_funds');
    const unknown = await recharge(app, cookie, 1000, 'refuse', 'whatever');
    expect(unknown.redirect).toBe('/portefeuille?recharge=cancelled&reason=refused');
  });

  it("is the payer's alone: a guest, another user and a foreign Origin decide nothing", async () => {
    const payer = await buildUser(app);
    const other = await buildUser(app, { phone: '76999888' });
    await confirmPin(app, payer.cookie);
    const { paymentUrl } = (await startPayment(app, payer.cookie, 1200)).json();
    const refuse = 'decision=refuse&method=OM';
    const get = (cookie?: string) =>
      app.inject({ method: 'GET', url: paymentUrl, ...(cookie && { headers: { cookie } }) });

    const guestPage = await get();
    expect(guestPage.statusCode).toBe(401);
    expect(guestPage.body).toContain('Connexion requise');
    expect(guestPage.body).not.toContain('1\u202f200');
    expect((await decideSandbox(app, paymentUrl, undefined, refuse)).statusCode).toBe(401);

    // Someone else's payment does not exist for them.
    const otherPage = await get(other.cookie);
    expect(otherPage.statusCode).toBe(404);
    expect(otherPage.body).toContain('Paiement introuvable');
    expect((await decideSandbox(app, paymentUrl, other.cookie, refuse)).statusCode).toBe(404);

    const foreign = await decideSandbox(app, paymentUrl, payer.cookie, refuse, {
      origin: 'https://evil.example',
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: MSG.badOrigin, code: 'bad_origin' });

    // Still pending: the payer decides, from our own page.
    expect((await get(payer.cookie)).statusCode).toBe(200);
    const own = await decideSandbox(app, paymentUrl, payer.cookie, 'decision=confirm&method=OM', {
      origin: 'http://localhost',
      host: 'localhost',
    });
    expect(own.statusCode).toBe(303);
    expect(own.headers.location).toBe('/paiement/success');
    expect(await budgetOf(db, payer.userId)).toBe(1200);
    expect(await budgetOf(db, other.userId)).toBe(0);
  });

  it('refuses a forged signature and changes nothing, even for a payment the payer accepted', async () => {
    const { cookie, userId } = await buildUser(app);
    await confirmPin(app, cookie);
    const { operationId } = (await startPayment(app, cookie, 800)).json();
    const forged = signedSandboxNotice('not-the-secret-of-this-server', 'payment', operationId);
    const res = await notifySandbox(forged);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('notification_invalid');
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/Payments/notify/sandbox',
      payload: { kind: 'payment', reference: operationId },
    });
    expect(unsigned.statusCode).toBe(401);
    expect(await budgetOf(db, userId)).toBe(0);
  });

  it('a genuine notification for a payment still pending at the provider settles nothing', async () => {
    const { cookie, userId } = await buildUser(app);
    await confirmPin(app, cookie);
    const { operationId } = (await startPayment(app, cookie, 800)).json();
    const res = await notifySandbox(signedSandboxNotice(config.sandboxSecret, 'payment', operationId));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('pending');
    expect(await budgetOf(db, userId)).toBe(0);
  });

  it('refuses a notification signed more than 5 minutes ago', async () => {
    const { cookie, userId } = await buildUser(app);
    await confirmPin(app, cookie);
    const { operationId } = (await startPayment(app, cookie, 800)).json();
    const stale = signedSandboxNotice(
      config.sandboxSecret,
      'payment',
      operationId,
      new Date(Date.now() - 6 * 60_000),
    );
    const res = await notifySandbox(stale);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'notification_stale', message: WALLET_MSG.notificationStale });
    expect(await budgetOf(db, userId)).toBe(0);
  });

  it('answers 404 for an unknown reference or another provider', async () => {
    const res = await notifySandbox(signedSandboxNotice(config.sandboxSecret, 'payment', 'inconnu'));
    expect(res.statusCode).toBe(404);
    const other = await app.inject({ method: 'POST', url: '/api/Payments/notify/cinetpay', payload: {} });
    expect(other.statusCode).toBe(404);
  });
});

describe('GET /api/Payments/config', () => {
  it('tells the web app the wallet mode (open by default), the minimum and the currencies (the sandbox: all)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/Payments/config' });
    expect(res.json()).toEqual({
      walletMode: 'open',
      provider: 'sandbox',
      currencies: null,
      minAmount: 500,
      withdrawalPrefix: '223',
    });
  });
});

describe('reconcilePending', () => {
  it('settles a deposit whose notification was lost, and abandons an unanswered one after a day', async () => {
    const { reconcilePending } = await import('./reconcile.js');
    const { paymentProvider } = await import('../payments/providers.js');
    const { decideSandboxPayment } = await import('../payments/sandbox.provider.js');
    const { cookie, userId } = await buildUser(app);
    await confirmPin(app, cookie);
    const paid = (await startPayment(app, cookie, 1200)).json().operationId;
    await confirmPin(app, cookie);
    const unanswered = (await startPayment(app, cookie, 900)).json().operationId;
    // The payer confirmed, but the notification never reached us.
    await decideSandboxPayment(db, paid, 'ACCEPTED', 'OM');
    const provider = paymentProvider(app.ctx);

    const early = await reconcilePending(db, provider, app.log, new Date(Date.now() + 60_000));
    expect(early).toEqual({});
    const later = await reconcilePending(db, provider, app.log, new Date(Date.now() + 10 * 60_000));
    expect(later.settled).toBeGreaterThanOrEqual(1);
    expect(await budgetOf(db, userId)).toBe(1200);
    const [stillPending] = await db
      .select()
      .from(walletOperations)
      .where(eq(walletOperations.id, unanswered));
    expect(stillPending?.status).toBe(0);

    await reconcilePending(db, provider, app.log, new Date(Date.now() + 25 * 3_600_000));
    const [abandoned] = await db.select().from(walletOperations).where(eq(walletOperations.id, unanswered));
    expect(abandoned?.status).toBe(2);
    expect(await budgetOf(db, userId)).toBe(1200);
    expect(await ledgerMismatches(db)).toEqual([]);
  });
});

describe('a recharge racing a change of country', () => {
  it('reads the currency again under the wallet lock: a stale session writes nothing', async () => {
    const account = await buildUser(app);
    await confirmPin(app, account.cookie);
    const [stale] = await db.select().from(users).where(eq(users.id, account.userId));
    // The change of country commits between the session's read and the recharge's transaction.
    await db.update(users).set({ country: 'GH', devise: 'GHS' }).where(eq(users.id, account.userId));
    const auth = { sessionId: sessionIdOf(account.cookie), user: stale! };
    const body = { amount: 5_000, currency: 'XOF', description: '' };
    await expect(startRecharge(app.ctx, paymentProvider(app.ctx), auth, body, app.log)).rejects.toMatchObject(
      { code: 'currency_mismatch', message: WALLET_MSG.currencyMismatch },
    );
    const operations = await db
      .select()
      .from(walletOperations)
      .where(eq(walletOperations.userId, account.userId));
    expect(operations).toEqual([]);
  });
});
