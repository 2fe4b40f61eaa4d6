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
import { cp, rename, rm } from 'node:fs/promises';

await cp('src/db/migrations', `${outDir}/migrations`, { recursive: true });

// A migrated, empty PGlite data directory that a first start copies (src/db/client.ts, copyBuiltTemplate):
// creating the cluster and migrating it is most of a fresh start-up.
{
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // Built beside, then renamed: an interrupted build leaves no half-made template for a start to copy.
  const template = `${outDir}/pglite-template`;
  const staging = `${template}.building`;
  await rm(staging, { recursive: true, force: true });
  const client = await PGlite.create({ dataDir: staging, extensions: { pg_trgm, unaccent } });
  await migrate(drizzle({ client }), { migrationsFolder: `${outDir}/migrations` });
  await client.close();
  await rm(template, { recursive: true, force: true });
  await rename(staging, template);
}
