// The Origin check (CSRF defence): on the route matched, whatever the path's spelling; proxy headers
// believed only from trusted proxies; one rule for HTTP and the live connection's handshake (origin.ts).
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { buildLightUsers, connect } from '../../test/factories/index.js';
import { setupTestApp } from '../../test/helper.js';
import { originCheck } from './origin.js';

const { app } = await setupTestApp();
const { app: direct } = await setupTestApp({ env: { TRUST_PROXY: 'false' } });

const logout = (target: typeof app, url: string, headers: Record<string, string>) =>
  target.inject({ method: 'POST', url, headers });

describe('Origin check', () => {
  it('accepts our own origin and refuses another', async () => {
    const own = await logout(app, '/api/OAuth/logout', {
      origin: 'http://localhost:3000',
      host: 'localhost:3000',
    });
    expect(own.statusCode).toBe(200);
    const other = await logout(app, '/api/OAuth/logout', {
      origin: 'https://evil.example',
      host: 'localhost:3000',
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('bad_origin');
  });

  it('is not skipped by a percent-encoded path that still reaches the API route', async () => {
    for (const url of ['/%61pi/OAuth/logout', '/%61%70%69/OAuth/logout']) {
      const res = await logout(app, url, { origin: 'https://evil.example', host: 'localhost:3000' });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('bad_origin');
    }
  });

  it('believes X-Forwarded-Host from a trusted proxy only', async () => {
    const headers = {
      origin: 'https://evil.example',
      host: 'localhost:3000',
      'x-forwarded-host': 'evil.example',
    };
    // Loopback is trusted by default (a reverse proxy on the same machine).
    expect((await logout(app, '/api/OAuth/logout', headers)).statusCode).toBe(200);
    // With TRUST_PROXY=false the header is the client's own word: ignored.
    const res = await logout(direct, '/api/OAuth/logout', headers);
    expect(res.statusCode).toBe(403);
  });
});

describe('one Origin rule for HTTP and the live connection', () => {
  // A page of evil.example names its own host in X-Forwarded-Host, as any client may.
  const forged = { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' };

  it.each([
    ['false', false],
    ['loopback', true],
    ['true', true],
  ])(
    'TRUST_PROXY=%s: both believe X-Forwarded-Host from this loopback client: %s',
    async (trust, believed) => {
      const t = await setupTestApp({ listen: true, env: { TRUST_PROXY: trust } });
      const [user] = await buildLightUsers(t.app, 1);
      const http = await fetch(`${t.url}/api/OAuth/logout`, {
        method: 'POST',
        headers: { ...forged, cookie: user!.cookie },
      });
      expect(http.status).toBe(believed ? 200 : 403);
      const [another] = await buildLightUsers(t.app, 1);
      // The hub's negotiate (the first request of every SignalR client), then the whole handshake.
      const negotiate = await fetch(`${t.url}/chathub/negotiate?negotiateVersion=1`, {
        method: 'POST',
        headers: { ...forged, cookie: another!.cookie },
      });
      expect(negotiate.status).toBe(believed ? 200 : 403);
      const socket = connect(t.url, another!.cookie, forged);
      if (believed) expect((await socket).connected).toBe(true);
      else await expect(socket).rejects.toThrow();
      // Without the header, evil.example is refused by both whatever the setting.
      const plain = await fetch(`${t.url}/api/OAuth/logout`, {
        method: 'POST',
        headers: { origin: forged.origin, cookie: another!.cookie },
      });
      expect(plain.status).toBe(403);
      await expect(connect(t.url, another!.cookie, { origin: forged.origin })).rejects.toThrow();
    },
  );
});

describe('originCheck, the rule itself', () => {
  const request = (remoteAddress: string, headers: Record<string, string>) =>
    ({ headers, socket: { remoteAddress } }) as unknown as IncomingMessage;
  const forged = { host: 'sugu.ml', origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' };

  it('believes X-Forwarded-Host only from the addresses TRUST_PROXY names', () => {
    const loopback = originCheck({ trustProxy: 'loopback', publicUrl: 'https://sugu.ml' });
    expect(loopback(request('127.0.0.1', forged))).toBe(true);
    expect(loopback(request('203.0.113.9', forged))).toBe(false);
    const proxies = originCheck({ trustProxy: '10.0.0.0/8, 192.168.1.2', publicUrl: 'https://sugu.ml' });
    expect(proxies(request('10.1.2.3', forged))).toBe(true);
    expect(proxies(request('192.168.1.3', forged))).toBe(false);
  });

  it('takes the last X-Forwarded-Host (the one our proxy added), and accepts PUBLIC_URL or no Origin', () => {
    const check = originCheck({ trustProxy: true, publicUrl: 'https://sugu.ml' });
    expect(check(request('10.0.0.1', { ...forged, 'x-forwarded-host': 'evil.example, sugu.ml' }))).toBe(
      false,
    );
    expect(check(request('10.0.0.1', { ...forged, 'x-forwarded-host': 'sugu.ml, evil.example' }))).toBe(true);
    expect(check(request('203.0.113.9', { host: 'localhost', origin: 'https://sugu.ml' }))).toBe(true);
    expect(check(request('203.0.113.9', { host: 'sugu.ml' }))).toBe(true);
    expect(check(request('203.0.113.9', { host: 'sugu.ml', origin: 'null' }))).toBe(false);
  });
});
