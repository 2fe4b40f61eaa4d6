// Accounts: sign-up forms that pass every rule, sign-up and login through the real endpoints, and light
// accounts written straight to the database for tests that need tens of users at once.
import { createHash, randomBytes } from 'node:crypto';
import type { MeResponse } from '@sugu/domain';
import type { App } from '../../src/app.js';
import type { Database } from '../../src/db/client.js';
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

/** A signed-up, logged-in account: the one `Account` type of every test. */
export interface Account {
  userId: string;
  cookie: string;
  user: MeResponse;
  /** The form sent (password, pin…). */
  body: SignUpFields;
}

/**
 * Creates an account through the sign-up endpoint and logs it in.
 * Pass `{ role: 'Vendeur' }` for a seller without shop (`createSeller` makes one with its shop).
 */
export async function signUp(
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

/** Several accounts, signed up side by side. */
export function accounts(app: App, n: number): Promise<Account[]> {
  return Promise.all(Array.from({ length: n }, () => signUp(app)));
}

/**
 * `n` Client accounts with a live session each, inserted directly (no password hashing): for tests where
 * many distinct users act at once. Returns their ids and session cookies.
 */
export async function quickUsers(db: Database, n: number): Promise<{ userId: string; cookie: string }[]> {
  const rows = Array.from({ length: n }, () => {
    const suffix = randomBytes(5).toString('hex');
    return {
      email: `q${suffix}@exemple.ml`,
      username: `q${suffix}`,
      role: 'Client' as const,
      name: 'Diarra',
      firstName: 'Moussa',
      city: 'Bamako',
      area: 'Badalabougou',
    };
  });
  const inserted = await db.insert(users).values(rows).returning({ id: users.id });
  const tokens = inserted.map(() => randomBytes(32).toString('base64url'));
  await db.insert(sessions).values(
    inserted.map((user, i) => ({
      id: sessionIdOf(`sugu_session=${tokens[i]}`),
      userId: user.id,
      expiresAt: new Date(Date.now() + 3600_000),
    })),
  );
  return inserted.map((user, i) => ({ userId: user.id, cookie: `sugu_session=${tokens[i]}` }));
}

/** The session row's id of a cookie: the SHA-256 of its token (session/session.ts). */
export const sessionIdOf = (cookie: string): string =>
  createHash('sha256')
    .update(cookie.replace(/^sugu_session=/, ''))
    .digest('base64url');

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
