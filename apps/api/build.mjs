// Bundles the API into dist/main.js; node_modules stay external, the domain package is bundled in.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
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

await cp('src/db/migrations', 'dist/migrations', { recursive: true });
