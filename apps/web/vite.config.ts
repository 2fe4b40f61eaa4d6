import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { criticalFiles } from './scripts/critical-files.mjs';

const DAY = 24 * 60 * 60;

/** dist/, as resolved by Vite (an --outDir on the command line moves it). */
let outDir = path.join(import.meta.dirname, 'dist');

/** Precached besides the critical chunks (the plugin adds the web manifest): what a page load asks for. */
const SHELL_FILES = new Set(['index.html', 'registerSW.js', 'icon.svg']);

/**
 * The service worker precaches only what /accueil needs to open offline (its page shows the feed's error
 * state then); every other chunk is cached by the runtime route below the first time a page asks for it.
 */
async function precacheShellOnly<T extends { url: string; size: number }>(entries: T[]) {
  const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'));
  const { scripts, styles } = criticalFiles(manifest);
  const keep = new Set([...SHELL_FILES, ...scripts, ...styles]);
  return { manifest: entries.filter((entry) => keep.has(entry.url)), warnings: [] };
}

/**
 * Pages a visit often lands on, each with its own copy of index.html that preloads the page's chunks, its
 * CSS and its first API calls (exactly as the app asks for them: same URL, credentials), so the browser
 * fetches them all at once instead of discovering them one round trip after another (300 ms each on 3G).
 * `{id}` in a fetch is the page's `:id`, filled in by the server (apps/api/src/plugins/web-app.ts), which
 * reads this list from dist/pages.json.
 */
const LANDING_PAGES = [
  {
    path: '/accueil',
    html: 'accueil.html',
    page: 'HomeRoute',
    fetches: ['/api/User/session', '/api/Publication?limit=50'],
  },
  {
    path: '/boutique',
    html: 'boutique.html',
    page: 'CatalogRoute',
    fetches: ['/api/User/session', '/api/Category/all-categories', '/api/Product?sort=price_asc&limit=24'],
  },
  {
    path: '/produit/:id',
    html: 'produit.html',
    page: 'ProductRoute',
    fetches: ['/api/User/session', '/api/Product/{id}'],
  },
  {
    path: '/boutique/:id',
    html: 'boutique-id.html',
    page: 'ShopRoute',
    fetches: ['/api/User/session', '/api/Shop/{id}', '/api/Shop/{id}/products'],
  },
];

/** Writes each landing page's HTML (see LANDING_PAGES) and dist/pages.json (path → file) for the server. */
function landingPages(): Plugin {
  return {
    name: 'sugu:landing-pages',
    apply: 'build',
    enforce: 'post',
    closeBundle: {
      sequential: true,
      order: 'pre',
      async handler() {
        const manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'));
        const html = await readFile(path.join(outDir, 'index.html'), 'utf8');
        const known = (file: string) => html.includes(`/${file}"`);
        for (const landing of LANDING_PAGES) {
          const { scripts, styles } = criticalFiles(manifest, landing.page);
          const links = [
            ...scripts
              .filter((f) => !known(f))
              .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
            ...styles
              .filter((f) => !known(f))
              .map((f) => `<link rel="preload" as="style" crossorigin href="/${f}">`),
            ...landing.fetches.map(
              (url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`,
            ),
          ];
          const page = html.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`);
          await writeFile(path.join(outDir, landing.html), page);
        }
        const pages = Object.fromEntries(LANDING_PAGES.map((landing) => [landing.path, landing.html]));
        await writeFile(path.join(outDir, 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
      },
    },
  };
}

const TEXT_FILE = /\.(html|js|mjs|css|svg|json|webmanifest|txt)$/;

/**
 * Writes name.br and name.gz beside every text file of dist/, at the highest levels (done once per build),
 * for the server to pick by Accept-Encoding. Runs after the PWA plugin so sw.js and the manifest are
 * included (a bundle-level compression plugin only sees Vite's own chunks).
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  return {
    name: 'sugu:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const files = (await readdir(outDir, { recursive: true })).filter(
          (f) => TEXT_FILE.test(f) && !f.startsWith('.vite'),
        );
        await Promise.all(
          files.map(async (file) => {
            const body = await readFile(path.join(outDir, file));
            const br = await brotli(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            });
            await writeFile(path.join(outDir, `${file}.br`), br);
            await writeFile(path.join(outDir, `${file}.gz`), await gzipAsync(body, { level: 9 }));
          }),
        );
      },
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    // Installable app: French manifest, and a service worker that precaches the hashed app shell.
    // API and socket traffic is never cached; media (immutable, content-hashed names) is cached first.
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: 'script-defer',
      // The manifest's icons are fetched by the browser when it installs the app: not precached.
      includeManifestIcons: false,
      manifest: {
        name: 'Sugu',
        short_name: 'Sugu',
        description:
          "Le marché social du Mali et de l'Afrique de l'Ouest : boutiques, produits et publications.",
        lang: 'fr',
        dir: 'ltr',
        start_url: '/accueil',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#c2410c',
        background_color: '#faf8f5',
        categories: ['shopping', 'social'],
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,webmanifest}'],
        manifestTransforms: [precacheShellOnly],
        // Hashed chunks need no revision: the install then reads them from the HTTP cache the page just
        // filled (immutable) instead of downloading them a second time with a cache-busting query.
        dontCacheBustURLsMatching: /^assets\//,
        navigateFallback: '/index.html',
        // Server routes reached by navigation (OAuth redirects, media links, health, the sandbox provider's
        // checkout page) must hit the network.
        navigateFallbackDenylist: [
          /^\/api\//,
          /^\/media\//,
          /^\/chathub/,
          /^\/healthz/,
          /^\/paiement\/sandbox\//,
        ],
        cleanupOutdatedCaches: true,
        // The first visit is served by the new worker at once: chunks it loads later are cached already.
        clientsClaim: true,
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && (url.pathname.startsWith('/api/') || url.pathname.startsWith('/chathub')),
            handler: 'NetworkOnly',
          },
          {
            // Hashed names never change content: a chunk fetched once is kept (pages opened later).
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'sugu-assets',
              expiration: { maxEntries: 200, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'sugu-media',
              expiration: { maxEntries: 300, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
    landingPages(),
    precompress(),
  ],
  resolve: { conditions: ['source'] },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
      '/chathub': { target: 'http://localhost:3000', ws: true },
    },
  },
  build: {
    target: 'es2022',
    outDir: 'dist',
    assetsInlineLimit: 2048,
    sourcemap: false,
    // dist/.vite/manifest.json: the chunk graph the budget check (scripts/check-budget.mjs) walks.
    manifest: true,
  },
});
