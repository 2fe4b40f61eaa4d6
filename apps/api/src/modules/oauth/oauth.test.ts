// The whole Google sign-in against a local OpenID provider (oauth2-mock-server): our redirect, the provider's
// authorize step over real HTTP, then our callback, account linking and the session it opens.
import { createServer, type Server } from 'node:http';
import { MSG } from '@sugu/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { type MutableResponse, type MutableToken, OAuth2Server } from 'oauth2-mock-server';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { buildUserRow } from '../../../test/factories/index.js';
import { sessionCookie, setupTestApp } from '../../../test/helper.js';
import { notifications, users } from '../../db/schema/index.js';

const provider = new OAuth2Server();
await provider.issuer.keys.generate('RS256');
await provider.start(0, '127.0.0.1');
const issuer = provider.issuer.url as string;
afterAll(() => provider.stop());

// Claims the provider puts in its next tokens (ID token and access token alike).
let claims: Record<string, unknown> = {};
provider.service.on('beforeTokenSigning', (token: MutableToken) => Object.assign(token.payload, claims));
let userinfo: Record<string, unknown> | null = null;
provider.service.on('beforeUserinfo', (response: MutableResponse) => {
  if (userinfo) response.body = userinfo;
});
afterEach(() => {
  claims = {};
  userinfo = null;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const env = { OIDC_ISSUER: issuer, GOOGLE_CLIENT_ID: 'sugu-test', GOOGLE_CLIENT_SECRET: 'secret' };
const { app, db } = await setupTestApp({ env: { ...env, PUBLIC_URL: 'http://localhost:3000' } });

const google = (sub: string, email: string, extra: Record<string, unknown> = {}) => ({
  sub,
  email,
  email_verified: true,
  given_name: 'Awa',
  family_name: 'Traoré',
  ...extra,
});

/** Our first redirect, and the provider's answer to it (its redirect back to our callback). */
async function startSignIn() {
  const start = await app.inject({ method: 'GET', url: '/api/OAuth/login-google' });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(start.headers.location as string);
  const pending = start.cookies.find((c) => c.name === 'sugu_oauth');
  if (!pending) throw new Error('no sugu_oauth cookie');
  const back = await fetch(authorize, { redirect: 'manual' });
  expect(back.status).toBe(302);
  const callback = new URL(back.headers.get('location') as string);
  return { start, authorize, pending, callback };
}

async function callBack(callback: URL, cookie: string | null): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: cookie ? { cookie: `sugu_oauth=${cookie}` } : {},
  });
}

async function signIn(tokenClaims: Record<string, unknown>) {
  claims = tokenClaims;
  const { pending, callback } = await startSignIn();
  return callBack(callback, pending.value);
}

/** The user id of the /oauth-success redirect, checking its shape. */
function successUserId(res: LightMyRequestResponse, role = 'Client'): string {
  expect(res.statusCode).toBe(302);
  const target = new URL(res.headers.location as string, 'http://localhost:3000');
  expect(target.pathname).toBe('/oauth-success');
  expect(target.searchParams.get('role')).toBe(role);
  const userId = target.searchParams.get('userId');
  if (!userId) throw new Error('no userId');
  return userId;
}

/** Who the session cookie of a response belongs to, as GET /api/User/me tells the web app. */
async function sessionUser(
  res: LightMyRequestResponse,
): Promise<{ id: string; email: string; role: string }> {
  const me = await app.inject({
    method: 'GET',
    url: '/api/User/me',
    headers: { cookie: sessionCookie(res) },
  });
  expect(me.statusCode).toBe(200);
  return me.json();
}

const userByEmail = async (email: string) =>
  (
    await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email))
  )[0];

const expectFailure = (res: LightMyRequestResponse, code = 'oauth_failed') => {
  expect(res.statusCode).toBe(302);
  expect(res.headers.location).toBe(`/login?error=${code}`);
  expect(res.cookies.find((c) => c.name === 'sugu_session')).toBeUndefined();
};

