// The CinetPay adapter against a local stand-in that follows CinetPay's published API.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { STAND_IN, startCinetpayStandIn } from '../../../test/factories/cinetpay-stand-in.js';
import {
  budgetOf,
  buildUser,
  confirmPin,
  fund,
  GHANAIAN,
  ledgerMismatches,
  postWithdraw,
  startPayment,
  withdrawBody,
} from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';
import { ConfigError, loadConfig } from '../../config.js';
import { walletOperations } from '../../db/schema/index.js';

const standIn = await startCinetpayStandIn();
afterAll(() => standIn.close());
const { app, db } = await setupTestApp({
  env: {
    PAYMENT_PROVIDER: 'cinetpay',
    PUBLIC_URL: 'https://sugu.example',
    CINETPAY_API_KEY: STAND_IN.apiKey,
    CINETPAY_SITE_ID: STAND_IN.siteId,
    CINETPAY_SECRET_KEY: STAND_IN.secretKey,
    CINETPAY_API_URL: standIn.url,
    CINETPAY_TRANSFER_URL: standIn.url,
    CINETPAY_TRANSFER_PASSWORD: STAND_IN.password,
  },
});

const notify = (notice: { headers: Record<string, string>; payload: string }) =>
  app.inject({
    method: 'POST',
    url: '/api/Payments/notify/cinetpay',
    headers: notice.headers,
    payload: notice.payload,
  });

async function startedRecharge(amount: number) {
  const account = await buildUser(app);
  await confirmPin(app, account.cookie);
  const res = await startPayment(app, account.cookie, amount);
  expect(res.statusCode, res.body).toBe(200);
  return { ...account, ...(res.json() as { paymentUrl: string; operationId: string }) };
}

