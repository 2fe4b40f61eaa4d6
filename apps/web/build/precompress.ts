import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT_FILE = /\.(html|js|mjs|css|svg|json|webmanifest|txt)$/;

/**
 * Writes name.br and name.gz beside every text file of dist/, at the highest levels (done once per build),
 * for the server to pick by Accept-Encoding. Runs after the PWA plugin so sw.js and the manifest are
 * included (a bundle-level compression plugin only sees Vite's own chunks).
 */
export function precompress(outDir: () => string): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  return {
    name: 'sugu:precompress',
    apply: 'build',
    enforce: 'post',
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const dist = outDir();
        const files = (await readdir(dist, { recursive: true })).filter(
          (f) => TEXT_FILE.test(f) && !f.startsWith('.vite'),
        );
        await Promise.all(
          files.map(async (file) => {
            const body = await readFile(path.join(dist, file));
            const br = await brotli(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            });
            await writeFile(path.join(dist, `${file}.br`), br);
            await writeFile(path.join(dist, `${file}.gz`), await gzipAsync(body, { level: 9 }));
          }),
        );
      },
    },
  };
}
