import { readFile } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { inlineEntryCss } from './build/inline-css';
import { inlineFavicon } from './build/inline-favicon';
import { landingPages } from './build/landing-pages';
import { paintFirst } from './build/paint-first';
import { precompress } from './build/precompress';
import { criticalFiles } from './scripts/critical-files.mjs';

const DAY = 24 * 60 * 60;

/** dist/, as resolved by Vite (an --outDir on the command line moves it): read by the plugins below. */
let outDir = path.join(import.meta.dirname, 'dist');

/**
 * Precached besides the critical chunks (the plugin adds the web manifest): what a page load asks for. The
 * service worker's registration and the favicon are written into index.html.
 */
const SHELL_FILES = new Set(['index.html']);

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

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    {
      name: 'sugu:out-dir',
      configResolved(config) {
        outDir = path.resolve(config.root, config.build.outDir);
      },
    },
    react(),
    inlineEntryCss(),
    inlineFavicon(),
    paintFirst(),
    // Installable app: French manifest, and a service worker that precaches the hashed app shell.
    // API and socket traffic is never cached; media (immutable, content-hashed names) is cached first.
    VitePWA({
      registerType: 'autoUpdate',
      // Inline: registerSW.js was one more request among the page's first.
      injectRegister: 'inline',
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
        // checkout page, the return from a provider's page) must hit the network.
        navigateFallbackDenylist: [
          /^\/api\//,
          /^\/media\//,
          /^\/chathub/,
          /^\/healthz/,
          /^\/paiement\/sandbox\//,
          /^\/paiement\/retour/,
        ],
        cleanupOutdatedCaches: true,
        // The push and notificationclick handlers (public/sw-push.js): web push of the closed app.
        importScripts: ['/sw-push.js'],
        // The first visit is served by the new worker at once: chunks it loads later are cached already.
        clientsClaim: true,
        // No route for /api/ and /chathub: the worker leaves them to the browser, which sends them itself
        // (a NetworkOnly route would pass every API request and its answer through the worker, one more
        // hop on a cheap phone, for nothing kept).
        runtimeCaching: [
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
    landingPages(() => outDir),
    precompress(() => outDir),
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
    rolldownOptions: {
      output: {
        // Shared modules under 8 KB (icons, small hooks and helpers) are copied into each chunk using them
        // instead of each becoming a chunk of its own: /accueil's first visit asked for 27 scripts, most of
        // them under 1 KB, each a request with its own headers and a place in the browser's six
        // connections (300 ms a round trip on 3G). Some bytes are duplicated across lazy chunks.
        codeSplitting: { experimentalInlineCommonChunks: { maxSize: 8 * 1024 } },
      },
    },
  },
});
