// Shared by the bench scripts: the bench database URL, creating it, and small console helpers.
import pg from 'pg';

/** The database the generator fills and the benchmark reads (never the app's or the tests' database). */
export const BENCH_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sugu_bench';

/** Creates the database named in `url` when it does not exist (through the server's `postgres` database). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!name) throw new Error(`Aucune base nommée dans ${url}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`create database "${name.replaceAll('"', '""')}"`);
      console.log(`Base ${name} créée.`);
    }
  } finally {
    await client.end();
  }
}

export function elapsed(since: number): string {
  const seconds = (performance.now() - since) / 1000;
  return seconds < 60
    ? `${seconds.toFixed(1)} s`
    : `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
}

export const formatInt = (n: number): string => n.toLocaleString('fr-FR');

/** The tables the generator fills. */
export const TABLES = [
  'users',
  'shops',
  'products',
  'product_images',
  'publications',
  'publication_images',
  'publication_likes',
  'follows',
] as const;

export async function countRows(client: pg.Client | pg.Pool): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    counts[table] = Number((await client.query(`select count(*) from ${table}`)).rows[0].count);
  }
  return counts;
}

/** What a finished generation records (the idempotence marker). */
export interface Marker {
  version: number;
  generatedAt: string;
  seconds: number;
  volume: Record<string, number>;
}

/**
 * The generator's state, kept as JSON in the database's comment: `done` once a generation finished;
 * `pendingIndexes` while secondary indexes are dropped for the bulk load (recreated by the next run if
 * this one dies before it recreates them).
 */
export interface BenchState {
  done?: Marker;
  pendingIndexes?: string[];
}

export async function readState(client: pg.Client | pg.Pool): Promise<BenchState> {
  const { rows } = await client.query<{ comment: string | null }>(
    `select shobj_description(oid, 'pg_database') as comment from pg_database where datname = current_database()`,
  );
  try {
    const value = JSON.parse(rows[0]?.comment ?? '{}') as { suguBench?: BenchState } | null;
    return value?.suguBench ?? {};
  } catch {
    return {};
  }
}

export async function readMarker(client: pg.Client | pg.Pool): Promise<Marker | null> {
  return (await readState(client)).done ?? null;
}

export async function writeState(client: pg.Client, state: BenchState): Promise<void> {
  const text = JSON.stringify({ suguBench: state }).replaceAll("'", "''");
  const { rows } = await client.query<{ db: string }>('select current_database() as db');
  const name = `"${rows[0]!.db.replaceAll('"', '""')}"`;
  await client.query(`comment on database ${name} is '${text}'`);
}
