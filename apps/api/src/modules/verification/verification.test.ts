import { EMAIL_CODE } from '@sugu/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ageVerificationCodes, buildUserToVerify, type UserToVerify } from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';
import { users, verificationCodes } from '../../db/schema/index.js';

const { app, db } = await setupTestApp();

const send = (user: UserToVerify | null, email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/Verification/send-code',
    headers: user ? { cookie: user.cookie } : {},
    payload: { email },
  });

const verify = (user: UserToVerify | null, email: string, code: string) =>
  app.inject({
    method: 'POST',
    url: '/api/Verification/verify-code',
    headers: user ? { cookie: user.cookie } : {},
    payload: { email, code },
  });

/** The code of the last mail sent to this address, read from the dev mailbox like a developer would. */
async function lastCode(email: string): Promise<string> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(email)}` });
  expect(res.statusCode).toBe(200);
  const mail = res.json().messages[0];
  expect(mail.subject).toBe('Votre code de vérification Sugu');
  const code = /\b(\d{5})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in ${mail.text}`);
  return code;
}

const otherThan = (code: string) => String((Number(code) + 1) % 100000).padStart(5, '0');

async function isVerified(user: UserToVerify) {
  const [row] = await db.select({ v: users.isEmailVerified }).from(users).where(eq(users.id, user.id));
  return row?.v;
}

