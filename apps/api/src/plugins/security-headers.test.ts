import { mkdir, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/helper.js';
import { inlineHashes } from './security-headers.js';

const webDist = `/tmp/sugu-csp-${process.pid}`;
await mkdir(webDist, { recursive: true });
const splash = 'document.documentElement.dataset.splash="1"';
await writeFile(
  `${webDist}/index.html`,
  `<!doctype html><html><head><style>body{margin:0}</style><script type="module" src="/assets/a.js"></script><script>${splash}</script></head><body></body></html>`,
);

const { app } = await setupTestApp({
  env: {
    WEB_DIST: webDist,
    S3_BUCKET: 'b',
    S3_PUBLIC_URL: 'https://cdn.sugu.ml/media',
  },
});
const { app: secure } = await setupTestApp({ env: { PUBLIC_URL: 'https://sugu.ml' } });

const csp = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  ) as Record<string, string[]>;

describe('security headers', () => {
  it('send a policy the app passes: self, hashed inline blocks, images from the media host, sockets', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    const policy = csp(res.headers['content-security-policy']);
    const hashes = inlineHashes(res.body);
    expect(hashes.scripts).toHaveLength(1);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'", ...hashes.scripts]);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.sugu.ml']);
    expect(policy['connect-src']).toEqual(["'self'", 'ws://localhost:3000']);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('hash the exact inline script', () => {
    expect(inlineHashes(`<script>${splash}</script>`).scripts[0]).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(inlineHashes('<script src="/a.js"></script>').scripts).toEqual([]);
  });

  it('cover API answers too, and add HSTS only for an https site', async () => {
    const res = await secure.inject({ method: 'GET', url: '/api/Category' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(csp(res.headers['content-security-policy'])['connect-src']).toContain('wss://sugu.ml');
  });

  it('leave Swagger UI working under its own policy', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const policy = csp(res.headers['content-security-policy']);
    // Swagger UI's own policy (its pages load its bundle and styles), not the web app's.
    expect(policy['img-src']).toContain('validator.swagger.io');
    for (const hash of inlineHashes(res.body).scripts) expect(policy['script-src']).toContain(hash);
  });
});
