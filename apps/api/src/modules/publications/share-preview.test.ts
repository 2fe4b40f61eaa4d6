// Link previews of /publication/{id} through the share-preview registry of plugins/web-app.ts, on a fake
// built web app (an index.html in a temporary WEB_DIST).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatFcfa, PublishResponse } from '@sugu/domain';
import { describe, expect, it } from 'vitest';
import { buildProduct, buildSeller, postFreePost } from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';

const INDEX = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Sugu, le marché social du Mali." />
    <title>Sugu</title>
    <script type="module" src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const webDist = mkdtempSync(path.join(tmpdir(), 'sugu-web-'));
writeFileSync(path.join(webDist, 'index.html'), INDEX);

const PUBLIC_URL = 'https://sugu.example';
const { app } = await setupTestApp({ env: { WEB_DIST: webDist, PUBLIC_URL } });
const seller = await buildSeller(app, { shopName: 'Bazin de Bamako' });

const page = (url: string) => app.inject({ method: 'GET', url });

/** The content of `<meta property|name="name" content="...">` (still HTML-escaped). */
function meta(html: string, name: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)"`).exec(html);
  return match?.[1];
}
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe('GET /publication/{id} (link preview)', () => {
  it('carries the free post’s title, description and og tags, with an absolute JPEG og:image', async () => {
    const created = await postFreePost(app, seller.cookie, 'Nouveaux boubous brodés, livraison à Bamako', 2);
    const publication = created.json().publication as { id: string; pubImageUrls: string[] };
    const res = await page(`/publication/${publication.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;

    expect(count(html, /<title>/g)).toBe(1);
    expect(html).toContain('<title>Bazin de Bamako | Sugu</title>');
    expect(count(html, /<meta name="description"/g)).toBe(1);
    expect(meta(html, 'description')).toBe('Nouveaux boubous brodés, livraison à Bamako');
    expect(meta(html, 'og:title')).toBe('Bazin de Bamako | Sugu');
    expect(meta(html, 'og:description')).toBe('Nouveaux boubous brodés, livraison à Bamako');
    expect(meta(html, 'og:url')).toBe(`${PUBLIC_URL}/publication/${publication.id}`);
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');

    const key = /^\/media\/(\w+)-640\.webp$/.exec(publication.pubImageUrls[0]!)?.[1];
    const ogImage = meta(html, 'og:image');
    expect(ogImage).toBe(`${PUBLIC_URL}/media/${key}-og.jpg`);
    // The JPEG exists and is served as one.
    const jpeg = await page(new URL(ogImage!).pathname);
    expect(jpeg.statusCode).toBe(200);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(jpeg.rawPayload.length).toBeLessThan(300 * 1024);

    // The app itself still loads from the page.
    expect(html).toContain('<script type="module" src="/assets/index-abc123.js"></script>');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it('names a product publication after its product, with its price', async () => {
    const product = await buildProduct(app, seller, {
      name: 'Boubou brodé',
      price: 25_000,
      description: 'Bazin riche teint à la main',
    });
    const published = await app.inject({
      method: 'POST',
      url: `/api/Publication/creation/${product.id}`,
      headers: { cookie: seller.cookie },
    });
    const { publicationId } = PublishResponse.parse(published.json());
    const html = (await page(`/publication/${publicationId}`)).body;
    expect(html).toContain('<title>Boubou brodé | Sugu</title>');
    expect(meta(html, 'og:title')).toBe('Boubou brodé | Sugu');
    expect(meta(html, 'og:description')).toBe(
      `${formatFcfa(25_000)} · Bazin de Bamako — Bazin riche teint à la main`,
    );
    expect(meta(html, 'og:image')).toBe(`${PUBLIC_URL}/media/${product.imageKeys[0]}-og.jpg`);
  });

  it('escapes the caption: a <script> in it stays text', async () => {
    const caption = `<script>alert("pwn")</script> & 'promo' $& $1`;
    const created = await postFreePost(app, seller.cookie, caption);
    const { id } = created.json().publication as { id: string };
    const html = (await page(`/publication/${id}`)).body;
    expect(html).not.toContain('<script>alert');
    expect(count(html, /<script/g)).toBe(1);
    const escaped = '&lt;script&gt;alert(&quot;pwn&quot;)&lt;/script&gt; &amp; &#39;promo&#39; $&amp; $1';
    expect(meta(html, 'description')).toBe(escaped);
    expect(meta(html, 'og:description')).toBe(escaped);
  });

  it('answers the plain index.html for an unknown or malformed id', async () => {
    for (const id of ['0192f000-0000-7000-8000-000000000000', 'pas-un-id']) {
      const res = await page(`/publication/${id}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
    }
  });
});
