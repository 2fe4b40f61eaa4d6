// Serves the built web app: hashed assets with immutable caching, index.html for every other page (SPA).
//
// Share previews: messaging apps read a pasted link's HTML without running JavaScript, so pages that get
// shared (/produit/{id}, /publication/{id}, /boutique/{id}) are answered with index.html carrying their
// title, description and og:image already in <head>. Each feature writes its preview in
// `<feature>.preview.ts` (`productPreview`, `publicationPreview`, `shopPreview`: the row, or null) and plugs
// the page in from its routes:
//
//   registerSharePreview(app, '/publication/:id', (id) => publicationPreview(ctx, id));
//
// The loader only sees ids that are UUIDs. An id that is not one, or whose loader returns null or throws,
// gets the plain index.html: the app shows its own 404.
//
// Landing pages' largest photo: a page whose largest paint is a photo the server can name (the feed's first
// publication, the catalogue's first product…) registers a loader, and its landing HTML then preloads that
// photo with the page's own srcset and sizes (IMAGE_SLOTS of @sugu/domain), at the data saver's width or
// not (index.html's inline script picks): it downloads with the app's code instead of after it has run.
//
//   registerLandingImage(app, '/produit/:id', (id) => productImage(ctx, id!));
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { type ImageSlot, MSG, ogImageUrl, slotSrcSet } from '@sugu/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { isUuid } from '../lib/ids.js';

export interface SharePreview {
  /** The page title, e.g. 'Boubou bazin | Sugu'. */
  title: string;
  description: string;
  /** Media key of the picture: og:image is the absolute URL of its JPEG (ogImageUrl). */
  imageKey?: string | null;
  /** og:type; 'website' when left out. */
  type?: 'website' | 'article' | 'product' | 'profile';
}

/** Receives the `:id` of the path (a UUID); returns null when there is nothing to preview. */
export type SharePreviewLoader = (id: string) => Promise<SharePreview | null>;

/** A landing page's largest photo: its URL (/media/…) and where the page shows it. */
export interface LandingImage {
  url: string;
  slot: ImageSlot;
}

/** Receives the path's `:id` (a UUID), undefined on a path without one; null when there is no photo. */
export type LandingImageLoader = (id: string | undefined) => Promise<LandingImage | null>;

interface Registry {
  previews: Map<string, SharePreviewLoader>;
  images: Map<string, LandingImageLoader>;
  /** Set once the web app is registered: later registrations would never be served. */
  sealed: boolean;
}

// Keyed by the app's context object, which every module plugin sees (decorators are inherited),
// so several apps in one process (tests) keep their own registries.
const registries = new WeakMap<object, Registry>();

function registryOf(app: FastifyInstance): Registry {
  const key = app.ctx;
  let registry = registries.get(key);
  if (!registry) {
    registry = { previews: new Map(), images: new Map(), sealed: false };
    registries.set(key, registry);
  }
  return registry;
}

/** Plugs a shareable page into the web app: `pattern` is a route path with an `:id` parameter. */
export function registerSharePreview(app: FastifyInstance, pattern: string, loader: SharePreviewLoader) {
  if (!pattern.includes(':id')) throw new Error(`share preview ${pattern}: the path needs an :id parameter`);
  const registry = registryOf(app);
  if (registry.sealed) throw new Error(`share preview ${pattern}: register it before the web app`);
  if (registry.previews.has(pattern)) throw new Error(`share preview ${pattern}: registered twice`);
  registry.previews.set(pattern, loader);
}

/** Preloads a landing page's largest photo (see above): `path` is one of the landing pages' paths. */
export function registerLandingImage(app: FastifyInstance, path: string, loader: LandingImageLoader) {
  const registry = registryOf(app);
  if (registry.sealed) throw new Error(`landing image ${path}: register it before the web app`);
  if (registry.images.has(path)) throw new Error(`landing image ${path}: registered twice`);
  registry.images.set(path, loader);
}

/**
 * `html` with the page's largest photo ready to preload, when its loader names one: two inert
 * <template>s, at the width the page asks for and at the data saver's; index.html's inline script
 * preloads the one that matches the app's data saver (a switch the server cannot see: localStorage).
 */
async function withLandingImage(
  request: FastifyRequest,
  html: string,
  loader: LandingImageLoader | undefined,
  id?: string,
): Promise<string> {
  const image = loader
    ? await loader(id).catch((error: unknown) => {
        request.log.warn({ err: error }, 'landing image failed');
        return null;
      })
    : null;
  if (!image) return html;
  const link = (saver: boolean) => {
    const srcset = slotSrcSet(image.url, image.slot, saver);
    const attrs = srcset
      ? `imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(image.slot.sizes)}"`
      : `href="${escapeHtml(image.url)}"`;
    return `<link rel="preload" as="image" ${attrs} fetchpriority="high">`;
  };
  const templates = [
    `<template id="photo">${link(false)}</template>`,
    `<template id="photo-saver">${link(true)}</template>`,
  ].join('');
  return html.replace(/<\/head>/i, () => `  ${templates}\n  </head>`);
}

