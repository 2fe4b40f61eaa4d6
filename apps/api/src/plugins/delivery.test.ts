// Low-data delivery: compression by content negotiation, ETag → 304, and who may cache what.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildPublications, buildSeller, buildUser } from '../../test/factories/index.js';
import { setupTestApp } from '../../test/helper.js';
import { PRIVATE_CACHE, PUBLIC_CACHE } from './delivery.js';

// A built web app in miniature: each text file with the .br and .gz the build writes beside it.
const webDist = await mkdtemp(path.join(tmpdir(), 'sugu-web-'));
const filler = (n: number) => Array.from({ length: n }, (_, i) => `item${i % 50}`).join(' ');
const TEXT_FILES: Record<string, string> = {
  'index.html': `<!doctype html><html lang="fr"><head><title>Sugu</title></head><body><!-- ${filler(400)} --><div id="root"></div></body></html>`,
  // index.html with the feed page's preloads, for a visit landing on /accueil.
  'accueil.html': `<!doctype html><html lang="fr"><head><title>Sugu</title><link rel="modulepreload" crossorigin href="/assets/index-AbCd1234.js"></head><body><!-- ${filler(400)} --><div id="root"></div></body></html>`,
  // The shop page's copy: its API preloads name the shop, filled in by the server.
  'boutique-id.html': `<!doctype html><html lang="fr"><head><title>Sugu</title><link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/Shop/{id}"></head><body><div id="root"></div></body></html>`,
  'pages.json': JSON.stringify({ '/accueil': 'accueil.html', '/boutique/:id': 'boutique-id.html' }),
  'assets/index-AbCd1234.js': `console.log(${JSON.stringify(filler(500))});`,
  'assets/index-AbCd1234.css': `body{color:#1c1917}/* ${filler(400)} */`,
  'icon.svg': `<svg xmlns="http://www.w3.org/2000/svg"><!-- ${filler(300)} --></svg>`,
  'manifest.webmanifest': JSON.stringify({ name: 'Sugu', description: filler(300) }),
};
await mkdir(path.join(webDist, 'assets'));
for (const [name, text] of Object.entries(TEXT_FILES)) {
  await writeFile(path.join(webDist, name), text);
  await writeFile(path.join(webDist, `${name}.br`), brotliCompressSync(text));
  await writeFile(path.join(webDist, `${name}.gz`), gzipSync(text));
}
// A photo is already compressed: it must go out as it is.
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 7)]);
await writeFile(path.join(webDist, 'assets', 'photo-AbCd1234.jpg'), JPEG);
afterAll(() => rm(webDist, { recursive: true, force: true }));

const { app } = await setupTestApp({ env: { WEB_DIST: webDist } });
const seller = await buildSeller(app, { shopName: 'Bazin de Bamako' });
const client = await buildUser(app, { role: 'Client' });
// Enough publications for the feed page to weigh more than the compression threshold.
await buildPublications(app, seller, 12);

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

const TEXT_RESPONSES = [
  { kind: 'HTML (page)', url: '/accueil', type: 'text/html' },
  { kind: 'HTML (other page)', url: '/boutique', type: 'text/html' },
  { kind: 'JS', url: '/assets/index-AbCd1234.js', type: 'javascript' },
  { kind: 'CSS', url: '/assets/index-AbCd1234.css', type: 'text/css' },
  { kind: 'SVG', url: '/icon.svg', type: 'image/svg+xml' },
  { kind: 'web manifest', url: '/manifest.webmanifest', type: 'manifest+json' },
  { kind: 'JSON (API list)', url: '/api/Publication', type: 'application/json' },
  { kind: 'JSON (OpenAPI)', url: '/api/docs/json', type: 'application/json' },
];

