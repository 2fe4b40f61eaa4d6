// PostgreSQL through Drizzle: the real server when a URL is given, embedded PGlite otherwise.
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.js';

type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: repositories accept either. */
export type Executor = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

export interface DatabaseHandle {
  db: Database;
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball. */
  dump?: () => Promise<Blob>;
}

/** Beside this file in the sources; copied next to main.js in the build. */
export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/**
 * Written by the build beside main.js (build.mjs): an empty, migrated PGlite data directory. A first start
 * copies it instead of creating the cluster (initdb) and running every migration: a plain file copy, then
 * PGlite opens an existing cluster (about 3 s on a loaded machine, against 12 s for unpacking a tarball
 * into PGlite and 28 s for initdb). Migrations still run after it, so a template older than the code is
 * caught up.
 */
const TEMPLATE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pglite-template');

/** The advisory lock the migrations run under on a PostgreSQL server (the demo seed uses 7_261_001). */
const MIGRATION_LOCK = 7_261_002;

/** The health check's query: the database answers. */
export async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

export type DatabaseTarget = (
  | { url: string }
  /** `template`: a dumped data directory to start from (tests' migrated template, a backup's database). */
  | { dataDir: string | 'memory'; template?: Blob }
) & {
  /** false: opens the database as it is, without running the migrations (backup and restore read it). */
  migrate?: boolean;
};

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('url' in target) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection the server closes (restart, failover, admin) emits 'error' on the pool: without a
    // listener that would crash the process. The pool replaces the connection on the next query.
    pool.on('error', (error) => {
      if ((error as { code?: string }).code !== '57P01')
        console.error(`PostgreSQL : connexion perdue (${error.message})`);
    });
    const db = drizzle({ client: pool, schema, casing: 'snake_case' });
    if (target.migrate !== false) {
      // Several processes starting at once (a cluster, a rolling deploy) migrate one after the other: the
      // first applies the new migrations, the next find nothing left to do.
      const lock = await pool.connect();
      try {
        await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        lock.release();
      }
    }
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  const client = await createPglite(target.dataDir, target.template);
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const db = drizzle({ client, schema, casing: 'snake_case' });
  if (target.migrate !== false) await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

async function createPglite(dataDir: string, template?: Blob): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  if (dataDir !== 'memory') {
    if (!template) await copyBuiltTemplate(dataDir);
    await mkdir(dataDir, { recursive: true });
  }
  return PGlite.create({
    ...(dataDir !== 'memory' && { dataDir }),
    ...(template && { loadDataDir: template }),
    extensions: { pg_trgm, unaccent },
  });
}

/**
 * Copies the build's template into a data directory that does not exist yet or is empty. The copy goes
 * beside it and is then renamed into place, so a start-up stopped halfway leaves no partial cluster: the
 * next start finds the directory still missing and copies again.
 */
async function copyBuiltTemplate(dataDir: string): Promise<void> {
  if (!existsSync(TEMPLATE_DIR)) return;
  const entries = await readdir(dataDir).catch(() => null);
  if (entries && entries.length > 0) return;
  const staging = `${dataDir}.template-copy`;
  await rm(staging, { recursive: true, force: true });
  await cp(TEMPLATE_DIR, staging, { recursive: true });
  if (entries) await rmdir(dataDir);
  await rename(staging, dataDir);
}
