// Countries, money and phones (docs/RULES.md, Pays, devises et téléphones): an account's devise follows its
// country, set by the server; each country's phone rule on sign-up, on a number change and on a withdrawal;
// a product is priced in its seller's devise; no conversion, ever: the wallet pays only an order in its own
// currency, any other is paid on delivery.

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { COUNTRY_MSG, MSG, operatorsOf, phoneRuleError, WALLET_MSG } from '@sugu/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as f from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';
import { MIGRATIONS_DIR } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

const { app } = await setupTestApp();

/** A Ghanaian account: Accra, an MTN number. */
const ghanaian = { country: 'GH', city: 'Accra', area: 'Osu', operator: 'MTN', dialCode: '+233' };
const kofi = await f.buildSeller(
  app,
  { shopName: 'Kente de Kumasi' },
  { user: { ...ghanaian, phone: '241234567' } },
);
const ama = await f.buildUser(app, { ...ghanaian, phone: '551234567' });
const awa = await f.buildUser(app); // Bamako, XOF

/** `buyer` confirms their PIN and orders `productNumber` of `productId`, delivered home. */
async function order(buyer: f.Account, productId: string, productNumber: number, paymentMethod: string) {
  await f.confirmPin(app, buyer.cookie);
  return f.postOrder(app, buyer.cookie, { productId, productNumber, deliveryMethod: 'home', paymentMethod });
}

describe('sign-up by country', () => {
  it('gives a Ghanaian seller with a Ghanaian number the devise GHS and +233, whatever the form says', async () => {
    const form = f.validSignUp({
      ...ghanaian,
      role: 'Vendeur',
      phone: '24 123 4568',
      dialCode: '+223',
      devise: 'XOF',
    });
    const res = await f.postSignUp(app, form);
    expect(res.statusCode, res.body).toBe(201);
    const { user } = await f.login(app, form.username ?? '', form.password ?? '');
    expect(user).toMatchObject({ role: 'Vendeur', dialCode: '+233', devise: 'GHS', phone: '241234568' });
    expect(kofi.user).toMatchObject({ country: 'GH', dialCode: '+233', devise: 'GHS', phone: '241234567' });
    expect(kofi.user.operator).toBe('MTN');
  });

  it('gives each anglophone country its devise', async () => {
    const accounts = [
      ['NG', '8031234567', 'Airtel', 'NGN', 'Lagos'],
      ['GM', '7012345', 'Africell', 'GMD', 'Banjul'],
      ['SL', '76123456', 'QCell', 'SLE', 'Freetown'],
      ['LR', '770123456', 'Lonestar', 'LRD', 'Monrovia'],
    ] as const;
    for (const [country, phone, operator, devise, city] of accounts) {
      const { user } = await f.buildUser(app, { country, phone, operator, city });
      expect(user, country).toMatchObject({ country, devise, phone });
    }
  });

  it('refuses a wrong Ghanaian number in French, with the rule', async () => {
    for (const phone of ['0241234567', '31 123 4567', '2412345']) {
      const res = await f.postSignUp(app, f.validSignUp({ ...ghanaian, phone }));
      expect(res.statusCode).toBe(400);
      const message = phoneRuleError('GH', phone.replace(/\s/g, ''));
      expect(message).toMatch(/^Numéro de mobile invalide \(Ghana\) : 9 chiffres après \+233/);
      expect(res.json()).toEqual({ message, code: 'invalid_input', fields: { phone: message } });
    }
  });

  it("refuses an operator the country does not have, and keeps Mali's rule and operators", async () => {
    const moov = await f.postSignUp(
      app,
      f.validSignUp({ ...ghanaian, phone: '241234569', operator: 'Moov Africa' }),
    );
    expect(moov.json().message).toBe(COUNTRY_MSG.operatorNotOffered('GH'));
    const mtnInMali = await f.postSignUp(app, f.validSignUp({ operator: 'MTN' }));
    expect(mtnInMali.json().message).toBe('Choisissez un opérateur de ce pays (Mali)');
    expect(operatorsOf('ML')).toEqual(['Orange', 'Moov Africa', 'Telecel']);
    expect((await f.postSignUp(app, f.validSignUp({ phone: '7612345' }))).json().message).toBe(
      MSG.phoneInvalid,
    );
    expect(awa.user).toMatchObject({ country: 'ML', dialCode: '+223', devise: 'XOF' });
  });

  it("holds a new number to the account's country's rule", async () => {
    const send = (phone: string) =>
      app.inject({
        method: 'POST',
        url: '/api/Verification/phone/send-code',
        headers: { cookie: ama.cookie },
        payload: { phone },
      });
    const refused = await send('76123456');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(phoneRuleError('GH', '76123456'));
    expect((await send('551234500')).statusCode).toBe(200);
  });
});