/**
 * Landing pages of the built app (dist/pages.json, written by apps/web/build/landing-pages.ts): a route path →
 * its copy of index.html preloading the page's chunks and first API calls. In a page with an `:id`, the
 * preloaded URLs hold `{id}`, filled in per request.
 */
async function landingPages(distDir: string): Promise<Map<string, string>> {
  const file = path.join(distDir, 'pages.json');
  if (!existsSync(file)) return new Map();
  const pages = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
  return new Map(Object.entries(pages).filter(([, html]) => existsSync(path.join(distDir, html))));
}

export async function registerWebApp(app: FastifyInstance, config: Config, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  const hasWeb = existsSync(indexFile);
  const landing = hasWeb ? await landingPages(distDir) : new Map<string, string>();
  const registry = registryOf(app);
  registry.sealed = true;
  // The pages written per request are read once, here: their inline scripts' hashes are taken at start-up too
  // (security-headers.ts), so a rebuilt web app needs a restart anyway.
  const indexHtml = hasWeb ? await readFile(indexFile, 'utf8') : '';
  const landingHtml = new Map<string, string>();
  for (const [route, file] of landing)
    landingHtml.set(route, await readFile(path.join(distDir, file), 'utf8'));

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file (apps/web/vite.config.ts): chosen by Accept-Encoding.
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const notFoundBody = { message: MSG.notFound, code: 'not_found' };

  for (const [pattern, loader] of registry.previews) {
    app.get<{ Params: { id: string } }>(pattern, { schema: { hide: true } }, async (request, reply) => {
      if (!hasWeb) return reply.status(404).send(notFoundBody);
      const { id } = request.params;
      // The landing page's preloads name the id: only a UUID gets them.
      const page = isUuid(id) ? landingHtml.get(pattern) : undefined;
      const html = page ? page.replaceAll('{id}', id) : indexHtml;
      // The preview and the landing image often read the same row: side by side, not one after the other.
      const [preview, shown] = await Promise.all([
        isUuid(id)
          ? loader(id).catch((error: unknown) => {
              request.log.warn({ err: error, pattern }, 'share preview failed');
              return null;
            })
          : null,
        page ? withLandingImage(request, html, registry.images.get(pattern), id) : html,
      ]);
      const pageUrl = `${config.publicUrl}${request.url.split('?')[0]}`;
      return sendHtml(reply, preview ? injectPreview(shown, preview, pageUrl, config.publicUrl) : shown);
    });
  }

  // Landing pages without an id whose largest photo is known: their HTML is written per request.
  for (const [route, html] of landingHtml) {
    const loader = registry.images.get(route);
    if (!loader || route.includes(':')) continue;
    app.get(route, { schema: { hide: true } }, async (request, reply) =>
      sendHtml(reply, await withLandingImage(request, html, loader)),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      request.method === 'GET' &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/media/') &&
      !path.extname(request.url.split('?')[0] ?? '');
    if (hasWeb && isPage) {
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile(landing.get(request.url.split('?')[0] ?? '') ?? 'index.html');
    }
    return reply.status(404).send(notFoundBody);
  });
}

function sendHtml(reply: FastifyReply, html: string) {
  return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
}

/** Escapes text for an HTML text node or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Previews show about 200 characters; a longer description is cut on a word. */
function shorten(text: string, max = 200): string {
  // Line breaks and runs of spaces become one space; non-breaking spaces (prices: "25 000 FCFA") stay.
  const flat = text.replace(/[^\S\u00a0\u202f]+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** index.html with the page's <title> and description replaced and the Open Graph / Twitter tags added. */
export function injectPreview(html: string, preview: SharePreview, pageUrl: string, publicUrl: string) {
  const title = escapeHtml(preview.title);
  const description = escapeHtml(shorten(preview.description));
  const image = escapeHtml(
    preview.imageKey ? `${publicUrl}${ogImageUrl(preview.imageKey)}` : `${publicUrl}/icon-512.png`,
  );
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta property="og:site_name" content="Sugu" />`,
    `<meta property="og:locale" content="fr_FR" />`,
    `<meta property="og:type" content="${escapeHtml(preview.type ?? 'website')}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:url" content="${escapeHtml(pageUrl)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
  ].join('\n    ');
  const stripped = html
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  // A function replacement: '$' in user text must not be read as a replacement pattern.
  return stripped.replace(/<\/head>/i, () => `  ${tags}\n  </head>`);
}
