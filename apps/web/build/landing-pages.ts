import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { criticalFiles, staticChunks } from '../scripts/critical-files.mjs';

interface LandingPage {
  /**
   * The page's path as the server serves it (apps/api plugins/web-app.ts, where a parameter is always
   * `:id`: app/router.tsx's /boutique/:shopId is /boutique/:id here); the server fills in `{id}`.
   */
  path: string;
  /** The route module the page renders (app/routes/<page>.tsx). */
  page: string;
  /** Its first API calls, exactly as the app asks for them; `{id}` stands for the path's `:id`. */
  fetches: string[];
  /**
   * Lazy modules its first render waits for (src/-relative): the response schemas a detail is checked
   * with. Preloaded with the page, they no longer wait for the response to be asked for.
   */
  lazy?: string[];
}

const SESSION = '/api/User/session';

/**
 * Pages a visit often lands on, each with its own copy of index.html that preloads the page's chunks, its
 * CSS and its first API calls (same URL, same credentials as the app's), so the browser fetches them all
 * at once instead of discovering them one round trip after another (300 ms each on 3G). The server
 * (apps/api/src/plugins/web-app.ts) reads path → file from dist/pages.json and fills in `{id}`.
 */
const LANDING_PAGES: LandingPage[] = [
  { path: '/accueil', page: 'HomeRoute', fetches: [SESSION, '/api/Publication?limit=50'] },
  {
    path: '/boutique',
    page: 'CatalogRoute',
    fetches: [SESSION, '/api/Category/all-categories', '/api/Product?sort=price_asc&limit=24'],
  },
  {
    path: '/produit/:id',
    page: 'ProductRoute',
    fetches: [SESSION, '/api/Product/{id}'],
    lazy: ['entities/product/api/response-schemas.ts'],
  },
  {
    path: '/boutique/:id',
    page: 'ShopRoute',
    fetches: [SESSION, '/api/Shop/{id}', '/api/Shop/{id}/products'],
    lazy: ['entities/shop/api/response-schemas.ts'],
  },
];

/** '/accueil' → 'accueil.html', '/boutique/:id' → 'boutique-id.html'. */
const fileOf = (routePath: string) => `${routePath.slice(1).replace(/\/:?/g, '-')}.html`;

type Manifest = Parameters<typeof criticalFiles>[0];

/** The files of a lazy module's chunk and of the chunks it imports statically. */
function lazyFiles(manifest: Manifest, source: string): string[] {
  if (!manifest[`src/${source}`]) throw new Error(`build manifest: no chunk for src/${source}`);
  return staticChunks(manifest, [`src/${source}`]).map((chunk) => chunk.file);
}

/** The <head> additions of one landing page: what index.html does not load already. */
function preloadLinks(landing: LandingPage, manifest: Manifest, html: string) {
  const known = (file: string) => html.includes(`/${file}"`);
  const { scripts: pageScripts, styles } = criticalFiles(manifest, landing.page);
  const lazy = (landing.lazy ?? []).flatMap((source) => lazyFiles(manifest, source));
  const scripts = [...new Set([...pageScripts, ...lazy])];
  return {
    // With the app's own script, after the splash has painted (build/paint-first.ts).
    code: [
      ...scripts.filter((f) => !known(f)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
      ...styles
        .filter((f) => !known(f))
        .map((f) => `<link rel="preload" as="style" crossorigin href="/${f}">`),
    ],
    // At once: the server takes a while to answer, and the answers do not hold back the first paint.
    data: landing.fetches.map(
      (url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`,
    ),
  };
}

/** Writes each landing page's HTML (see LANDING_PAGES) and dist/pages.json (path → file) for the server. */
export function landingPages(outDir: () => string): Plugin {
  return {
    name: 'sugu:landing-pages',
    apply: 'build',
    enforce: 'post',
    closeBundle: {
      sequential: true,
      order: 'pre',
      async handler() {
        const dist = outDir();
        const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8'));
        const html = await readFile(path.join(dist, 'index.html'), 'utf8');
        for (const landing of LANDING_PAGES) {
          const { code, data } = preloadLinks(landing, manifest, html);
          if (!html.includes('</template>')) throw new Error('landing pages: index.html has no app template');
          const page = html
            .replace('</template>', () => `${code.join('')}</template>`)
            .replace('</head>', () => `  ${data.join('\n    ')}\n  </head>`);
          await writeFile(path.join(dist, fileOf(landing.path)), page);
        }
        const pages = Object.fromEntries(
          LANDING_PAGES.map((landing) => [landing.path, fileOf(landing.path)]),
        );
        await writeFile(path.join(dist, 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
      },
    },
  };
}