describe('the page a visit lands on', () => {
  it('is index.html with the feed page’s preloads on /accueil, the plain index.html elsewhere', async () => {
    const home = await get('/accueil?ref=partage');
    // Plus the feed's first photo to preload (landing-image.test.ts).
    const withoutPhoto = home.body.replace(/\s*<template id="photo">.*<\/template>\s*(?=<\/head>)/, '');
    expect(withoutPhoto).toBe(TEXT_FILES['accueil.html']);
    expect(home.headers['cache-control']).toBe('no-cache');
    for (const url of ['/boutique', '/accueil/x', '/'])
      expect((await get(url)).body).toBe(TEXT_FILES['index.html']);
  });

  it('is the shop page’s copy with the shop’s id in its API preloads, and its share preview', async () => {
    const shop = await get(`/boutique/${seller.shop.id}`);
    expect(shop.body).toContain(`href="/api/Shop/${seller.shop.id}"`);
    expect(shop.body).not.toContain('{id}');
    expect(shop.body).toContain('<meta property="og:title" content="Bazin de Bamako');
    // Not a shop id: the plain index.html (the app shows its own 404).
    expect((await get('/boutique/pas-un-id')).body).toBe(TEXT_FILES['index.html']);
  });
});

describe('compression', () => {
  it.each(TEXT_RESPONSES)(
    '$kind: brotli when accepted, gzip as fallback, Vary set',
    async ({ url, type }) => {
      const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-type']).toContain(type);
      expect(br.headers['content-encoding']).toBe('br');
      expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
      const plain = await get(url, { 'accept-encoding': 'identity' });
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

      const gz = await get(url, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
    },
  );

  it.each(TEXT_RESPONSES)('$kind: plain when the client accepts no encoding', async ({ url }) => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const res = await get(url, headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.length).toBeGreaterThan(1024);
    }
  });

  it('leaves photos and small answers as they are', async () => {
    const photo = await get('/assets/photo-AbCd1234.jpg', { 'accept-encoding': 'br, gzip' });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-encoding']).toBeUndefined();
    expect(photo.rawPayload.equals(JPEG)).toBe(true);

    const small = await get('/healthz', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('conditional requests', () => {
  it.each(['/api/Publication', `/api/Shop/${seller.shop.id}/publications`])(
    'GET %s answers 304 to its own ETag',
    async (url) => {
      const first = await get(url);
      const tag = first.headers.etag as string;
      expect(tag).toMatch(/^W\/"/);
      const again = await get(url, { 'if-none-match': tag, 'accept-encoding': 'br' });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');

      await buildPublications(app, seller, 1);
      const changed = await get(url, { 'if-none-match': tag });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(tag);
    },
  );

  it('a detail answers 304 too', async () => {
    const first = await get(`/api/Shop/${seller.shop.id}`);
    expect(first.statusCode).toBe(200);
    const again = await get(`/api/Shop/${seller.shop.id}`, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});

describe('Cache-Control of the API', () => {
  it('lets a proxy keep a guest list a few seconds, never for a connected user', async () => {
    const guest = await get('/api/Publication');
    expect(guest.headers['cache-control']).toBe(PUBLIC_CACHE);
    expect(guest.headers['cache-control']).toMatch(/stale-while-revalidate=\d+/);
    expect(String(guest.headers.vary)).toContain('Cookie');

    for (const cookie of [client.cookie, seller.cookie]) {
      for (const url of ['/api/Publication', `/api/Shop/${seller.shop.id}`, '/api/User/me']) {
        const connected = await get(url, { cookie });
        expect(connected.statusCode).toBe(200);
        expect(connected.headers['cache-control']).toBe(PRIVATE_CACHE);
        expect(connected.headers['cache-control']).not.toContain('public');
      }
    }
  });

  it('keeps personal and error answers private, and a route’s own choice', async () => {
    expect((await get('/api/User/me')).headers['cache-control']).toBe(PRIVATE_CACHE);
    expect((await get('/api/Publication/not-an-id')).headers['cache-control']).toBe(PRIVATE_CACHE);
    expect((await get('/api/Category/all-categories')).headers['cache-control']).toBe('public, max-age=300');
  });
});
