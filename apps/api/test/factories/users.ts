// Users: sign-up forms that pass every rule, and users built through the real sign-up and login
// (buildUser), or written straight to the database with a live session where a test needs tens at once
// (buildLightUsers). Sessions and PIN grants for them.
import { createHash, randomBytes } from 'node:crypto';
import type { MeResponse } from '@sugu/domain';
import { eq, sql } from 'drizzle-orm';
import type { App } from '../../src/app.js';
import { sessions, smsSends, users, verificationCodes } from '../../src/db/schema/index.js';
import { sessionCookie } from '../helper.js';
import { injectMultipart, type UploadFile } from './multipart.js';

export type SignUpFields = Record<string, string>;
/** A field set to undefined is left out of the form. */
export type SignUpOverrides = Record<string, string | undefined>;

export const TEST_PASSWORD = 'Motdepasse1';
export const TEST_PIN = '1234';

/** A Ghanaian account's sign-up fields but its phone: Accra, MTN, +233 (its devise is GHS). */
export const GHANAIAN = { country: 'GH', city: 'Accra', area: 'Osu', operator: 'MTN', dialCode: '+233' };

const uniqueSuffix = () => randomBytes(4).toString('hex');

/** A sign-up form that passes every rule, with a fresh username and email. */
export function validSignUp(overrides: SignUpOverrides = {}): SignUpFields {
  const username = `u${uniqueSuffix()}`;
  const fields: SignUpOverrides = {
    role: 'Client',
    name: 'Traoré',
    firstName: 'Awa',
    gender: 'Femme',
    email: `${username}@exemple.ml`,
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    username,
    phone: '76123456',
    operator: 'Orange',
    country: 'ML',
    city: 'Bamako',
    area: 'Hamdallaye',
    pin: TEST_PIN,
    confirmPin: TEST_PIN,
    dialCode: '+223',
    ...overrides,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as SignUpFields;
}

/** POST /api/User/ajout with the raw response, for tests of the sign-up itself. */
export function postSignUp(app: App, fields: SignUpFields, files: UploadFile[] = []) {
  return injectMultipart(app, { url: '/api/User/ajout', fields, files });
}

/** Logs in; throws unless the login succeeds. */
export async function login(
  app: App,
  identifier: string,
  password: string = TEST_PASSWORD,
): Promise<{ cookie: string; user: MeResponse }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/Auth/login',
    payload: { email: identifier, motDePasse: password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return { cookie: sessionCookie(res), user: res.json().user };
}

/** A user with a live session: what every factory that acts for someone takes. */
export interface SessionUser {
  userId: string;
  cookie: string;
}

/** A signed-up, logged-in user: the one `Account` type of every test. */
export interface Account extends SessionUser {
  user: MeResponse;
  /** The form sent (password, pin…). */
  body: SignUpFields;
}

export interface UserOptions {
  /** A Vendeur's phone is verified by default (the gate before the first accepted order); false: not. */
  phoneVerified?: boolean;
}

/**
 * A user through the sign-up endpoint, logged in (a Client by default, phone 76123456).
 * `{ role: 'Vendeur' }` is a seller without shop (`buildSeller` makes one with its shop), their phone
 * verified unless `options.phoneVerified` is false.
 */
export async function buildUser(
  app: App,
  overrides: SignUpOverrides = {},
  files: UploadFile[] = [],
  options: UserOptions = {},
): Promise<Account> {
  const body = validSignUp(overrides);
  const res = await postSignUp(app, body, files);
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  if (options.phoneVerified ?? body.role === 'Vendeur') {
    await app.ctx.db.update(users).set({ isPhoneVerified: true }).where(eq(users.id, res.json().userId));
  }
  const { cookie, user } = await login(app, body.username ?? body.email ?? '', body.password);
  return { userId: res.json().userId, cookie, user, body };
}

/** `n` users through the sign-up endpoint, side by side. */
export function buildUsers(app: App, n: number): Promise<Account[]> {
  return Promise.all(Array.from({ length: n }, () => buildUser(app)));
}

/**
 * `n` users written straight to the database (no password hashing) with a live session each: for tests
 * where many distinct users act at once. `pinGranted`: their session holds a PIN grant too.
 */
export async function buildLightUsers(
  app: App,
  n: number,
  options: { role?: 'Client' | 'Vendeur'; pinGranted?: boolean } = {},
): Promise<SessionUser[]> {
  const rows = Array.from({ length: n }, () => {
    const suffix = randomBytes(5).toString('hex');
    return {
      email: `q${suffix}@exemple.ml`,
      username: `q${suffix}`,
      role: options.role ?? 'Client',
      name: 'Diarra',
      firstName: 'Moussa',
      city: 'Bamako',
      area: 'Badalabougou',
      isPhoneVerified: options.role === 'Vendeur',
    };
  });
  const inserted = await app.ctx.db.insert(users).values(rows).returning({ id: users.id });
  const cookies = inserted.map(() => `sugu_session=${randomBytes(32).toString('base64url')}`);
  await app.ctx.db.insert(sessions).values(inserted.map(({ id }, i) => sessionRow(id, cookies[i]!, options)));
  return inserted.map(({ id }, i) => ({ userId: id, cookie: cookies[i]! }));
}

const sessionRow = (userId: string, cookie: string, options: { pinGranted?: boolean }) => ({
  id: sessionIdOf(cookie),
  userId,
  expiresAt: new Date(Date.now() + 3600_000),
  ...(options.pinGranted && { pinGrantExpiresAt: new Date(Date.now() + 300_000) }),
});

/**
 * One account row written straight, with what no sign-up writes (a mixed-case address, a stored hash
 * to find again unchanged): for the sign-in tests that meet an account made elsewhere.
 */
export async function buildUserRow(
  app: App,
  values: Pick<
    typeof users.$inferInsert,
    'email' | 'username' | 'role' | 'name' | 'firstName' | 'passwordHash'
  >,
): Promise<string> {
  const [row] = await app.ctx.db.insert(users).values(values).returning({ id: users.id });
  return row!.id;
}

/** The session row's id of a cookie: the SHA-256 of its token (session/session.ts). */
export const sessionIdOf = (cookie: string): string =>
  createHash('sha256')
    .update(cookie.replace(/^sugu_session=/, ''))
    .digest('base64url');

/** A new session of the user, written straight (no hashing: fast enough for 50 at once); its cookie. */
export async function buildSession(
  app: App,
  userId: string,
  options: { pinGranted?: boolean } = {},
): Promise<string> {
  const cookie = `sugu_session=${randomBytes(32).toString('base64url')}`;
  await app.ctx.db.insert(sessions).values(sessionRow(userId, cookie, options));
  return cookie;
}

/** A PIN grant on the session through the real POST /api/User/confirm-pin. */
export async function confirmPin(app: App, cookie: string, code = TEST_PIN): Promise<void> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/User/confirm-pin',
    payload: { code },
    headers: { cookie },
  });
  if (res.statusCode !== 200) throw new Error(`confirm-pin failed: ${res.statusCode} ${res.body}`);
}

