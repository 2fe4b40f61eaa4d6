// Fills the bench database with a realistic volume (see VOLUME in generate-steps.ts).
//   npx tsx --conditions=source bench/generate.ts [--force] [--keep-indexes]
// Idempotent: a finished run leaves a marker (the database's comment) and the next run stops there;
// --force (or an unfinished earlier run) empties the data tables and generates again. The schema comes
// from the API's own migrations, indexes included: nothing of it is dropped.
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.js';
import { seedCategories } from '../apps/api/src/db/seed/categories.js';
import { generationSteps, SESSION_SQL, VOLUME } from './generate-steps.js';
import {
  BENCH_DATABASE_URL,
  countRows,
  elapsed,
  ensureDatabase,
  formatInt,
  readState,
  TABLES,
  writeState,
} from './lib.js';

/** Bump when the generated data changes shape: older data sets are then regenerated. */
const DATA_VERSION = 2;

async function main() {
  const started = performance.now();
  const force = process.argv.includes('--force');
  const keepIndexes = process.argv.includes('--keep-indexes');
  const url = BENCH_DATABASE_URL;
  await ensureDatabase(url);
  const handle = await openDatabase({ url });
  await seedCategories(handle.db);
  await handle.close();

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const state = await readState(client);
    if (state.pendingIndexes?.length) await recreateIndexes(client, state.pendingIndexes);
    if (state.done?.version === DATA_VERSION && !force) {
      console.log(
        `Données de bench déjà présentes (générées le ${state.done.generatedAt} en ${state.done.seconds} s) : rien à faire. --force pour régénérer.`,
      );
      await printCounts(client);
      return;
    }
    console.log(`Génération dans ${redact(url)}${force ? ' (--force)' : ''}…`);
    await writeState(client, {});
    await client.query('truncate users, shops cascade');
    for (const statement of SESSION_SQL) await client.query(statement);
    const dropped = keepIndexes ? [] : await dropSecondaryIndexes(client);

    for (const step of generationSteps(new Date())) {
      const t = performance.now();
      console.log(`→ ${step.label}`);
      await step.run(client, (line) => console.log(line));
      console.log(`  fait en ${elapsed(t)}`);
    }
    await client.query('set session_replication_role = origin');
    if (dropped.length > 0) await recreateIndexes(client, dropped);
    // The search name dictionaries (migration 0016_search) are kept by triggers, which the load bypassed.
    await client.query('select refresh_search_names()');

    let t = performance.now();
    console.log('→ vérifications (clés étrangères, compteurs, volumes)');
    await verify(client);
    console.log(`  fait en ${elapsed(t)}`);
    t = performance.now();
    console.log('→ VACUUM ANALYZE');
    for (const table of TABLES) await client.query(`vacuum (analyze) ${table}`);
    console.log(`  fait en ${elapsed(t)}`);

    const seconds = Math.round((performance.now() - started) / 1000);
    await writeState(client, {
      done: { version: DATA_VERSION, generatedAt: new Date().toISOString(), seconds, volume: VOLUME },
    });
    await printCounts(client);
    console.log(`Génération terminée en ${elapsed(started)}.`);
  } finally {
    await client.end();
  }
}

/**
 * Bulk loading into sorted index builds is much faster than maintaining every index row by row. Drops the
 * filled tables' secondary indexes (primary keys stay) and returns their definitions, as PostgreSQL
 * prints them, to be run again after the load: the same indexes as the migrations made. The definitions
 * are saved first, so a run that dies in between has the next run put them back.
 */
async function dropSecondaryIndexes(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string; def: string }>(
    `select quote_ident(c.relname) as name, pg_get_indexdef(i.indexrelid) as def
     from pg_index i join pg_class c on c.oid = i.indexrelid join pg_class t on t.oid = i.indrelid
     where t.relname = any($1) and t.relnamespace = 'public'::regnamespace and not i.indisprimary
       and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
     order by c.relname`,
    [TABLES],
  );
  const definitions = rows.map((row) => row.def);
  await writeState(client, { pendingIndexes: definitions });
  for (const row of rows) await client.query(`drop index ${row.name}`);
  console.log(`  ${rows.length} index secondaires retirés pendant le chargement`);
  return definitions;
}

