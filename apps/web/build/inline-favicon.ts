import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

/** index.html's favicon link, as written there. */
const FAVICON = 'href="/icon.svg"';

/**
 * Writes public/icon.svg (0.6 KB) into the HTML as a data: URL: the browser asked for the favicon with
 * the page's first requests, one more request with its headers on a slow link. The file stays for the
 * web manifest.
 */
export function inlineFavicon(): Plugin {
  let root = '';
  return {
    name: 'sugu:inline-favicon',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const svg = (await readFile(path.join(root, 'public/icon.svg'), 'utf8')).trim();
        // Quotes are the attribute's; '#' would start a fragment; the rest is valid in a data: URL.
        const url = `data:image/svg+xml,${svg.replaceAll('"', "'").replaceAll('#', '%23')}`;
        if (!html.includes(FAVICON)) throw new Error(`inline-favicon: no ${FAVICON} in index.html`);
        return html.replace(FAVICON, () => `href="${url}"`);
      },
    },
  };
}
