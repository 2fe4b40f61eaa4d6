// PUT /api/Shop/modifier/logo/me and the /boutique/{id} share preview.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CATALOG_MSG, MSG } from '@sugu/domain';
import { describe, expect, it } from 'vitest';
import { buildSeller, buildUser, injectMultipart, testJpeg } from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';

// A minimal built web app, so the /boutique/{id} share preview has an index.html to fill.
const webDist = await mkdtemp(path.join(tmpdir(), 'sugu-web-'));
await writeFile(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="fr"><head><title>Sugu</title><meta name="description" content="Marketplace" /></head><body><div id="root"></div></body></html>',
);
const { app, config } = await setupTestApp({ env: { WEB_DIST: webDist } });

const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('PUT /api/Shop/modifier/logo/me', () => {
  const putLogo = async (cookie: string | undefined, files: { field: string; data: Buffer }[]) =>
    injectMultipart(app, {
      method: 'PUT',
      url: '/api/Shop/modifier/logo/me',
      files,
      ...(cookie && { cookie }),
    });

  it('replaces the owner’s logo with a new served image', async () => {
    const seller = await buildSeller(app, {}, { files: [{ field: 'file', data: await testJpeg(200, 200) }] });
    const before = seller.shop.coverImgUrl;
    const photo = await (await import('sharp'))
      .default({
        create: { width: 400, height: 400, channels: 3, background: { r: 20, g: 90, b: 160 } },
      })
      .jpeg()
      .toBuffer();
    const res = await putLogo(seller.cookie, [{ field: 'file', data: photo }]);
    expect(res.statusCode).toBe(200);
    const { message, coverImgUrl } = res.json();
    expect(message).toBe('Logo mis à jour');
    expect(coverImgUrl).toMatch(/^\/media\/[\w-]+-640\.webp$/);
    expect(coverImgUrl).not.toBe(before);
    const served = await get(coverImgUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await get('/api/Shop/me', seller.cookie)).json().coverImgUrl).toBe(coverImgUrl);
  });

  it('asks for an image when no file is sent, and refuses a file that is not an image', async () => {
    const seller = await buildSeller(app);
    const none = await putLogo(seller.cookie, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(CATALOG_MSG.logoRequired);
    const text = await putLogo(seller.cookie, [{ field: 'file', data: Buffer.from('texte') }]);
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(MSG.imageOnly);
    expect((await get('/api/Shop/me', seller.cookie)).json().coverImgUrl).toBeNull();
  });

  it('answers 401 to a guest, 403 to a Client, 404 to a Vendeur without a shop', async () => {
    const jpeg = [{ field: 'file', data: await testJpeg() }];
    expect((await putLogo(undefined, jpeg)).statusCode).toBe(401);
    const client = await buildUser(app, { role: 'Client' });
    const forbidden = await putLogo(client.cookie, jpeg);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe(CATALOG_MSG.sellerOnly);
    const seller = await buildUser(app, { role: 'Vendeur' });
    const noShop = await putLogo(seller.cookie, jpeg);
    expect(noShop.statusCode).toBe(404);
    expect(noShop.json().message).toBe(CATALOG_MSG.shopRequired);
  });
});

describe('share preview of /boutique/{id}', () => {
  it('answers the app’s HTML with the shop’s title, biography and logo as og tags', async () => {
    const seller = await buildSeller(
      app,
      { shopName: 'Bazin Kayes', biography: 'Bazin riche & teinture "maison" <faite main>' },
      { files: [{ field: 'file', data: await testJpeg(300, 300) }] },
    );
    const res = await get(`/boutique/${seller.shop.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<title>Bazin Kayes | Sugu</title>');
    expect(html).toContain('<meta property="og:title" content="Bazin Kayes | Sugu" />');
    expect(html).toContain(
      '<meta property="og:description" content="Bazin riche &amp; teinture &quot;maison&quot; &lt;faite main&gt;" />',
    );
    const key = /\/media\/([\w-]+)-640\.webp/.exec(seller.shop.coverImgUrl!)![1];
    expect(html).toContain(`<meta property="og:image" content="${config.publicUrl}/media/${key}-og.jpg" />`);
    expect(html).toContain(
      `<meta property="og:url" content="${config.publicUrl}/boutique/${seller.shop.id}" />`,
    );
    expect(html).toContain('<div id="root"></div>');
    const og = await get(`/media/${key}-og.jpg`);
    expect(og.statusCode).toBe(200);
    expect(og.headers['content-type']).toBe('image/jpeg');
  });

  it('answers the plain app page for an unknown or malformed shop', async () => {
    for (const id of ['0190f000-0000-7000-8000-000000000000', 'pas-un-uuid']) {
      const res = await get(`/boutique/${id}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Sugu</title>');
      expect(res.body).not.toContain('og:title');
    }
  });
});