async function recreateIndexes(client: pg.Client, definitions: string[]): Promise<void> {
  const t = performance.now();
  console.log(`→ recréation de ${definitions.length} index`);
  for (const definition of definitions) {
    await client.query(definition.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS '));
  }
  await writeState(client, { ...(await readState(client)), pendingIndexes: [] });
  console.log(`  fait en ${elapsed(t)}`);
}

/** Counts the rows of `child` whose `column` names no row of `parent`. */
const orphans = (child: string, column: string, parent: string) =>
  `select count(*) from ${child} c where not exists (select 1 from ${parent} p where p.id = c.${column})`;

/** Each query counts rows that break a rule: all must be 0. Foreign keys were not checked while loading. */
const CHECKS: Record<string, string> = {
  "j'aime sans publication": orphans('publication_likes', 'publication_id', 'publications'),
  "j'aime sans utilisateur": orphans('publication_likes', 'user_id', 'users'),
  'abonnements sans boutique': orphans('follows', 'shop_id', 'shops'),
  'abonnements sans utilisateur': orphans('follows', 'user_id', 'users'),
  'abonnement à sa propre boutique': `select count(*) from follows f join shops s on s.id = f.shop_id
    where s.user_id = f.user_id`,
  'publications sans boutique': orphans('publications', 'shop_id', 'shops'),
  'publication de produit absent ou supprimé': `select count(*) from publications p
    where p.product_id is not null
      and not exists (select 1 from products r where r.id = p.product_id and r.deleted_at is null)`,
  'photos de publication orphelines': orphans('publication_images', 'publication_id', 'publications'),
  'photos de produit orphelines': orphans('product_images', 'product_id', 'products'),
  'produits sans boutique': orphans('products', 'shop_id', 'shops'),
  'is_published faux': `select count(*) from products r
    where r.is_published <> exists (select 1 from publications p where p.product_id = r.id)`,
  'follower_count faux': `select count(*) from shops s
    left join (select shop_id, count(*) as n from follows group by shop_id) f on f.shop_id = s.id
    where s.follower_count <> coalesce(f.n, 0)`,
  'publication_count faux': `select count(*) from shops s
    left join (select shop_id, count(*) as n from publications group by shop_id) f on f.shop_id = s.id
    where s.publication_count <> coalesce(f.n, 0)`,
  'likes (publications) faux': `select count(*) from publications p
    left join (select publication_id, count(*) as n from publication_likes group by publication_id) l
      on l.publication_id = p.id
    where p.likes <> coalesce(l.n, 0)`,
};

async function verify(client: pg.Client): Promise<void> {
  const failures: string[] = [];
  for (const [label, sql] of Object.entries(CHECKS)) {
    const n = Number((await client.query(sql)).rows[0].count);
    if (n !== 0) failures.push(`${label} : ${formatInt(n)}`);
  }
  const counts = await countRows(client);
  const expected: Partial<Record<(typeof TABLES)[number], number>> = {
    users: VOLUME.users,
    shops: VOLUME.shops,
    products: VOLUME.products,
    publications: VOLUME.publications,
    publication_likes: VOLUME.likes,
    follows: VOLUME.follows,
  };
  for (const [table, n] of Object.entries(expected)) {
    if (counts[table] !== n)
      failures.push(`${table} : ${formatInt(counts[table] ?? 0)} lignes, attendu ${formatInt(n)}`);
  }
  if (failures.length > 0) throw new Error(`Données incohérentes :\n  ${failures.join('\n  ')}`);
  console.log(
    `  ${Object.keys(CHECKS).length + Object.keys(expected).length} vérifications : tout est cohérent`,
  );
}

async function printCounts(client: pg.Client) {
  const counts = await countRows(client);
  console.log(
    Object.entries(counts)
      .map(([table, n]) => `  ${table.padEnd(20)} ${formatInt(n).padStart(12)}`)
      .join('\n'),
  );
}

const redact = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');

await main();