/** Preferences through PUT /api/EditParam/me, after the PIN confirmation the security ones need. */
export async function setPreferences(
  app: App,
  cookie: string,
  preferences: Record<string, boolean>,
): Promise<void> {
  await confirmPin(app, cookie);
  const res = await app.inject({
    method: 'PUT',
    url: '/api/EditParam/me',
    payload: preferences,
    headers: { cookie },
  });
  if (res.statusCode !== 200) throw new Error(`preferences failed: ${res.statusCode} ${res.body}`);
}

/** Writes a PIN grant on the session (for many users at once); `minutes` < 0 makes it already expired. */
export async function grantPin(app: App, cookie: string, minutes = 5): Promise<void> {
  await app.ctx.db
    .update(sessions)
    .set({ pinGrantExpiresAt: sql`now() + make_interval(secs => ${minutes * 60})` })
    .where(eq(sessions.id, sessionIdOf(cookie)));
}

/** A new user as the e-mail verification tests hold it: its id, its (unverified) address and session. */
export interface UserToVerify {
  id: string;
  email: string;
  cookie: string;
}

export async function buildUserToVerify(app: App): Promise<UserToVerify> {
  const { userId, cookie, user } = await buildUser(app);
  return { id: userId, email: user.email, cookie };
}

/** Verifies the address through the real endpoints, the code read from the dev mailbox. */
export async function verifyEmail(app: App, cookie: string, email: string): Promise<void> {
  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, payload, headers: { cookie } });
  const sent = await post('/api/Verification/send-code', { email });
  if (sent.statusCode !== 200) throw new Error(`send-code failed: ${sent.statusCode} ${sent.body}`);
  const box = await app.inject({ url: `/api/dev/mailbox?to=${encodeURIComponent(email)}` });
  const code = /\b(\d{5})\b/.exec(box.json().messages[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no verification code mailed to ${email}`);
  const verified = await post('/api/Verification/verify-code', { email, code });
  if (verified.statusCode !== 200)
    throw new Error(`verify-code failed: ${verified.statusCode} ${verified.body}`);
}

/** Moves the user's verification codes `seconds` back in time instead of waiting (no endpoint ages them). */
export async function ageVerificationCodes(app: App, userId: string, seconds: number): Promise<void> {
  const shift = sql.raw(`interval '${seconds} seconds'`);
  await app.ctx.db
    .update(verificationCodes)
    .set({
      createdAt: sql`${verificationCodes.createdAt} - ${shift}`,
      expiresAt: sql`${verificationCodes.expiresAt} - ${shift}`,
    })
    .where(eq(verificationCodes.userId, userId));
}

/** Moves the user's last wrong PIN `seconds` back, by the database's clock that judges the lock. */
export async function ageLastPinAttempt(app: App, userId: string, seconds: number): Promise<void> {
  await app.ctx.db
    .update(users)
    .set({ lastPinAttempt: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(users.id, userId));
}

/** Ends the user's sessions a second ago, as time would. */
export async function expireSessions(app: App, userId: string): Promise<void> {
  await app.ctx.db
    .update(sessions)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(sessions.userId, userId));
}

/** The account without a password, as a Google sign-up leaves it. */
export async function dropPassword(app: App, userId: string): Promise<void> {
  await app.ctx.db.update(users).set({ passwordHash: null }).where(eq(users.id, userId));
}

/** The code of the last SMS the dev outbox (SMS_PROVIDER=outbox) holds for this E.164 number. */
export async function lastSmsCode(app: App, phone: string): Promise<string> {
  const box = await app.inject({ url: '/api/dev/sms' });
  const sms = (box.json().messages as { to: string; text: string }[]).find((m) => m.to === phone);
  const code = /\b(\d{5})\b/.exec(sms?.text ?? '')?.[1];
  if (!code) throw new Error(`no code sent by SMS to ${phone}`);
  return code;
}

/**
 * The account's phone as the test needs it (a number changed or gone, verified or not), written straight:
 * no SMS, no code.
 */
export async function setPhone(
  app: App,
  userId: string,
  phone: Partial<Pick<typeof users.$inferInsert, 'dialCode' | 'phone' | 'isPhoneVerified'>>,
): Promise<void> {
  await app.ctx.db.update(users).set(phone).where(eq(users.id, userId));
}

/** SMS already sent at `at` (the limits count them): each to `phone`, for `userId` (null: no account). */
export async function buildSmsSends(
  app: App,
  sends: { phone: string; userId: string | null; kind: 'code' | 'order' }[],
  at: Date,
): Promise<void> {
  await app.ctx.db.insert(smsSends).values(sends.map((send) => ({ ...send, createdAt: at })));
}
