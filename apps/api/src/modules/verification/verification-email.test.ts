// The way out of the verification popup: what is pending (no new code on every visit) and a corrected address.
import { EMAIL_CODE, MSG } from '@sugu/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ageVerificationCodes,
  buildUserToVerify,
  type UserToVerify,
  verifyEmail,
} from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';
import { users } from '../../db/schema/index.js';

const { app, db } = await setupTestApp();

const pending = (user: UserToVerify | null) =>
  app.inject({
    method: 'GET',
    url: '/api/Verification/pending',
    headers: user ? { cookie: user.cookie } : {},
  });
const send = (user: UserToVerify) =>
  app.inject({
    method: 'POST',
    url: '/api/Verification/send-code',
    headers: { cookie: user.cookie },
    payload: { email: user.email },
  });
const change = (user: UserToVerify | null, email: unknown) =>
  app.inject({
    method: 'PUT',
    url: '/api/Verification/email',
    headers: user ? { cookie: user.cookie } : {},
    payload: { email },
  });

const mailsTo = async (email: string) =>
  (await app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(email)}` })).json()
    .messages as { text: string }[];

describe('GET /api/Verification/pending', () => {
  it('refuses a guest with 401', async () => {
    expect((await pending(null)).statusCode).toBe(401);
  });

  it('says nothing is pending before the first code, then what is left of the sent one', async () => {
    const user = await buildUserToVerify(app);
    expect((await pending(user)).json()).toEqual({ expiresInSeconds: 0, resendAfterSeconds: 0 });
    expect((await send(user)).statusCode).toBe(200);
    await ageVerificationCodes(app, user.id, 200);
    const left = (await pending(user)).json();
    expect(left.expiresInSeconds).toBeGreaterThan(EMAIL_CODE.expiresAfterSeconds - 202);
    expect(left.expiresInSeconds).toBeLessThanOrEqual(EMAIL_CODE.expiresAfterSeconds - 200);
    expect(left.resendAfterSeconds).toBe(0);
    await ageVerificationCodes(app, user.id, EMAIL_CODE.expiresAfterSeconds);
    expect((await pending(user)).json().expiresInSeconds).toBe(0);
  });

  it('answers 409 once the address is verified', async () => {
    const user = await buildUserToVerify(app);
    await verifyEmail(app, user.cookie, user.email);
    expect((await pending(user)).json().code).toBe('email_already_verified');
  });
});

describe('PUT /api/Verification/email', () => {
  it('refuses a guest with 401 and an invalid address with the sign-up message', async () => {
    expect((await change(null, 'a@b.ml')).statusCode).toBe(401);
    const user = await buildUserToVerify(app);
    const bad = await change(user, 'pas-une-adresse');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG.emailInvalid);
  });

  it("refuses another account's address with 409 on the email field, whatever its case", async () => {
    const [user, other] = [await buildUserToVerify(app), await buildUserToVerify(app)];
    const res = await change(user, other.email.toUpperCase());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'email_taken', fields: { email: MSG.emailTaken } });
  });

  it('replaces the address, mails a code there, and the old code stops working', async () => {
    const user = await buildUserToVerify(app);
    expect((await send(user)).statusCode).toBe(200);
    await ageVerificationCodes(app, user.id, EMAIL_CODE.resendAfterSeconds);
    const address = `corrige.${user.id.slice(0, 8)}@example.ml`;
    const res = await change(user, `  ${address.toUpperCase()} `);
    expect(res.statusCode).toBe(200);
    expect(res.json().expiresInSeconds).toBe(EMAIL_CODE.expiresAfterSeconds);
    const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
    expect(row?.email).toBe(address);
    expect(await mailsTo(address)).toHaveLength(1);
    const code = /\b(\d{5})\b/.exec((await mailsTo(address))[0]!.text)?.[1];
    const verified = await app.inject({
      method: 'POST',
      url: '/api/Verification/verify-code',
      headers: { cookie: user.cookie },
      payload: { email: address, code },
    });
    expect(verified.statusCode).toBe(200);
    expect((await change(user, 'encore@example.ml')).json().code).toBe('email_already_verified');
  });

  it('lets a mistyped address be corrected at once, but keeps the 120 s delay for one address', async () => {
    const user = await buildUserToVerify(app);
    expect((await send(user)).statusCode).toBe(200);
    const address = `vite.${user.id.slice(0, 8)}@example.ml`;
    expect((await change(user, address)).statusCode).toBe(200);
    const again = await change(user, address);
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('code_resend_too_soon');
    expect(await mailsTo(address)).toHaveLength(1);
  });
});
