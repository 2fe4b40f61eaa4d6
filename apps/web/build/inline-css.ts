import type { Plugin, Rollup } from 'vite';

/**
 * Writes the entry's stylesheets (a few KB) into index.html instead of linking it. A linked stylesheet in
 * <head> blocks rendering: on a 300 ms RTT link the splash waited a round trip behind it, sharing the line
 * with the page's preloads. Inline, the splash and the shell's styles paint with the HTML's first bytes, and
 * the module scripts do not wait for a stylesheet before running. The HTML is revalidated (304) or served
 * by the service worker on repeat visits, so the styles are not downloaded twice.
 */
export function inlineEntryCss(): Plugin {
  const sources = new Map<string, string>();
  return {
    name: 'sugu:inline-entry-css',
    apply: 'build',
    generateBundle: {
      // Before Vite links the CSS into the HTML and lists it among the files a lazy chunk waits for
      // (a chunk sharing a module with the entry would load the entry's CSS again): the file goes away.
      order: 'pre',
      handler(_options, bundle) {
        // The entry and every chunk it imports statically: what index.html loads.
        const initial = new Set<string>();
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (chunk?.type !== 'chunk' || initial.has(file)) return;
          initial.add(file);
          for (const next of chunk.imports) visit(next);
        };
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
        for (const file of initial) {
          const chunk = bundle[file] as Rollup.OutputChunk;
          for (const css of chunk.viteMetadata?.importedCss ?? []) {
            const asset = bundle[css] as Rollup.OutputAsset | undefined;
            if (asset?.type !== 'asset') continue;
            // Without the marker comment Vite leaves at the end of a CSS chunk.
            const text = String(asset.source)
              .replace(/\/\*\$vite\$:\d+\*\/\s*$/, '')
              .trim();
            // Minified CSS of this app never holds '</style'; refuse rather than write a broken page.
            if (/<\/style/i.test(text)) throw new Error(`${css}: cannot inline a stylesheet holding </style`);
            sources.set(css, text);
            chunk.viteMetadata?.importedCss.delete(css);
            delete bundle[css];
          }
        }
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [...sources.values()].map((css) => ({ tag: 'style', children: css, injectTo: 'head' })),
    },
  };
}
