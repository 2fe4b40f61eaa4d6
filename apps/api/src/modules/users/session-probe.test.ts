import { MeResponse } from '@sugu/domain';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';

const { app } = await setupTestApp();
const account = await buildUser(app, { username: 'AwaT', email: 'awa.t@exemple.ml' });

const probe = (cookie?: string) =>
  app.inject({ method: 'GET', url: '/api/User/session', headers: cookie ? { cookie } : {} });

describe('GET /api/User/session (the web app’s start-up probe)', () => {
  it('answers a guest 200 null, never cached by a proxy', async () => {
    const res = await probe();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
    expect(res.headers['cache-control']).toBe('private, no-cache');
  });

  it('answers a connected user exactly as /api/User/me does', async () => {
    const res = await probe(account.cookie);
    expect(res.statusCode).toBe(200);
    const me = await app.inject({ method: 'GET', url: '/api/User/me', headers: { cookie: account.cookie } });
    expect(MeResponse.parse(res.json())).toEqual(MeResponse.parse(me.json()));
  });
});