describe('CinetPay recharge', () => {
  it('initialises the payment with our notification URL and answers CinetPay’s payment page', async () => {
    const { paymentUrl, operationId } = await startedRecharge(2500);
    expect(paymentUrl).toMatch(/^https:\/\/checkout\.cinetpay\.com\/payment\//);
    expect(standIn.payments.get(operationId)).toMatchObject({
      amount: 2500,
      currency: 'XOF',
      notify_url: 'https://sugu.example/api/Payments/notify/cinetpay',
    });
  });

  it('credits once after a notification with a valid x-token and an ACCEPTED check; replays change nothing', async () => {
    const { userId, operationId } = await startedRecharge(3000);
    standIn.decide(operationId, 'ACCEPTED');
    const first = await notify(standIn.paymentNotice(operationId));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe('settled');
    expect(await budgetOf(db, userId)).toBe(3000);
    expect((await notify(standIn.paymentNotice(operationId))).json().message).toBe('already');
    expect(await budgetOf(db, userId)).toBe(3000);
  });

  it('refuses a notification whose x-token was made with another key', async () => {
    const { userId, operationId } = await startedRecharge(1000);
    standIn.decide(operationId, 'ACCEPTED');
    const res = await notify(standIn.paymentNotice(operationId, 'une-autre-cle'));
    expect(res.statusCode).toBe(401);
    const tampered = standIn.paymentNotice(operationId);
    tampered.payload = tampered.payload.replace('cpm_amount=1000', 'cpm_amount=900000');
    expect((await notify(tampered)).statusCode).toBe(401);
    expect(await budgetOf(db, userId)).toBe(0);
  });

  it('a genuine notification while the payer has not approved yet credits nothing; refusal fails the deposit', async () => {
    const { userId, operationId } = await startedRecharge(1500);
    standIn.decide(operationId, 'WAITING_FOR_CUSTOMER');
    expect((await notify(standIn.paymentNotice(operationId))).json().message).toBe('pending');
    standIn.decide(operationId, 'REFUSED');
    expect((await notify(standIn.paymentNotice(operationId))).json().message).toBe('failed');
    expect(await budgetOf(db, userId)).toBe(0);
  });

  it('refuses to settle when CinetPay reports another amount than the operation', async () => {
    const { userId, operationId } = await startedRecharge(2000);
    standIn.decide(operationId, 'ACCEPTED');
    standIn.payments.get(operationId)!.reportedAmount = 5;
    expect((await notify(standIn.paymentNotice(operationId))).statusCode).toBe(409);
    expect(await budgetOf(db, userId)).toBe(0);
  });

  it('an initialisation CinetPay refuses answers the spec error and fails the deposit', async () => {
    const { cookie } = await buildUser(app);
    await confirmPin(app, cookie);
    const res = await startPayment(app, cookie, 502); // CinetPay wants a multiple of 5
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe("Erreur lors de l'initialisation du paiement");
  });
});

describe('the payer back from CinetPay’s page', () => {
  /** As CinetPay sends the payer back: a POST from its page, with its transaction_id, and no session. */
  const back = (operationId: string, path = `/paiement/retour?operation=${operationId}`) =>
    app.inject({
      method: 'POST',
      url: path,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://checkout.cinetpay.com',
      },
      payload: `transaction_id=${operationId}`,
    });

  it('is given a return URL naming the operation', async () => {
    const { operationId } = await startedRecharge(1500);
    expect(standIn.payments.get(operationId)).toMatchObject({
      return_url: `https://sugu.example/paiement/retour?operation=${operationId}`,
    });
  });

  it('says success only once CinetPay says the payment is accepted, crediting once before any notification', async () => {
    const { userId, operationId } = await startedRecharge(4000);
    standIn.decide(operationId, 'ACCEPTED');
    const res = await back(operationId);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/paiement/success');
    expect(await budgetOf(db, userId)).toBe(4000);
    // The notification that follows finds it settled; a second return changes nothing either.
    expect((await notify(standIn.paymentNotice(operationId))).json().message).toBe('already');
    expect((await back(operationId)).headers.location).toBe('/paiement/success');
    expect(await budgetOf(db, userId)).toBe(4000);
    expect(await ledgerMismatches(db)).toEqual([]);
  });

  it('says the recharge was cancelled when the payer declined, and credits nothing', async () => {
    const { userId, operationId } = await startedRecharge(2000);
    standIn.decide(operationId, 'REFUSED');
    const res = await back(operationId);
    expect(res.headers.location).toBe('/portefeuille?recharge=cancelled&reason=refused');
    expect(await budgetOf(db, userId)).toBe(0);
    const [op] = await db.select().from(walletOperations).where(eq(walletOperations.id, operationId));
    expect(op?.status).toBe(2);
  });

  it('says the payment is being checked while CinetPay has not decided, never that it succeeded', async () => {
    const { userId, operationId } = await startedRecharge(2500);
    const res = await back(operationId);
    expect(res.headers.location).toBe('/portefeuille?recharge=pending');
    expect(await budgetOf(db, userId)).toBe(0);
  });

  it('reads the transaction_id CinetPay adds when our parameter is lost, by GET too', async () => {
    const { operationId } = await startedRecharge(1000);
    standIn.decide(operationId, 'REFUSED');
    const res = await app.inject({ method: 'GET', url: `/paiement/retour?transaction_id=${operationId}` });
    expect(res.headers.location).toBe('/portefeuille?recharge=cancelled&reason=refused');
  });

  it('sends an unknown or malformed operation to the wallet, saying nothing', async () => {
    for (const id of ['0190a3b4-0000-7000-8000-000000000000', 'pas-un-id', '']) {
      const res = await back(id, `/paiement/retour?operation=${encodeURIComponent(id)}`);
      expect(res.statusCode, id).toBe(303);
      expect(res.headers.location, id).toBe('/portefeuille');
    }
  });
});

