import { EMAIL_CODE, MSG, PHONE_MSG, SMS, SMS_TEXT } from '@sugu/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildUser, lastSmsCode, setPhone } from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';
import { users } from '../../db/schema/index.js';

const { app, db, clock } = await setupTestApp();

const advanceSeconds = (s: number) => clock.advanceHours(s / 3600);
const post = (cookie: string | null, url: string, payload?: object) =>
  app.inject({
    method: 'POST',
    url: `/api/Verification/phone/${url}`,
    headers: cookie ? { cookie } : {},
    ...(payload && { payload }),
  });
const send = (cookie: string | null, payload: object = {}) => post(cookie, 'send-code', payload);
const verify = (cookie: string | null, code: string) => post(cookie, 'verify-code', { code });
const otherThan = (code: string) => String((Number(code) + 1) % 100000).padStart(5, '0');

/** A user with their own number (so the per-number limits of one test do not reach another). */
let nextNumber = 70000000;
async function phoneUser() {
  const phone = String(nextNumber++);
  const account = await buildUser(app, { phone });
  return { ...account, phone, e164: `+223${phone}` };
}
const isVerified = async (userId: string) =>
  (await db.select({ v: users.isPhoneVerified }).from(users).where(eq(users.id, userId)))[0]?.v;
const smsTo = async (e164: string) =>
  (await app.inject({ url: '/api/dev/sms' })).json().messages.filter((m: { to: string }) => m.to === e164);

describe('POST /api/Verification/phone/send-code', () => {
  it('refuses a guest with 401', async () => {
    expect((await send(null)).statusCode).toBe(401);
    expect((await verify(null, '12345')).statusCode).toBe(401);
  });

  it('sends a 5-digit code by SMS to the account number, in French', async () => {
    const u = await phoneUser();
    const res = await send(u.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Code envoyé',
      expiresInSeconds: EMAIL_CODE.expiresAfterSeconds,
      resendAfterSeconds: EMAIL_CODE.resendAfterSeconds,
    });
    const [sms] = await smsTo(u.e164);
    const code = await lastSmsCode(app, u.e164);
    expect(sms.text).toBe(SMS_TEXT.code(code));
    expect(sms.text).toContain('valable 10 minutes');
  });

  it('waits 120 s before another code, with the seconds left', async () => {
    const u = await phoneUser();
    expect((await send(u.cookie)).statusCode).toBe(200);
    advanceSeconds(60);
    const early = await send(u.cookie);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({ code: 'code_resend_too_soon', retryAfterSeconds: 60 });
    advanceSeconds(61);
    expect((await send(u.cookie)).statusCode).toBe(200);
    expect(await smsTo(u.e164)).toHaveLength(2);
  });

  it('answers 400 without a phone number and 409 once verified', async () => {
    const u = await phoneUser();
    await setPhone(app, u.userId, { phone: null });
    const none = await send(u.cookie);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: PHONE_MSG.phoneMissing, code: 'phone_missing' });
    await setPhone(app, u.userId, { phone: u.phone, isPhoneVerified: true });
    const done = await send(u.cookie);
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toBe(PHONE_MSG.phoneAlreadyVerified);
  });

  it('a new number replaces the verified one, clears isPhoneVerified and gets the code', async () => {
    const u = await phoneUser();
    await setPhone(app, u.userId, { isPhoneVerified: true });
    const res = await send(u.cookie, { phone: '65 43 21 09' });
    expect(res.statusCode).toBe(200);
    const [row] = await db.select().from(users).where(eq(users.id, u.userId));
    expect(row).toMatchObject({ phone: '65432109', isPhoneVerified: false });
    expect(await smsTo('+22365432109')).toHaveLength(1);
    expect((await send(u.cookie, { phone: '12' })).json().message).toBe(MSG.phoneInvalid);
  });

  it(`sends at most ${SMS.codesPerHour} codes an hour to one number, even from several accounts`, async () => {
    const shared = String(nextNumber++);
    const accounts = await Promise.all([1, 2, 3].map(() => buildUser(app, { phone: shared })));
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      for (const a of accounts) statuses.push((await send(a.cookie)).statusCode);
      advanceSeconds(EMAIL_CODE.resendAfterSeconds + 1);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(SMS.codesPerHour);
    const limited = await send(accounts[0]!.cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'sms_limit', message: PHONE_MSG.smsLimitReached });
    expect(await smsTo(`+223${shared}`)).toHaveLength(SMS.codesPerHour);
    clock.advanceHours(1);
    expect((await send(accounts[0]!.cookie)).statusCode).toBe(200);
  });
});

describe('POST /api/Verification/phone/verify-code', () => {
  it('verifies the number with the right code, once', async () => {
    const u = await phoneUser();
    await send(u.cookie);
    const code = await lastSmsCode(app, u.e164);
    const pending = await app.inject({
      url: '/api/Verification/phone/pending',
      headers: { cookie: u.cookie },
    });
    expect(pending.json()).toEqual({ expiresInSeconds: 600, resendAfterSeconds: 120 });
    const res = await verify(u.cookie, code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Numéro de téléphone vérifié' });
    expect(await isVerified(u.userId)).toBe(true);
    expect((await verify(u.cookie, code)).statusCode).toBe(409);
  });

  it('refuses a malformed code with a French 400', async () => {
    const u = await phoneUser();
    const res = await verify(u.cookie, '12a45');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Veuillez entrer un code valide.');
  });

  it('refuses the code after 600 s', async () => {
    const u = await phoneUser();
    await send(u.cookie);
    const code = await lastSmsCode(app, u.e164);
    advanceSeconds(EMAIL_CODE.expiresAfterSeconds);
    const res = await verify(u.cookie, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'code_expired', message: 'Code expiré' });
    expect(await isVerified(u.userId)).toBe(false);
  });

  it(`burns the code after ${EMAIL_CODE.maxWrongAttempts} wrong tries, even the right one after`, async () => {
    const u = await phoneUser();
    await send(u.cookie);
    const code = await lastSmsCode(app, u.e164);
    for (let i = 1; i < EMAIL_CODE.maxWrongAttempts; i++) {
      expect((await verify(u.cookie, otherThan(code))).json().code).toBe('code_invalid');
    }
    const last = await verify(u.cookie, otherThan(code));
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toBe('Trop de tentatives, demandez un nouveau code');
    expect((await verify(u.cookie, code)).statusCode).toBe(429);
    expect(await isVerified(u.userId)).toBe(false);
  });

  it('a code sent to the old number does not verify a new one', async () => {
    const u = await phoneUser();
    await send(u.cookie);
    const code = await lastSmsCode(app, u.e164);
    await setPhone(app, u.userId, { phone: '61616161' });
    expect((await verify(u.cookie, code)).statusCode).toBe(400);
    expect(await isVerified(u.userId)).toBe(false);
  });
});
