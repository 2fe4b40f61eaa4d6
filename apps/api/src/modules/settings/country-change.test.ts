// A change of country in the profile (docs/RULES.md, Paramètres du compte): the new country's city, area,
// number and operator in the same request, its rules; the devise follows only when no money of the old one
// is left anywhere (no conversion, ever); a refusal changes nothing. And migration 0022_country_operators:
// an operator the account's country does not offer is cleared.

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { COUNTRY_MSG, MSG, OPERATORS, operatorsOf, SETTINGS_MSG } from '@sugu/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as f from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';
import { MIGRATIONS_DIR } from '../../db/client.js';
import { ledgerEntries, orders, users } from '../../db/schema/index.js';

const { app, db } = await setupTestApp();

/** Accra, an MTN number: everything a move to Ghana brings. */
const toGhana = { country: 'GH', city: 'Accra', area: 'Osu', phone: '241234567', operator: 'MTN' };

async function editProfile(account: f.Account, payload: Record<string, unknown>, language?: string) {
  await f.confirmPin(app, account.cookie);
  return app.inject({
    method: 'PUT',
    url: '/api/User/modifier/me',
    payload,
    headers: { cookie: account.cookie, ...(language && { 'accept-language': language }) },
  });
}
const userRow = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0]!;
/** What sign-up gave the test accounts (a Malian of Bamako), kept by every refused change. */
const malianColumns = { country: 'ML', dialCode: '+223', devise: 'XOF', phone: '76123456' };

describe('a change of country in the profile', () => {
  it("moves a fresh account: the country's dial code, devise, number (to verify again) and operator", async () => {
    const awa = await f.buildUser(app, {}, [], { phoneVerified: true });
    const res = await editProfile(awa, toGhana);
    expect(res.statusCode, res.body).toBe(200);
    const moved = {
      country: 'GH',
      dialCode: '+233',
      devise: 'GHS',
      city: 'Accra',
      area: 'Osu',
      phone: '241234567',
      operator: 'MTN',
      isPhoneVerified: false,
    };
    expect(res.json()).toMatchObject(moved);
    expect(await userRow(awa.userId)).toMatchObject(moved);
    // Within the franc CFA, the devise stays: from Ghana to Senegal, it becomes XOF again.
    const back = await editProfile(awa, {
      country: 'SN',
      city: 'Dakar',
      area: 'Plateau',
      phone: '771234567',
      operator: 'Orange',
    });
    expect(back.json()).toMatchObject({ country: 'SN', dialCode: '+221', devise: 'XOF' });
  });

  it('needs the new city, area, number and operator in the same request, each by its country’s rule', async () => {
    const awa = await f.buildUser(app);
    for (const field of ['city', 'area', 'phone', 'operator'] as const) {
      const { [field]: _left, ...payload } = toGhana;
      const res = await editProfile(awa, payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message).toBe(SETTINGS_MSG.countryNeedsContact);
      expect(res.json().fields).toHaveProperty(field);
    }
    const malianNumber = await editProfile(awa, { ...toGhana, phone: '76123456' });
    expect(malianNumber.json().message).toMatch(
      /^Numéro de mobile invalide \(Ghana\) : 9 chiffres après \+233/,
    );
    const malianOperator = await editProfile(awa, { ...toGhana, operator: 'Moov Africa' });
    expect(malianOperator.json().message).toBe(COUNTRY_MSG.operatorNotOffered('GH'));
    const english = await editProfile(awa, { ...toGhana, operator: 'Moov Africa' }, 'en');
    expect(english.json().message).toBe('Choose a network of this country (Ghana)');
    const nowhere = await editProfile(awa, { ...toGhana, country: 'FR' });
    expect(nowhere.json().message).toBe(MSG.countryInvalid);
    expect(await userRow(awa.userId)).toMatchObject(malianColumns);
  });

  it('keeps the number read-only without a new country, and takes an operator of the country alone', async () => {
    const awa = await f.buildUser(app);
    const sameCountry = await editProfile(awa, {
      ...toGhana,
      country: 'ML',
      phone: '76000000',
      operator: 'Orange',
    });
    expect(sameCountry.json().message).toBe(SETTINGS_MSG.readOnlyFields);
    const ghanaian = await editProfile(awa, { operator: 'MTN' });
    expect(ghanaian.json().message).toBe(COUNTRY_MSG.operatorNotOffered('ML'));
    const moov = await editProfile(awa, { operator: 'Moov Africa' });
    expect(moov.json()).toMatchObject({ operator: 'Moov Africa', phone: '76123456', country: 'ML' });
  });

  it('is refused while the wallet holds money of the old devise, in French and in English, changing nothing', async () => {
    const awa = await f.buildUser(app);
    await f.fund(app, awa.userId, 1_000);
    const res = await editProfile(awa, toGhana);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: SETTINGS_MSG.walletNotEmpty('FCFA'), code: 'wallet_not_empty' });
    expect(res.json().message).toBe(
      "Videz votre portefeuille avant de changer de pays : son solde est en FCFA et n'est jamais converti dans une autre devise.",
    );
    const english = await editProfile(awa, toGhana, 'en');
    expect(english.json().message).toBe(
      'Empty your wallet before changing your country: its balance is in FCFA and is never converted into another currency.',
    );
    expect(await userRow(awa.userId)).toMatchObject({ ...malianColumns, walletBudget: 1_000 });
    // The refusal kept the PIN grant unused: the next change needs no new PIN.
    const city = await app.inject({
      method: 'PUT',
      url: '/api/User/modifier/me',
      payload: { city: 'Kayes' },
      headers: { cookie: awa.cookie },
    });
    expect(city.statusCode).toBe(200);
    // Another country of the franc CFA moves no money: allowed with the balance.
    const dakar = { country: 'SN', city: 'Dakar', area: 'Plateau', phone: '771234567', operator: 'Orange' };
    expect((await editProfile(awa, dakar)).json()).toMatchObject({
      country: 'SN',
      devise: 'XOF',
      walletBudget: 1_000,
    });
  });

  it('is refused while a recharge is pending', async () => {
    const awa = await f.buildUser(app);
    await db.execute(sql`INSERT INTO wallet_operations (id, user_id, type, status, operation_amount, currency, provider, provider_ref)
      VALUES (gen_random_uuid(), ${awa.userId}::uuid, 3, 0, 5000, 'XOF', 'sandbox', gen_random_uuid()::text)`);
    const res = await editProfile(awa, toGhana);
    expect(res.json()).toEqual({
      message: SETTINGS_MSG.walletOperationPending,
      code: 'wallet_operation_pending',
    });
    expect((await userRow(awa.userId)).country).toBe('ML');
  });

  it('waits for the orders open in the old devise, as buyer or seller; a wallet emptied since may move', async () => {
    const seller = await f.buildSeller(app);
    const product = await f.buildProduct(app, seller, { price: 1_000, stock: 5 });
    const buyer = await f.buildUser(app);
    await f.fund(app, buyer.userId, 1_000);
    const order = await f.buildOrder(app, buyer.cookie, product.id, 1, 'wallet');
    expect(await f.budgetOf(db, buyer.userId)).toBe(0);
    for (const account of [buyer, seller]) {
      const res = await editProfile(account, toGhana);
      expect(res.json()).toEqual({
        message: SETTINGS_MSG.ordersInProgress('FCFA'),
        code: 'orders_in_progress',
      });
      expect((await userRow(account.userId)).devise).toBe('XOF');
    }
    await db.update(orders).set({ orderState: 'Finished' }).where(eq(orders.id, order.id));
    const moved = await editProfile(buyer, toGhana);
    expect(moved.json()).toMatchObject({ country: 'GH', devise: 'GHS', walletBudget: 0 });
    // Its history keeps its own currency: nothing was converted.
    const history = await db
      .selectDistinct({ currency: ledgerEntries.currency })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, buyer.userId));
    expect(history).toEqual([{ currency: 'XOF' }]);
    // The seller's products keep their price and currency.
    const shown = await app.inject({ method: 'GET', url: `/api/Product/${product.id}` });
    expect(shown.json()).toMatchObject({ productPrice: 1_000, currency: 'XOF' });
  });
});

