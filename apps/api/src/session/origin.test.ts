// The Origin check (CSRF defence): on the route matched, whatever the path's spelling; proxy headers
// believed only from trusted proxies.
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/helper.js';

const { app } = await setupTestApp();
const { app: direct } = await setupTestApp({ TRUST_PROXY: 'false' });

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
