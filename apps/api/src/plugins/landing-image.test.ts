// A landing page's largest photo is offered in its HTML at the width the page will ask for, with and
// without the data saver (index.html's inline script preloads one): the feed's first publication on
// /accueil, a product's first photo on the catalogue, product and shop pages.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IMAGE_SLOTS, type ImageSlot, slotSrcSet } from '@sugu/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { buildPublications, buildSeller, createProduct } from '../../test/factories/index.js';
import { cacheEventsSettled, setupTestApp, spySql } from '../../test/helper.js';

const webDist = await mkdtemp(path.join(tmpdir(), 'sugu-web-'));
const page = (name: string) =>
  `<!doctype html><html lang="fr"><head><title>${name}</title></head><body></body></html>`;
const PAGES = {
  'index.html': page('index'),
  'accueil.html': page('accueil'),
  'boutique.html': page('boutique'),
  'produit-id.html': page('produit'),
  'boutique-id.html': page('boutique-id'),
};
for (const [name, html] of Object.entries(PAGES)) await writeFile(path.join(webDist, name), html);
await writeFile(
  path.join(webDist, 'pages.json'),
  JSON.stringify({
    '/accueil': 'accueil.html',
    '/boutique': 'boutique.html',
    '/produit/:id': 'produit-id.html',
    '/boutique/:id': 'boutique-id.html',
  }),
);
afterAll(() => rm(webDist, { recursive: true, force: true }));

const { app, database } = await setupTestApp({ env: { WEB_DIST: webDist } });
const seller = await buildSeller(app, { shopName: 'Bazin de Bamako' });
const emptyShop = await buildSeller(app, { shopName: 'Vide' });
await buildPublications(app, seller, 3);
const product = await createProduct(app, seller.cookie, {}, 2);

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });

/** The preload tag the page's <img> matches: same srcset and sizes. */
const preload = (url: string, slot: ImageSlot, saver = false) =>
  `<link rel="preload" as="image" imagesrcset="${slotSrcSet(url, slot, saver)}" imagesizes="${slot.sizes}" fetchpriority="high">`;

/** Both widths, in the templates index.html's inline script picks from (it knows the data saver). */
const photo = (url: string, slot: ImageSlot) =>
  `<template id="photo">${preload(url, slot)}</template><template id="photo-saver">${preload(url, slot, true)}</template>`;

describe("a landing page's largest photo", () => {
  it("/accueil offers the feed's first photo, as the first card asks for it, at both widths", async () => {
    const feed = (await get('/api/Publication')).json();
    const first = feed.items[0].pubImages[0].url as string;
    const home = await get('/accueil');
    expect(home.body).toBe(
      PAGES['accueil.html'].replace('</head>', `  ${photo(first, IMAGE_SLOTS.publication)}\n  </head>`),
    );
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(preload(first, IMAGE_SLOTS.publication, true)).toContain('-320.webp 320w"');
    expect(preload(first, IMAGE_SLOTS.publication)).toContain('-640.webp 640w"');
  });

  it("/produit/{id} offers the gallery's first photo; /boutique and /boutique/{id} their first card's", async () => {
    const [image] = product.productImages;
    expect((await get(`/produit/${product.id}`)).body).toContain(photo(image!.url, IMAGE_SLOTS.productPage));
    expect((await get(`/boutique/${seller.shop.id}`)).body).toContain(
      photo(image!.url, IMAGE_SLOTS.productCard),
    );
    expect((await get('/boutique')).body).toContain(photo(image!.url, IMAGE_SLOTS.productCard));
  });

  it("/boutique takes the catalogue's kept first page, as GET /api/Product keeps it: no SQL of its own", async () => {
    await cacheEventsSettled(app);
    const sql = spySql(database);
    try {
      // The page's own first request (apps/web build/landing-pages.ts) keeps the answer the HTML then reads.
      expect((await get('/api/Product?sort=price_asc&limit=24')).statusCode).toBe(200);
      sql.reset();
      expect((await get('/boutique')).body).toContain(
        photo(product.productImages[0]!.url, IMAGE_SLOTS.productCard),
      );
    } finally {
      sql.restore();
    }
    expect(sql.count).toBe(0);
  });

  it("loads a product page's share preview and its photo side by side", async () => {
    // Each statement waits a turn of the event loop: loads started together are then under way together.
    const client = (
      database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }
    ).$client;
    const original = client.query;
    let running = 0;
    let most = 0;
    client.query = async function (this: unknown, ...args: unknown[]) {
      running++;
      most = Math.max(most, running);
      try {
        await new Promise((resolve) => setImmediate(resolve));
        return await original.apply(this, args);
      } finally {
        running--;
      }
    };
    try {
      const page = await get(`/produit/${product.id}`);
      expect(page.body).toContain('og:title');
      expect(page.body).toContain('as="image"');
    } finally {
      client.query = original;
    }
    expect(most).toBe(2);
  });

  it('writes its pages from their files as read at start-up, like the hashes of their scripts', async () => {
    const urls = { 'accueil.html': '/accueil', 'produit-id.html': `/produit/${product.id}` } as const;
    for (const [file, url] of Object.entries(urls)) {
      const before = (await get(url)).body;
      await writeFile(path.join(webDist, file), page('rebuilt'));
      try {
        expect((await get(url)).body, url).toBe(before);
      } finally {
        await writeFile(path.join(webDist, file), PAGES[file as keyof typeof urls]);
      }
    }
  });

  it('offers nothing where there is no photo, and never on an unknown id', async () => {
    expect((await get(`/boutique/${emptyShop.shop.id}`)).body).not.toContain('as="image"');
    const unknown = await get('/produit/01a1c000-0000-7000-8000-000000000000');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).not.toContain('as="image"');
    expect((await get('/produit/pas-un-id')).body).toBe(PAGES['index.html']);
  });
});
