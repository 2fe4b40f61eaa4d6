// Users: sign-up forms that pass every rule, and users built through the real sign-up and login
// (buildUser), or written straight to the database with a live session where a test needs tens at once
// (buildLightUsers). Sessions and PIN grants for them.
import { createHash, randomBytes } from 'node:crypto';
import type { MeResponse } from '@sugu/domain';
import { eq, sql } from 'drizzle-orm';
import type { App } from '../../src/app.js';
import { sessions, users } from '../../src/db/schema/index.js';
import { sessionCookie } from '../helper.js';
import { injectMultipart, type UploadFile } from './multipart.js';

export type SignUpFields = Record<string, string>;
/** A field set to undefined is left out of the form. */
export type SignUpOverrides = Record<string, string | undefined>;

export const TEST_PASSWORD = 'Motdepasse1';
export const TEST_PIN = '1234';

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

/**
 * A user through the sign-up endpoint, logged in (a Client by default, phone 76123456).
 * `{ role: 'Vendeur' }` is a seller without shop (`buildSeller` makes one with its shop).
 */
export async function buildUser(
  app: App,
  overrides: SignUpOverrides = {},
  files: UploadFile[] = [],
): Promise<Account> {
  const body = validSignUp(overrides);
  const res = await postSignUp(app, body, files);
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
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

/** Writes a PIN grant on the session (for many users at once); `minutes` < 0 makes it already expired. */
export async function grantPin(app: App, cookie: string, minutes = 5): Promise<void> {
  await app.ctx.db
    .update(sessions)
    .set({ pinGrantExpiresAt: sql`now() + make_interval(secs => ${minutes * 60})` })
    .where(eq(sessions.id, sessionIdOf(cookie)));
}
