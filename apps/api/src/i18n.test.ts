// The API's language: the user's saved choice, else Accept-Language, else French (French unchanged).
import { MSG, SETTINGS_MSG } from '@sugu/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser, confirmPin, validSignUp } from '../test/factories/index.js';
import { setupTestApp } from '../test/helper.js';
import { notifications, users } from './db/schema/index.js';
import { negotiateLocale, statedLocale } from './i18n.js';

const { app, db } = await setupTestApp();

const WEAK_PASSWORD_EN = 'Your password needs at least 8 characters, a capital letter and a number';
const NOTHING_TO_SAVE_EN = 'Nothing to save';

const editParams = (cookie: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'PUT', url: '/api/EditParam/me', payload, headers: { cookie, ...headers } });
/** A sign-up refused for its weak password (a Zod rule: its message was fixed when the schema was built). */
const weakSignUp = (headers: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/api/User/ajout',
    payload: { email: 'x@example.com', username: 'xxxxx', password: 'faible', confirmPassword: 'faible' },
    headers,
  });

describe('Accept-Language', () => {
  it('negotiates fr and en by q-value, else nothing', () => {
    const cases: [string | undefined, string | null][] = [
      ['en-GH,en;q=0.9,fr;q=0.5', 'en'],
      ['fr-ML,fr;q=0.9,en;q=0.8', 'fr'],
      ['de-DE,en;q=0.3,fr;q=0.7', 'fr'],
      ['en;q=0, fr;q=0.1', 'fr'],
      ['de, es', null],
      [undefined, null],
    ];
    for (const [header, locale] of cases) expect(negotiateLocale(header), header).toBe(locale);
  });

  it('answers the same validation error in French by default and in English by header', async () => {
    const french = await weakSignUp({});
    expect(french.statusCode).toBe(400);
    expect(french.json().fields.password).toBe(MSG.passwordWeak);
    const frenchByHeader = await weakSignUp({ 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' });
    expect(frenchByHeader.json().fields.password).toBe(MSG.passwordWeak);
    const english = await weakSignUp({ 'accept-language': 'en-NG,en;q=0.9' });
    expect(english.statusCode).toBe(400);
    expect(english.json().fields.password).toBe(WEAK_PASSWORD_EN);
    expect(english.json().message).not.toMatch(/Veuillez|doit/);
  });
});

describe('the language of a sign-up', () => {
  it('is saved as the account’s choice: signed up in English, welcomed in English; no language named, none saved', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/User/ajout',
      payload: validSignUp({ country: 'GH', phone: '241234567', operator: 'MTN' }),
      headers: { 'accept-language': 'en-GH,en;q=0.9' },
    });
    expect(res.statusCode).toBe(201);
    const userId: string = res.json().userId;
    expect((await db.select().from(users).where(eq(users.id, userId)))[0]!.language).toBe('en');
    const welcome = await db.select().from(notifications).where(eq(notifications.userId, userId));
    expect(welcome.map((n) => n.title)).toEqual(['Welcome to Sugu!']);

    // A wildcard names no language (Node's fetch sends `*`): nothing saved, as without the header.
    expect(statedLocale('*')).toBeNull();
    expect(statedLocale('en-GH, *;q=0.1')).toBe('en');
    const { userId: other } = await buildUser(app);
    expect((await db.select().from(users).where(eq(users.id, other)))[0]!.language).toBeNull();
    const french = await db.select().from(notifications).where(eq(notifications.userId, other));
    expect(french.map((n) => n.title)).toEqual([MSG.welcomeTitle]);
  });
});

describe('the saved language', () => {
  it('is null until chosen, saved by PUT /api/EditParam/me without a PIN, shown by GET /api/User/me', async () => {
    const { cookie, userId } = await buildUser(app);
    const me = async () => (await app.inject({ url: '/api/User/me', headers: { cookie } })).json();
    expect((await me()).language).toBeNull();
    const saved = await editParams(cookie, { language: 'en' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ message: 'Settings updated', preferences: { language: 'en' } });
    expect((await me()).language).toBe('en');
    expect((await db.select().from(users).where(eq(users.id, userId)))[0]!.language).toBe('en');
    // The other preferences are unchanged and keep their shape.
    expect(saved.json().preferences).toMatchObject({ orderNotif: true, twoFactorCashOut: false });
  });

  it('refuses another language with a French or English error', async () => {
    const { cookie } = await buildUser(app);
    const french = await editParams(cookie, { language: 'de' });
    expect(french.statusCode).toBe(400);
    expect(french.json().fields.language).toBe(SETTINGS_MSG.languageInvalid);
    const english = await editParams(cookie, { language: 'de' }, { 'accept-language': 'en' });
    expect(english.json().fields.language).toBe('Choose a language: French (fr) or English (en)');
  });

  it('wins over the header: the same error in English by saved choice, in French once French is saved', async () => {
    const { cookie } = await buildUser(app);
    await editParams(cookie, { language: 'en' });
    const english = await editParams(cookie, {}, { 'accept-language': 'fr' });
    expect(english.statusCode).toBe(400);
    expect(english.json().message).toBe(NOTHING_TO_SAVE_EN);
    await editParams(cookie, { language: 'fr' });
    const french = await editParams(cookie, {}, { 'accept-language': 'en' });
    expect(french.json().message).toBe(SETTINGS_MSG.nothingToSave);
    // A message written during the request (not fixed before it) follows the saved choice too.
    await editParams(cookie, { language: 'en' });
    const pin = await app.inject({
      method: 'PUT',
      url: '/api/User/modifier/me',
      payload: { city: 'Accra' },
      headers: { cookie },
    });
    expect(pin.json()).toMatchObject({ code: 'pin_required', message: 'Confirm your PIN to continue' });
    await confirmPin(app, cookie);
  });
});
