// The files /accueil cannot render without: index.html's entry, the /accueil page chunk, every chunk they
// import statically, and their CSS. Read from Vite's build manifest (dist/.vite/manifest.json).
// Used by vite.config.ts (the service worker precaches exactly these) and scripts/check-budget.mjs.

/** The lazily loaded page component of /accueil (app/routes/HomeRoute.tsx), found by its file name. */
export const CRITICAL_PAGE = 'HomeRoute';

/** @typedef {Record<string, { file: string, name?: string, src?: string, isEntry?: boolean,
 *   imports?: string[], css?: string[] }>} Manifest */

/**
 * The chunks of `keys` and every chunk they import statically, each once.
 * @param {Manifest} manifest
 * @param {string[]} keys
 */
export function staticChunks(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return [...seen].map((key) => manifest[key]);
}

/**
 * @param {Manifest} manifest
 * @returns {{ scripts: string[], styles: string[] }} paths relative to dist/
 */
export function criticalFiles(manifest, page = CRITICAL_PAGE) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const pageKey = Object.keys(manifest).find((key) => manifest[key].src?.endsWith(`/${page}.tsx`));
  if (!entry) throw new Error('build manifest: no entry chunk');
  if (!pageKey) throw new Error(`build manifest: no chunk for ${page}.tsx (the /accueil page was renamed?)`);
  const chunks = staticChunks(manifest, [entry, pageKey]);
  return {
    scripts: chunks.map((chunk) => chunk.file),
    styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))],
  };
}
