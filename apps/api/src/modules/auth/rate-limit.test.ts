import { MSG } from '@sugu/domain';
import { describe, expect, it } from 'vitest';
import { buildUser, TEST_PASSWORD } from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';

const { app } = await setupTestApp({ env: { RATE_LIMIT: 'true' } });
const account = await buildUser(app);

const postLogin = (email: string, motDePasse: string, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/api/Auth/login', payload: { email, motDePasse }, remoteAddress });

describe('login rate limits (RATE_LIMIT=true)', () => {
  it('blocks an account after 10 tries a minute, even with the right password, from any address', async () => {
    for (let i = 0; i < 9; i++) {
      const res = await postLogin(account.body.username!, 'Mauvais1', `10.0.0.${i + 1}`);
      expect(res.statusCode).toBe(401);
    }
    // buildUser() already logged in once: that was the 10th.
    const blocked = await postLogin(account.body.username!.toUpperCase(), TEST_PASSWORD, '10.0.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: 'Trop de tentatives, réessayez plus tard',
      code: 'too_many_requests',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('blocks an address after 30 tries a minute, whatever the account', async () => {
    const address = '192.0.2.7';
    for (let i = 0; i < 30; i++) {
      const res = await postLogin(`inconnu${i}@exemple.ml`, 'Mauvais1', address);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await postLogin('autre@exemple.ml', 'Mauvais1', address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(MSG.tooManyRequests);
    // Another address is not affected.
    expect((await postLogin('autre@exemple.ml', 'Mauvais1', '192.0.2.8')).statusCode).toBe(401);
  });

  it('counts the username and the email of one account against one budget', async () => {
    const other = await buildUser(app);
    // buildUser() logged in once; 9 wrong tries alternating the two names of the account make 10.
    for (let i = 0; i < 9; i++) {
      const name = i % 2 ? other.body.email! : other.body.username!;
      expect((await postLogin(name, 'Mauvais1', `10.1.0.${i + 1}`)).statusCode).toBe(401);
    }
    for (const name of [other.body.email!, other.body.username!]) {
      expect((await postLogin(name, TEST_PASSWORD, '10.1.1.1')).statusCode).toBe(429);
    }
  });
});