describe('GET /api/OAuth/login-google', () => {
  it('redirects to the provider with PKCE (S256), state and nonce, kept in a short httpOnly cookie', async () => {
    const { start, authorize, pending, callback } = await startSignIn();
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${issuer}/authorize`);
    const q = authorize.searchParams;
    expect(q.get('client_id')).toBe('sugu-test');
    expect(q.get('response_type')).toBe('code');
    expect(q.get('redirect_uri')).toBe('http://localhost:3000/api/OAuth/callback/google');
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('state')).toBeTruthy();
    expect(q.get('nonce')).toBeTruthy();
    expect(pending).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/OAuth', maxAge: 600 });
    // Neither the verifier nor anything readable by the page is in the URL.
    expect(start.headers.location).not.toContain(pending.value);
    expect(callback.searchParams.get('state')).toBe(q.get('state'));
  });

  it('sends the browser back to the login page when GOOGLE_CLIENT_ID is not set', async () => {
    const { app: bare } = await setupTestApp({
      env: { OIDC_ISSUER: issuer, GOOGLE_CLIENT_SECRET: 'secret' },
    });
    const res = await bare.inject({ method: 'GET', url: '/api/OAuth/login-google' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?error=google_unavailable');
    expect(res.cookies).toEqual([]);
  });
});

describe('GET /api/OAuth/providers', () => {
  it('tells the login page whether Google sign-in is configured', async () => {
    const on = await app.inject({ method: 'GET', url: '/api/OAuth/providers' });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ google: true });
    const { app: bare } = await setupTestApp({ env: { OIDC_ISSUER: issuer, GOOGLE_CLIENT_ID: 'sugu-test' } });
    const off = await bare.inject({ method: 'GET', url: '/api/OAuth/providers' });
    expect(off.json()).toEqual({ google: false });
  });
});

describe('GET /api/OAuth/callback/google', () => {
  it('creates a Client account without password or PIN, welcomes it and opens a session', async () => {
    const res = await signIn(google('g-awa', 'Awa.Traore@Gmail.com', { picture: undefined }));
    const userId = successUserId(res);
    expect(await sessionUser(res)).toMatchObject({
      id: userId,
      email: 'awa.traore@gmail.com',
      role: 'Client',
    });

    const user = await userByEmail('awa.traore@gmail.com');
    expect(user).toMatchObject({
      id: userId,
      email: 'awa.traore@gmail.com',
      username: 'awatraore',
      role: 'Client',
      name: 'Traoré',
      firstName: 'Awa',
      passwordHash: null,
      pinHash: null,
      isEmailVerified: true,
      country: 'ML',
      googleSub: 'g-awa',
    });
    const welcome = await db.select().from(notifications).where(eq(notifications.userId, userId));
    expect(welcome).toMatchObject([{ type: 'Welcome', title: MSG.welcomeTitle, isRead: false }]);
  });

  it('signs the same Google account into the same user the next time', async () => {
    const first = successUserId(await signIn(google('g-same', 'moussa@gmail.com')));
    const second = await signIn(google('g-same', 'moussa@gmail.com'));
    expect(successUserId(second)).toBe(first);
    expect((await sessionUser(second))?.id).toBe(first);
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.googleSub, 'g-same'));
    expect(count?.n).toBe(1);
    const welcomes = await db.select().from(notifications).where(eq(notifications.userId, first));
    expect(welcomes).toHaveLength(1);
  });

  it('links an existing password account with the same verified email instead of creating another', async () => {
    const sellerId = await buildUserRow(app, {
      email: 'Fatou@Example.ml',
      username: 'fatou',
      passwordHash: 'argon2-hash',
      role: 'Vendeur',
      name: 'Diallo',
      firstName: 'Fatou',
    });
    const res = await signIn(google('g-fatou', 'fatou@example.ml'));
    expect(successUserId(res, 'Vendeur')).toBe(sellerId);
    expect((await sessionUser(res))?.id).toBe(sellerId);
    const rows = await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, 'fatou@example.ml'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      googleSub: 'g-fatou',
      passwordHash: 'argon2-hash',
      isEmailVerified: true,
    });
  });

  it('refuses to link an existing email the provider has not verified', async () => {
    await buildUserRow(app, {
      email: 'kadi@example.ml',
      username: 'kadi',
      role: 'Client',
      name: 'K',
      firstName: 'K',
    });
    expectFailure(await signIn(google('g-kadi', 'kadi@example.ml', { email_verified: false })));
    expect((await userByEmail('kadi@example.ml'))?.googleSub).toBeNull();
  });

  it('makes the username unique with digits and long enough for short addresses', async () => {
    const taken = successUserId(await signIn(google('g-awa2', 'awa-traore@yahoo.fr')));
    const [row] = await db.select().from(users).where(eq(users.id, taken));
    expect(row?.username).toMatch(/^awatraore\d{2}$/);
    const short = successUserId(await signIn(google('g-bo', 'bo@gmail.com', { given_name: undefined })));
    const [shortRow] = await db.select().from(users).where(eq(users.id, short));
    expect(shortRow?.username).toMatch(/^bo\d{2,}$/);
    expect(shortRow?.username.length).toBeGreaterThanOrEqual(4);
    expect(shortRow?.isEmailVerified).toBe(true);
  });

  it('reads the email from userinfo when the ID token has none', async () => {
    userinfo = { sub: 'g-info', email: 'info@gmail.com', email_verified: true, given_name: 'Ina' };
    const userId = successUserId(
      await signIn({ sub: 'g-info', email_verified: undefined, given_name: undefined }),
    );
    expect(await userByEmail('info@gmail.com')).toMatchObject({
      id: userId,
      firstName: 'Ina',
      googleSub: 'g-info',
    });
  });

  it('stores the Google picture through the media pipeline for a new account', async () => {
    const images = await new Promise<Server>((resolve) => {
      const server = createServer((_req, res) =>
        res.writeHead(200, { 'content-type': 'image/png' }).end('png'),
      );
      server.listen(0, '127.0.0.1', () => resolve(server));
    });
    const { port } = images.address() as { port: number };
    const save = vi
      .spyOn(app.ctx.media, 'saveImage')
      .mockResolvedValue({ key: 'avatar123', width: 96, height: 96 });
    const userId = successUserId(
      await signIn(google('g-pic', 'pic@gmail.com', { picture: `http://127.0.0.1:${port}/a.png` })),
    );
    images.close();
    expect(save).toHaveBeenCalledWith(Buffer.from('png'));
    expect((await db.select().from(users).where(eq(users.id, userId)))[0]?.profilePicture).toBe('avatar123');
  });

  it('fails to the login page when the state does not match', async () => {
    claims = google('g-state', 'state@gmail.com');
    const { pending, callback } = await startSignIn();
    callback.searchParams.set('state', 'forged');
    expectFailure(await callBack(callback, pending.value));
    expect(await userByEmail('state@gmail.com')).toBeUndefined();
  });

  it('fails without the pending cookie, with a tampered one, or an expired one', async () => {
    claims = google('g-cookie', 'cookie@gmail.com');
    const missing = await startSignIn();
    expectFailure(await callBack(missing.callback, null));

    const tampered = await startSignIn();
    const [payload, signature] = tampered.pending.value.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload as string, 'base64url').toString()), state: 'x' }),
    ).toString('base64url');
    expectFailure(await callBack(tampered.callback, `${forged}.${signature}`));

    const late = await startSignIn();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 11 * 60_000 });
    expectFailure(await callBack(late.callback, late.pending.value));
    expect(await userByEmail('cookie@gmail.com')).toBeUndefined();
  });

  it('fails when the ID token nonce is not ours', async () => {
    expectFailure(await signIn(google('g-nonce', 'nonce@gmail.com', { nonce: 'replayed' })));
    expect(await userByEmail('nonce@gmail.com')).toBeUndefined();
  });

  it('fails when the user refuses at Google', async () => {
    const { pending, callback } = await startSignIn();
    const denied = new URL(callback.pathname, callback.origin);
    denied.search = new URLSearchParams({
      error: 'access_denied',
      state: callback.searchParams.get('state') ?? '',
    }).toString();
    expectFailure(await callBack(denied, pending.value));
  });

  it('does not open a session for a cookie used twice', async () => {
    claims = google('g-twice', 'twice@gmail.com');
    const { pending, callback } = await startSignIn();
    const first = await callBack(callback, pending.value);
    successUserId(first);
    expect(first.cookies.find((c) => c.name === 'sugu_oauth')).toMatchObject({ value: '' });
    // The provider's code is single use: a replay of the same return fails.
    expectFailure(await callBack(callback, pending.value));
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.googleSub, 'g-twice')));
    expect(count?.n).toBe(1);
  });
});
