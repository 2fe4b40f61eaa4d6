// Money bounds per currency (docs/RULES.md, Bornes de l'argent): the server holds a product's price, an
// order's total, a recharge or withdrawal and a balance to the bounds of their own currency, and says so in
// that currency, in French or in English; the FCFA ones and their French messages are unchanged. Wallet
// notifications write amounts through Intl in the receiver's language.
import { MONEY_BOUNDS, moneyMessages, WALLET_MSG } from '@sugu/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as f from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';
import { notifications, products, users, walletOperations } from '../../db/schema/index.js';

const { app } = await setupTestApp();
const db = app.ctx.db;
const NNBSP = '\u202f';
const NBSP = '\u00a0';
const GHS = MONEY_BOUNDS.GHS;

/** A new Ghanaian account (GHS) with the mobile number `phone`. */
const ghanaianWith = (phone: string) => f.buildUser(app, { ...f.GHANAIAN, phone });
const kofi = await f.buildSeller(
  app,
  { shopName: 'Kente Accra' },
  { user: { ...f.GHANAIAN, phone: '241230001' } },
);
const ama = await ghanaianWith('551230002');

const speaksEnglish = (userId: string) =>
  db.update(users).set({ language: 'en' }).where(eq(users.id, userId));
const speaksFrench = (userId: string) => db.update(users).set({ language: 'fr' }).where(eq(users.id, userId));
const operationsOf = async (userId: string) =>
  (await db.select().from(walletOperations).where(eq(walletOperations.userId, userId))).length;

describe('a product price', () => {
  it('is held to its currency’s maximum, in French and in English', async () => {
    const over = f.productForm({
      productName: 'Kente royal',
      productPrice: String(GHS.maxPrice + 1),
      currency: 'GHS',
    });
    const french = await f.postProduct(app, kofi.cookie, over, await f.photos(1));
    expect(french.statusCode).toBe(400);
    expect(french.json()).toEqual({
      message: `Le prix ne doit pas dépasser 2${NNBSP}500${NNBSP}000,00${NBSP}GH₵`,
      code: 'invalid_input',
      fields: { productPrice: `Le prix ne doit pas dépasser 2${NNBSP}500${NNBSP}000,00${NBSP}GH₵` },
    });
    await speaksEnglish(kofi.userId);
    const english = await f.postProduct(app, kofi.cookie, over, await f.photos(1));
    expect(english.json().message).toBe("The price can't be more than GH₵2,500,000.00");
    await speaksFrench(kofi.userId);
    // Past the largest bound of all, the same message; the GHS maximum itself is taken.
    const huge = { ...over, productPrice: '9007199254740993' };
    expect((await f.postProduct(app, kofi.cookie, huge, await f.photos(1))).json().message).toBe(
      french.json().message,
    );
    const most = await f.postProduct(
      app,
      kofi.cookie,
      { ...over, productPrice: String(GHS.maxPrice) },
      await f.photos(1),
    );
    expect(most.statusCode, most.body).toBe(201);
    expect(await db.select().from(products).where(eq(products.shopId, kofi.shop.id))).toHaveLength(1);
  });

  it('in XOF keeps its bound and its message of ever', async () => {
    const xof = f.productForm({ productPrice: String(GHS.maxPrice + 1), currency: 'XOF' });
    expect((await f.postProduct(app, kofi.cookie, xof, await f.photos(1))).statusCode).toBe(201);
    const over = f.productForm({ productPrice: '100000001', currency: 'XOF' });
    expect((await f.postProduct(app, kofi.cookie, over, await f.photos(1))).json().message).toBe(
      `Le prix ne doit pas dépasser 100${NNBSP}000${NNBSP}000`,
    );
  });
});

describe('an order total', () => {
  it('is held to the maximum of the order’s currency', async () => {
    const kente = await f.buildProduct(app, kofi, { currency: 'GHS', price: GHS.maxPrice, stock: 20 });
    const most = GHS.maxOrderTotal / GHS.maxPrice;
    await f.confirmPin(app, ama.cookie);
    const over = await f.postOrder(app, ama.cookie, {
      productId: kente.id,
      productNumber: most + 1,
      deliveryMethod: 'home',
      paymentMethod: 'agreement',
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      message: `Le total d'une commande ne doit pas dépasser 25${NNBSP}000${NNBSP}000,00${NBSP}GH₵`,
      code: 'order_total_too_high',
    });
  });
});