describe('CinetPay withdrawal (transfer API)', () => {
  it('holds, sends the transfer, and settles on the VAL notification after checking with CinetPay', async () => {
    const { cookie, userId } = await buildUser(app);
    await fund(app, userId, 5000);
    await confirmPin(app, cookie);
    const res = await postWithdraw(app, cookie, withdrawBody(2000));
    expect(res.statusCode, res.body).toBe(200);
    const { operationId } = res.json();
    expect(res.json()).toMatchObject({ status: 0, walletBudget: 3000 });
    expect(standIn.calls).toEqual(
      expect.arrayContaining([
        'POST /v1/auth/login',
        'POST /v1/transfer/contact',
        'POST /v1/transfer/money/send/contact',
      ]),
    );
    const done = await notify(standIn.transferNotice(operationId, 'VAL'));
    expect(done.json().message).toBe('settled');
    const [op] = await db.select().from(walletOperations).where(eq(walletOperations.id, operationId));
    expect(op?.status).toBe(1);
    expect(await budgetOf(db, userId)).toBe(3000);
  });

  it('a forged transfer notification saying VAL settles nothing while CinetPay still says NEW', async () => {
    const { cookie, userId } = await buildUser(app);
    await fund(app, userId, 5000);
    await confirmPin(app, cookie);
    const { operationId } = (await postWithdraw(app, cookie, withdrawBody(1000))).json();
    const forged = standIn.transferNotice(operationId);
    expect((await notify(forged)).json().message).toBe('pending');
    // CinetPay rejects it: the held amount comes back, once.
    expect((await notify(standIn.transferNotice(operationId, 'REJ'))).json().message).toBe('failed');
    expect((await notify(standIn.transferNotice(operationId, 'REJ'))).json().message).toBe('already');
    expect(await budgetOf(db, userId)).toBe(5000);
    expect(await ledgerMismatches(db)).toEqual([]);
  });
});

describe('currencies CinetPay does not take', () => {
  it('are said by GET /api/Payments/config', async () => {
    const config = (await app.inject({ url: '/api/Payments/config' })).json();
    expect(config).toMatchObject({ provider: 'cinetpay', currencies: ['XOF', 'XAF', 'CDF', 'GNF', 'USD'] });
  });

  it('refuse a GHS recharge or withdrawal with a 409 in French or English, writing nothing', async () => {
    const kofi = await buildUser(app, { ...GHANAIAN, phone: '241239001' });
    await fund(app, kofi.userId, 1_000, 'GHS');
    await confirmPin(app, kofi.cookie);
    const standInPaymentsBefore = standIn.payments.size;
    const recharge = await startPayment(app, kofi.cookie, 100, 'GHS');
    expect(recharge.statusCode).toBe(409);
    expect(recharge.json()).toEqual({
      message:
        'Les recharges et retraits en GHS ne sont pas encore possibles : vos achats se paient à la livraison',
      code: 'currency_unsupported',
    });
    const withdrawal = await app.inject({
      method: 'POST',
      url: '/api/Cashout/withdraw',
      payload: withdrawBody(100, { prefix: '233', phone: '241239001' }),
      headers: { cookie: kofi.cookie, 'accept-language': 'en-GH' },
    });
    expect(withdrawal.statusCode).toBe(409);
    expect(withdrawal.json()).toEqual({
      message: "Top-ups and withdrawals in GHS aren't available yet: pay for your orders on delivery",
      code: 'currency_unsupported',
    });
    const operations = await db
      .select()
      .from(walletOperations)
      .where(eq(walletOperations.userId, kofi.userId));
    expect(operations).toHaveLength(1); // the funding only
    expect(await budgetOf(db, kofi.userId)).toBe(1_000);
    expect(standIn.payments.size).toBe(standInPaymentsBefore);
  });
});

describe('configuration', () => {
  it('PAYMENT_PROVIDER=cinetpay without its keys stops start-up naming them', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'cinetpay', CINETPAY_API_KEY: 'x' })).toThrow(ConfigError);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'cinetpay', CINETPAY_API_KEY: 'x' })).toThrow(
      /CINETPAY_SITE_ID/,
    );
    expect(() => loadConfig({ WALLET_MODE: 'ferme' })).toThrow(/WALLET_MODE/);
    expect(loadConfig({}).walletMode).toBe('open');
  });
});
