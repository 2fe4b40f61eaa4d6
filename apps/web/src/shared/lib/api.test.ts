import { MSG } from '@sugu/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, ContractError, failureMessage } from './api';

afterEach(() => vi.unstubAllGlobals());

async function failureOf(answer: () => Promise<Response>): Promise<unknown> {
  vi.stubGlobal('fetch', vi.fn(answer));
  return api.post('/api/Auth/login', {}).catch((err: unknown) => err);
}

const json = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('failureMessage: one honest text per kind of failure', () => {
  const login = { 401: MSG.loginFailed };

  it('says the server is out of reach when fetch itself fails', async () => {
    const err = await failureOf(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(failureMessage(err, login)).toBe(MSG.networkError);
  });

  it('asks to wait on a 429, whatever the form would say for a refusal', async () => {
    const err = await failureOf(json(429, { message: 'x', code: 'too_many_requests' }));
    expect(failureMessage(err, login)).toBe(MSG.tooManyRequests);
  });

  it('gives the generic error on a 5xx, an HTML proxy page or a broken contract', async () => {
    expect(failureMessage(await failureOf(json(500, { message: 'boom' })), login)).toBe(MSG.genericError);
    const html = await failureOf(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(failureMessage(html, login)).toBe(MSG.genericError);
    expect(failureMessage(new ContractError(200, '/x', []), login)).toBe(MSG.genericError);
    expect(failureMessage(new Error('bug'), login)).toBe(MSG.genericError);
  });

  it("keeps the form's wording for a real 401 and the server's message for another refusal", async () => {
    const refused = await failureOf(json(401, { message: MSG.loginFailed, code: 'login_failed' }));
    expect(failureMessage(refused, login)).toBe(MSG.loginFailed);
    const conflict = new ApiError(409, MSG.emailTaken, 'email_taken', { email: MSG.emailTaken });
    expect(failureMessage(conflict)).toBe(MSG.emailTaken);
  });
});

describe('ApiError', () => {
  it('carries the seconds of a Retry-After (a lock, a rate limit), none without one', async () => {
    const locked = await failureOf(
      async () =>
        new Response(JSON.stringify({ message: 'Trop de tentatives', code: 'pin_locked' }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '742' },
        }),
    );
    expect(locked).toMatchObject({ status: 429, code: 'pin_locked', retryAfterSeconds: 742 });
    expect(await failureOf(json(400, { message: 'x' }))).toMatchObject({ retryAfterSeconds: null });
  });
});
