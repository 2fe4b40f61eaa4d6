// Bundles the API into dist/main.js; node_modules stay external, the domain package is bundled in.
import { build } from 'esbuild';

// `node build.mjs --out .dist-x` builds elsewhere, so parallel work does not overwrite dist/.
const outIndex = process.argv.indexOf('--out');
const outDir = outIndex > 0 ? process.argv[outIndex + 1] : 'dist';

await build({
  entryPoints: ['src/main.ts'],
  outfile: `${outDir}/main.js`,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  conditions: ['source'],
  packages: 'external',
  alias: { '@sugu/domain': '../../packages/domain/src/index.ts' },
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
});

// Migrations are read at start-up from beside main.js.
import { cp } from 'node:fs/promises';

await cp('src/db/migrations', `${outDir}/migrations`, { recursive: true });
