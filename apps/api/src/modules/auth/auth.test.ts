import { MeResponse, MSG } from '@sugu/domain';
import { describe, expect, it } from 'vitest';
import { buildUser, dropPassword, TEST_PASSWORD } from '../../../test/factories/index.js';
import { sessionCookie, setupTestApp } from '../../../test/helper.js';

const { app } = await setupTestApp();
const account = await buildUser(app, { username: 'MariamK', email: 'mariam.k@exemple.ml' });

const postLogin = (email: string, motDePasse: string) =>
  app.inject({ method: 'POST', url: '/api/Auth/login', payload: { email, motDePasse } });
const getMe = (cookie?: string) =>
  app.inject({ method: 'GET', url: '/api/User/me', headers: cookie ? { cookie } : {} });

describe('POST /api/Auth/login', () => {
  it('logs in by email, any case, and returns the connected user with a session cookie', async () => {
    const res = await postLogin('Mariam.K@Exemple.ML', TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.loginSuccess);
    expect(res.json().user).toMatchObject({ username: 'mariamk', email: 'mariam.k@exemple.ml', shop: null });
    const cookie = res.cookies.find((c) => c.name === 'sugu_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('logs in by username, any case', async () => {
    const res = await postLogin('MARIAMK', TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(account.userId);
  });

  it.each([
    ['a wrong password', 'mariamk', 'Motdepasse2'],
    ['the password in another case', 'mariamk', TEST_PASSWORD.toUpperCase()],
    ['an unknown account', 'personne@exemple.ml', TEST_PASSWORD],
  ])('refuses %s with the one login message and no cookie', async (_, email, password) => {
    const res = await postLogin(email, password);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Email ou mot de passe incorrect', code: 'login_failed' });
    expect(res.cookies.find((c) => c.name === 'sugu_session')).toBeUndefined();
  });

  it('refuses an account that has no password (Google only) with the same message', async () => {
    const google = await buildUser(app);
    await dropPassword(app, google.userId);
    const res = await postLogin(google.body.email ?? '', TEST_PASSWORD);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MSG.loginFailed);
  });

  it('asks for both fields', async () => {
    const res = await postLogin('mariamk', '');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Veuillez remplir tous les champs');
  });
});

describe('GET /api/User/me', () => {
  it('answers 401 without a session', async () => {
    const res = await getMe();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: MSG.unauthenticated, code: 'unauthenticated' });
  });

  it('returns the connected user, without any hash', async () => {
    const res = await getMe(account.cookie);
    expect(res.statusCode).toBe(200);
    const me = MeResponse.parse(res.json());
    expect(me).toMatchObject({
      id: account.userId,
      username: 'mariamk',
      role: 'Client',
      name: 'Traoré',
      firstName: 'Awa',
      gender: 'Femme',
      phone: '76123456',
      dialCode: '+223',
      operator: 'Orange',
      country: 'ML',
      city: 'Bamako',
      area: 'Hamdallaye',
      devise: 'XOF',
      isEmailVerified: false,
      walletBudget: 0,
      pinAttemptCount: 0,
      lastPinAttempt: null,
      profilePictureUrl: null,
      shop: null,
    });
    expect(res.body.toLowerCase()).not.toContain('hash');
    expect(res.body).not.toContain('$argon2');
  });
});

describe('GET /api/User/test-auth', () => {
  it('answers 401 without a session and the user id and role with one', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/User/test-auth' })).statusCode).toBe(401);
    const res = await app.inject({
      method: 'GET',
      url: '/api/User/test-auth',
      headers: { cookie: account.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ authenticated: true, userId: account.userId, role: 'Client' });
  });
});

describe('POST /api/OAuth/logout', () => {
  it('ends the session: the same cookie no longer opens /me', async () => {
    const login = await postLogin('mariamk', TEST_PASSWORD);
    const cookie = sessionCookie(login);
    expect((await getMe(cookie)).statusCode).toBe(200);

    const res = await app.inject({ method: 'POST', url: '/api/OAuth/logout', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MSG.logoutSuccess });
    expect(res.cookies.find((c) => c.name === 'sugu_session')?.value).toBe('');

    expect((await getMe(cookie)).statusCode).toBe(401);
    // Other sessions of the same user stay open.
    expect((await getMe(account.cookie)).statusCode).toBe(200);
  });

  it('answers the same without a session', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/OAuth/logout' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG.logoutSuccess);
  });
});