describe('withdrawals', () => {
  it("go to a number of the account's own country: its prefix, its rule", async () => {
    await f.fund(app, ama.userId, 10_000, 'GHS');
    const mali = await f.postWithdraw(app, ama.cookie, f.withdrawBody(500, { phone: '551234500' }));
    expect(mali.statusCode).toBe(400);
    expect(mali.json().message).toBe('Le préfixe du numéro doit être 233');
    const wrong = await f.postWithdraw(
      app,
      ama.cookie,
      f.withdrawBody(500, { prefix: '233', phone: '76123456' }),
    );
    expect(wrong.json().message).toBe(phoneRuleError('GH', '76123456'));
    // A Malian account keeps the spec's 223.
    expect(
      (await f.postWithdraw(app, awa.cookie, f.withdrawBody(500, { prefix: '233' }))).json().message,
    ).toBe(WALLET_MSG.prefixInvalid);
    expect(await f.budgetOf(app.ctx.db, ama.userId)).toBe(10_000);
  });
});

describe('prices and orders across currencies', () => {
  it("prices a new product in its seller's devise unless the form names another of the spec's list", async () => {
    const { currency: _, ...form } = f.productForm({ productName: 'Kente tissé main' });
    const res = await f.postProduct(app, kofi.cookie, form, await f.photos(1));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().product.currency).toBe('GHS');
    const sll = await f.postProduct(app, kofi.cookie, f.productForm({ currency: 'SLL' }), await f.photos(1));
    expect(sll.json().product.currency).toBe('SLL');
  });

  it('refuses a wallet payment in another currency than the buyer’s, in French, and takes it on delivery', async () => {
    const kente = await f.buildProduct(app, kofi, { currency: 'GHS', price: 450, stock: 10 });
    await f.fund(app, awa.userId, 50_000);
    const refused = await order(awa, kente.id, 1, 'wallet');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: WALLET_MSG.orderOtherCurrency('GHS', 'XOF'),
      code: 'currency_mismatch',
    });
    expect(refused.json().message).toBe(
      "Cette commande est en GHS et votre portefeuille en XOF : aucune conversion n'est faite, choisissez le paiement à la livraison",
    );
    expect(await f.budgetOf(app.ctx.db, awa.userId)).toBe(50_000);

    const placed = await order(awa, kente.id, 1, 'agreement');
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order).toMatchObject({
      currency: 'GHS',
      totalPrice: 450,
      paymentMethod: 'agreement',
    });
    // Each party calls the other with the other's own dial code, once the order is accepted.
    const accepted = await f.orderAction(app, kofi.cookie, placed.json().order.id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().order.orderUser).toMatchObject({ phone: '76123456', dialCode: '+223' });
    expect(accepted.json().order.orderShop.owner).toMatchObject({ phone: '241234567', dialCode: '+233' });
  });

  it('lets a wallet pay an order in its own currency, and never one the seller’s wallet does not hold', async () => {
    const kente = await f.buildProduct(app, kofi, { currency: 'GHS', price: 300, stock: 10 });
    await f.fund(app, ama.userId, 1_000, 'GHS');
    const before = await f.budgetOf(app.ctx.db, ama.userId);
    const paid = await order(ama, kente.id, 2, 'wallet');
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await f.budgetOf(app.ctx.db, ama.userId)).toBe(before - 600);

    // A Malian shop pricing in GHS: the Ghanaian wallet could pay, the seller's XOF wallet could not take it.
    const bamako = await f.buildSeller(app, { shopName: 'Bazin de Ségou' });
    const priced = await f.buildProduct(app, bamako, { currency: 'GHS', price: 100 });
    const refused = await order(ama, priced.id, 1, 'wallet');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: WALLET_MSG.sellerOtherCurrency, code: 'currency_mismatch' });
    expect(await f.budgetOf(app.ctx.db, ama.userId)).toBe(before - 600);
  });
});

describe('migration 0018_currencies', () => {
  it("gives the accounts from before it their country's devise, unless their wallet ever held money", async () => {
    const db = app.ctx.db;
    const [fresh, funded, malian] = await Promise.all([f.buildUser(app), f.buildUser(app), f.buildUser(app)]);
    // As sign-up left them before: a Nigerian and a Ghanaian in XOF, the Ghanaian's wallet once recharged.
    await db.update(users).set({ country: 'NG', devise: 'XOF' }).where(eq(users.id, fresh.userId));
    await f.fund(app, funded.userId, 1_000);
    await db.update(users).set({ country: 'GH' }).where(eq(users.id, funded.userId));
    const migration = await readFile(path.join(MIGRATIONS_DIR, '0018_currencies.sql'), 'utf8');
    await db.execute(sql.raw(migration));
    const deviseOf = async (id: string) =>
      (await db.select({ devise: users.devise }).from(users).where(eq(users.id, id)))[0]?.devise;
    expect(await deviseOf(fresh.userId)).toBe('NGN');
    expect(await deviseOf(funded.userId)).toBe('XOF');
    expect(await deviseOf(malian.userId)).toBe('XOF');
    expect(await f.budgetOf(db, funded.userId)).toBe(1_000);
  });
});
