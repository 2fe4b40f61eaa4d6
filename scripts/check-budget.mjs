// Byte budget of the built web app (run by `npm test` after `npm run build`): fails when /accueil's critical
// script or the service worker's precache list grows past its budget. Sizes are the brotli files the build
// writes (what a browser downloads); gzip is shown for older clients.
//
//   node scripts/check-budget.mjs                      # apps/web/dist
//   BUDGET_CRITICAL_KB=100 node scripts/check-budget.mjs   # try a lower budget

import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { criticalFiles, staticChunks } from '../apps/web/scripts/critical-files.mjs';

const KB = 1024;
const BUDGETS = {
  // The target is ≤ 120 KB of script before the first card: React, the declarative router and query
  // (~85 KB), the feed and the card (102.9 KB in 9 files on 2026-11-23, after small shared modules were
  // copied into their users). Popups, sheets, the notifications panel, the search results and zod (the
  // schemas) load on first use. Kept below that ceiling so that growth shows before the target is
  // missed.
  critical: Number(process.env.BUDGET_CRITICAL_KB ?? 110) * KB,
  // The critical script and its CSS, index.html and the manifest (109.1 KB, 13 files, on 2026-11-23).
  precache: Number(process.env.BUDGET_PRECACHE_KB ?? 120) * KB,
};

const dist = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../apps/web/dist'));
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) fail(`${manifestFile} is missing: run \`npm run build\` first`);

async function sizes(file) {
  const full = path.join(dist, file);
  const raw = (await stat(full)).size;
  const compressed = async (ext) => (existsSync(full + ext) ? (await stat(full + ext)).size : null);
  const br = await compressed('.br');
  // Images are served as they are; a text file without its .br means precompression broke.
  if (br === null && /\.(js|css|html|svg|webmanifest)$/.test(file)) fail(`${file}.br is missing`);
  return { raw, br: br ?? raw, gz: (await compressed('.gz')) ?? raw };
}

async function total(files) {
  const all = await Promise.all(files.map(sizes));
  return all.reduce((sum, s) => ({ raw: sum.raw + s.raw, br: sum.br + s.br, gz: sum.gz + s.gz }), {
    raw: 0,
    br: 0,
    gz: 0,
  });
}

const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
const { scripts } = criticalFiles(manifest);
// An English first visit of /accueil: the same critical script, plus the first part of English
// (app/i18n-en-first.ts) fetched beside it; the rest of English comes after the first screen.
const firstEnglishKey = Object.keys(manifest).find(
  (key) => key.endsWith('app/i18n-en-first.ts') || manifest[key].name === 'i18n-en-first',
);
if (!firstEnglishKey) fail('build manifest: no chunk for app/i18n-en-first.ts');
const englishScripts = [
  ...new Set([...scripts, ...staticChunks(manifest, [firstEnglishKey]).map((chunk) => chunk.file)]),
];
const sw = await readFile(path.join(dist, 'sw.js'), 'utf8');
const precached = [...sw.matchAll(/\burl:"([^"]+)"/g)].map((m) => m[1]);
if (precached.length === 0) fail('no precache list found in sw.js');

const rows = [
  {
    name: `/accueil critical script (${scripts.length} chunks)`,
    ...(await total(scripts)),
    budget: BUDGETS.critical,
  },
  {
    name: `/accueil critical script, English first visit (${englishScripts.length} chunks)`,
    ...(await total(englishScripts)),
    budget: BUDGETS.critical,
  },
  {
    name: `precache list (${precached.length} files)`,
    ...(await total(precached)),
    budget: BUDGETS.precache,
  },
];

const kb = (n) => `${(n / KB).toFixed(1)} KB`;
let over = false;
for (const row of rows) {
  const ok = row.br <= row.budget;
  over ||= !ok;
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${row.name}: ${kb(row.br)} brotli (budget ${kb(row.budget)}), ${kb(row.gz)} gzip, ${kb(row.raw)} raw`,
  );
}
if (over) fail('web budget exceeded');

// zod (~22 KB brotli) is what a schema imported statically drags onto the feed's path: name it, since
// the byte count alone does not say why it grew (use a LazySchema, shared/lib/api.ts).
for (const file of scripts) {
  if ((await readFile(path.join(dist, file), 'utf8')).includes('ZodError'))
    fail(`${file} holds zod: a module on /accueil's path imports a schema statically`);
}

// The first part of English must hold every catalogue /accueil's critical code reads (`localized(id, …)`),
// and of a domain catalogue it holds in part, every entry that code names: else an English first visit
// would show it in French.
const { french, first } = JSON.parse(
  execFileSync(
    'npx',
    [
      'tsx',
      '--conditions=source',
      path.join(import.meta.dirname, '../apps/web/scripts/first-screen-catalogues.ts'),
    ],
    { encoding: 'utf8', cwd: path.join(import.meta.dirname, '../apps/web') },
  ),
);
const criticalCode = (await Promise.all(scripts.map((file) => readFile(path.join(dist, file), 'utf8')))).join(
  '\n',
);
const missing = [];
for (const [, id] of criticalCode.matchAll(/\(\s*["'`]((?:web:)?[A-Za-z_]+)["'`]\s*,\s*\{/g)) {
  if (!id.startsWith('web:') && !french[id]) continue;
  if (!first[id]) missing.push(id);
  else if (first[id].length < (french[id]?.length ?? 0))
    for (const key of french[id]) {
      if (!first[id].includes(key) && new RegExp(`\\.${key}\\b`).test(criticalCode))
        missing.push(`${id}.${key}`);
    }
}
if (missing.length > 0)
  fail(`app/i18n-en-first.ts lacks what /accueil's critical code reads: ${[...new Set(missing)].join(', ')}`);

function fail(message) {
  console.error(`check-budget: ${message}`);
  process.exit(1);
}