describe('POST /api/Verification/send-code', () => {
  it('refuses a guest with 401', async () => {
    const res = await send(null, 'someone@example.ml');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Vous devez être connecté');
  });

  it("refuses another person's address with 403 and sends nothing", async () => {
    const user = await buildUserToVerify(app);
    const victim = await buildUserToVerify(app);
    const res = await send(user, victim.email);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'email_mismatch' });
    const box = await app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${victim.email}` });
    expect(box.json().messages).toEqual([]);
  });

  it('rejects a malformed address with the French rule', async () => {
    const user = await buildUserToVerify(app);
    const res = await send(user, 'pas-une-adresse');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Veuillez entrer une adresse e-mail valide');
  });

  it('sends a 5-digit code in French and says how long to wait, storing only its hash', async () => {
    const user = await buildUserToVerify(app);
    const res = await send(user, user.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Code envoyé', expiresInSeconds: 600, resendAfterSeconds: 120 });
    const code = await lastCode(user.email);
    expect(code).toMatch(/^\d{5}$/);
    const [row] = await db.select().from(verificationCodes).where(eq(verificationCodes.userId, user.id));
    expect(row?.codeHash).not.toContain(code);
    expect(row && (row.expiresAt.getTime() - row.createdAt.getTime()) / 1000).toBe(600);
  });

  it('refuses a new code before 120 s with the seconds left, and sends one after', async () => {
    const user = await buildUserToVerify(app);
    expect((await send(user, user.email)).statusCode).toBe(200);
    const first = await lastCode(user.email);

    await ageVerificationCodes(app, user.id, 100);
    const early = await send(user, user.email);
    expect(early.statusCode).toBe(429);
    const body = early.json();
    expect(body).toMatchObject({
      message: 'Veuillez patienter avant de demander un nouveau code',
      code: 'code_resend_too_soon',
    });
    expect(body.retryAfterSeconds).toBeGreaterThanOrEqual(19);
    expect(body.retryAfterSeconds).toBeLessThanOrEqual(20);
    expect(body.expiresInSeconds).toBeGreaterThanOrEqual(499);
    expect(body.expiresInSeconds).toBeLessThanOrEqual(500);
    expect(early.headers['retry-after']).toBe(String(body.retryAfterSeconds));

    await ageVerificationCodes(app, user.id, 21);
    expect((await send(user, user.email)).statusCode).toBe(200);
    const second = await lastCode(user.email);
    // The replaced code stops working; the new one works.
    if (second !== first) {
      const old = await verify(user, user.email, first);
      expect(old.statusCode).toBe(400);
      expect(old.json().message).toBe('Code de vérification invalide ou expiré');
    }
    expect((await verify(user, user.email, second)).statusCode).toBe(200);
  });
});

describe('POST /api/Verification/verify-code', () => {
  it('verifies the address with the code from the mail, once', async () => {
    const user = await buildUserToVerify(app);
    await send(user, user.email);
    const code = await lastCode(user.email);
    expect(await isVerified(user)).toBe(false);

    const res = await verify(user, user.email, code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Adresse e-mail vérifiée' });
    expect(await isVerified(user)).toBe(true);
    const me = await app.inject({ method: 'GET', url: '/api/User/me', headers: { cookie: user.cookie } });
    expect(me.json().isEmailVerified).toBe(true);

    const again = await verify(user, user.email, code);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Adresse e-mail déjà vérifiée', code: 'email_already_verified' });
    const resend = await send(user, user.email);
    expect(resend.statusCode).toBe(409);
    expect(resend.json().message).toBe('Adresse e-mail déjà vérifiée');
  });

  it('refuses a guest with 401', async () => {
    const res = await verify(null, 'someone@example.ml', '12345');
    expect(res.statusCode).toBe(401);
  });

  it('answers a badly formed code with the French rule', async () => {
    const user = await buildUserToVerify(app);
    for (const code of ['1234', '123456', 'abcde', '']) {
      const res = await verify(user, user.email, code);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Veuillez entrer un code valide.');
    }
  });

  it('says invalid for a wrong code, and for a user who never asked for one', async () => {
    const user = await buildUserToVerify(app);
    const none = await verify(user, user.email, '12345');
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Code de vérification invalide ou expiré');

    await send(user, user.email);
    const code = await lastCode(user.email);
    const wrong = await verify(user, user.email, otherThan(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: 'Code de vérification invalide ou expiré',
      code: 'code_invalid',
    });
    expect(await isVerified(user)).toBe(false);
  });

  it("refuses to verify someone else's address even with their code", async () => {
    const attacker = await buildUserToVerify(app);
    const victim = await buildUserToVerify(app);
    await send(victim, victim.email);
    const code = await lastCode(victim.email);
    const res = await verify(attacker, victim.email, code);
    expect(res.statusCode).toBe(403);
    expect(await isVerified(victim)).toBe(false);
    expect(await isVerified(attacker)).toBe(false);
  });

  it("says 'Code expiré' after 600 s", async () => {
    const user = await buildUserToVerify(app);
    await send(user, user.email);
    const code = await lastCode(user.email);
    await ageVerificationCodes(app, user.id, EMAIL_CODE.expiresAfterSeconds + 1);
    const res = await verify(user, user.email, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Code expiré', code: 'code_expired' });
    expect(await isVerified(user)).toBe(false);
    // A new code can be asked for and works.
    expect((await send(user, user.email)).statusCode).toBe(200);
    expect((await verify(user, user.email, await lastCode(user.email))).statusCode).toBe(200);
  });

  it('burns the code after 5 wrong tries, even for the right code afterwards', async () => {
    const user = await buildUserToVerify(app);
    await send(user, user.email);
    const code = await lastCode(user.email);
    for (let i = 1; i < EMAIL_CODE.maxWrongAttempts; i++) {
      const res = await verify(user, user.email, otherThan(code));
      expect(res.statusCode).toBe(400);
    }
    const last = await verify(user, user.email, otherThan(code));
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({
      message: 'Trop de tentatives, demandez un nouveau code',
      code: 'code_too_many_attempts',
    });
    const right = await verify(user, user.email, code);
    expect(right.statusCode).toBe(429);
    expect(await isVerified(user)).toBe(false);
  });

  it('accepts the right code after 4 wrong tries', async () => {
    const user = await buildUserToVerify(app);
    await send(user, user.email);
    const code = await lastCode(user.email);
    for (let i = 1; i < EMAIL_CODE.maxWrongAttempts; i++) {
      expect((await verify(user, user.email, otherThan(code))).statusCode).toBe(400);
    }
    expect((await verify(user, user.email, code)).statusCode).toBe(200);
    expect(await isVerified(user)).toBe(true);
  });

  it('lets at most 5 parallel guesses be tested, the right one included', async () => {
    const user = await buildUserToVerify(app);
    await send(user, user.email);
    const code = await lastCode(user.email);
    const wrong = Array.from({ length: 11 }, (_, i) =>
      String((Number(code) + 1 + i) % 100000).padStart(5, '0'),
    );
    const results = await Promise.all([...wrong, code].map((g) => verify(user, user.email, g)));
    const answers = results.map((r) => `${r.statusCode} ${r.json().code ?? 'ok'}`);
    // What the race promises: at most 5 guesses compared with the code, the right one accepted at most
    // once; every other guess is refused as too many, as a wrong or used code, or (once the right code
    // has won) as an address already verified. Never anything else.
    const allowed = new Set([
      '200 ok',
      '400 code_invalid',
      '429 code_too_many_attempts',
      '409 email_already_verified',
    ]);
    expect(answers.filter((a) => !allowed.has(a))).toEqual([]);
    expect(answers.filter((a) => a === '200 ok').length).toBeLessThanOrEqual(1);
    const [row] = await db.select().from(verificationCodes).where(eq(verificationCodes.userId, user.id));
    expect(row?.attempts).toBeLessThanOrEqual(EMAIL_CODE.maxWrongAttempts);
    // Each compared guess took one attempt. Once the right code has won, a guess still in flight reads
    // the used code and gets the same 400 without being compared, so the count only holds without a 200.
    if (!answers.includes('200 ok')) {
      const compared = answers.filter((a) => a === '400 code_invalid').length;
      expect(compared).toBeLessThanOrEqual(row?.attempts ?? 0);
    }
    expect(await isVerified(user)).toBe(answers.includes('200 ok'));
  });
});