describe('a recharge and a withdrawal', () => {
  it('is refused below the minimum of the wallet’s currency, before anything is written', async () => {
    await f.confirmPin(app, ama.cookie);
    const low = await f.startPayment(app, ama.cookie, GHS.minTransfer - 1, 'GHS');
    expect(low.statusCode).toBe(400);
    expect(low.json()).toEqual({
      message: `Montant invalide (min 10,00${NBSP}GH₵)`,
      code: 'invalid_input',
      fields: { amount: `Montant invalide (min 10,00${NBSP}GH₵)` },
    });
    const high = await f.startPayment(app, ama.cookie, GHS.maxTransfer + 1, 'GHS');
    expect(high.json().message).toBe(`Montant trop élevé (max 125${NNBSP}000,00${NBSP}GH₵)`);
    expect(await operationsOf(ama.userId)).toBe(0);
    // The smallest GHS recharge is far below the FCFA minimum, and goes.
    expect((await f.startPayment(app, ama.cookie, GHS.minTransfer, 'GHS')).statusCode).toBe(200);
  });

  it('says it in English by saved choice', async () => {
    const kwame = await ghanaianWith('241230003');
    await speaksEnglish(kwame.userId);
    await f.confirmPin(app, kwame.cookie);
    const low = await f.startPayment(app, kwame.cookie, 5, 'GHS');
    expect(low.json().message).toBe('Invalid amount (min GH₵10.00)');
    await f.fund(app, kwame.userId, 200_000, 'GHS');
    const body = f.withdrawBody(GHS.maxTransfer + 1, { prefix: '233', phone: '241230003' });
    const high = await f.postWithdraw(app, kwame.cookie, body);
    expect([high.statusCode, high.json().message]).toEqual([400, 'Amount too high (max GH₵125,000.00)']);
    expect(await f.budgetOf(db, kwame.userId)).toBe(200_000);
  });

  it('names the minimum of the wallet’s currency for an amount that is no number at all', async () => {
    const yaa = await ghanaianWith('241230005');
    await f.confirmPin(app, yaa.cookie);
    const french = `Montant invalide (min 10,00${NBSP}GH₵)`;
    expect((await f.startPayment(app, yaa.cookie, 'abc', 'GHS')).json()).toEqual({
      message: french,
      code: 'invalid_input',
      fields: { amount: french },
    });
    const withdrawal = f.withdrawBody('abc', { prefix: '233', phone: '241230005', email: 'x' });
    const both = (await f.postWithdraw(app, yaa.cookie, withdrawal)).json();
    expect(both.fields).toEqual({ amount: french, email: 'Veuillez entrer une adresse e-mail valide' });
    await speaksEnglish(yaa.userId);
    const english = await f.postWithdraw(app, yaa.cookie, { ...withdrawal, email: 'yaa@example.com' });
    expect([english.statusCode, english.json().message]).toEqual([400, 'Invalid amount (min GH₵10.00)']);
    // In FCFA, the spec's message; without a session, the body is refused first, as before.
    const awa = await f.buildUser(app);
    expect((await f.startPayment(app, awa.cookie, 'abc')).json().message).toBe(
      'Montant invalide (min 500 FCFA)',
    );
    expect((await f.startPayment(app, '', 'abc')).statusCode).toBe(400);
    expect(await operationsOf(yaa.userId)).toBe(0);
  });

  it('keeps the balance under the maximum of its currency', async () => {
    const esi = await ghanaianWith('241230004');
    await f.fund(app, esi.userId, GHS.maxBalance - 1_000, 'GHS');
    await f.confirmPin(app, esi.cookie);
    const full = await f.startPayment(app, esi.cookie, 1_001, 'GHS');
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({
      code: 'balance_full',
      message: `Ce montant porterait votre solde au-delà du maximum de 2${NNBSP}500${NNBSP}000,00${NBSP}GH₵`,
    });
    expect((await f.startPayment(app, esi.cookie, 1_000, 'GHS')).statusCode).toBe(200);
  });

  it('in XOF keeps the spec’s minimum and messages', async () => {
    const awa = await f.buildUser(app);
    await f.confirmPin(app, awa.cookie);
    const low = await f.startPayment(app, awa.cookie, 499);
    expect(low.json().message).toBe('Montant invalide (min 500 FCFA)');
    expect(low.json().message).toBe(WALLET_MSG.amountInvalid);
    const high = await f.startPayment(app, awa.cookie, 5_000_001);
    expect(high.json().message).toBe(moneyMessages('XOF').transferTooHigh);
    expect(high.json().message).toBe(`Montant trop élevé (max 5${NNBSP}000${NNBSP}000 FCFA)`);
  });
});

describe('wallet notifications', () => {
  it('write the amount through Intl in the receiver’s language, XOF as before', async () => {
    const yaw = await ghanaianWith('241230005');
    await speaksEnglish(yaw.userId);
    await f.fund(app, yaw.userId, 12_500, 'GHS');
    const awa = await f.buildUser(app);
    await f.fund(app, awa.userId, 12_500);
    const messageOf = async (userId: string) =>
      (await db.select().from(notifications).where(eq(notifications.userId, userId)))[0]?.message;
    expect(await messageOf(yaw.userId)).toBe('GH₵12,500.00 has been added to your wallet.');
    expect(await messageOf(awa.userId)).toBe(`Votre portefeuille a été crédité de 12${NNBSP}500 XOF.`);
  });
});