describe('migration 0022_country_operators', () => {
  it("clears an operator the account's country does not offer, and keeps the others", async () => {
    const accounts = await Promise.all(['GH', 'NG', 'SL', 'GN', 'ML'].map(() => f.buildUser(app)));
    const stored: [string, string, string | null][] = [
      ['GH', 'Moov Africa', null],
      ['NG', 'Orange', null],
      ['SL', 'Orange', 'Orange'],
      ['GN', 'Telecel', 'Telecel'],
      ['ML', 'MTN', null],
    ];
    for (const [i, [country, operator]] of stored.entries()) {
      await db.execute(
        sql`UPDATE users SET country = ${country}, operator = ${operator} WHERE id = ${accounts[i]!.userId}::uuid`,
      );
    }
    // Before it, /me already reads an operator outside the country's list as none chosen.
    const me = await app.inject({
      method: 'GET',
      url: '/api/User/me',
      headers: { cookie: accounts[0]!.cookie },
    });
    expect(me.json().operator).toBeNull();
    const migration = await readFile(path.join(MIGRATIONS_DIR, '0022_country_operators.sql'), 'utf8');
    await db.execute(sql.raw(migration));
    for (const [i, [country, , kept]] of stored.entries()) {
      expect((await userRow(accounts[i]!.userId)).operator, country).toBe(kept);
    }
  });

  it("keeps exactly each country's operators (the SQL lists are the domain's)", async () => {
    const account = await f.buildUser(app);
    for (const country of ['ML', 'GN', 'GH', 'NG', 'GM', 'SL', 'LR']) {
      for (const operator of OPERATORS) {
        await db.execute(
          sql`UPDATE users SET country = ${country}, operator = ${operator} WHERE id = ${account.userId}::uuid`,
        );
        const migration = await readFile(path.join(MIGRATIONS_DIR, '0022_country_operators.sql'), 'utf8');
        await db.execute(sql.raw(migration));
        const expected = (operatorsOf(country) as readonly string[]).includes(operator) ? operator : null;
        expect((await userRow(account.userId)).operator, `${country} ${operator}`).toBe(expected);
      }
    }
  });
});
