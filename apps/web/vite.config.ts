import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const DAY = 24 * 60 * 60;

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    // Installable app: French manifest, and a service worker that precaches the hashed app shell.
    // API and socket traffic is never cached; media (immutable, content-hashed names) is cached first.
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: 'script-defer',
      // public/ icons and the manifest are precached by globPatterns below.
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
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: '/index.html',
        // Server routes reached by navigation (OAuth redirects, media links, health) must hit the network.
        navigateFallbackDenylist: [/^\/api\//, /^\/media\//, /^\/chathub/, /^\/healthz/],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && (url.pathname.startsWith('/api/') || url.pathname.startsWith('/chathub')),
            handler: 'NetworkOnly',
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
  },
});
