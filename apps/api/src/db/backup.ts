// The database's part of a backup (cli/backup.ts makes the archive). Both are consistent while the API runs
// and writes:
// - PostgreSQL: pg_dump in custom format on a snapshot exported by a REPEATABLE READ transaction, which
//   also counts the rows: the counts describe exactly what the dump holds.
// - Embedded PGlite: one process owns the data directory, so the running API takes the copy itself. It
//   serves it on a Unix socket in DATA_DIR (backup.sock, owner only: whoever may read DATA_DIR may back it
//   up): the data directory as a tarball, taken in a transaction of its own after a CHECKPOINT, while every
//   other statement waits (dumpPglite). With no server listening there, the CLI opens the directory itself.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chmod, rm } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { type Database, MIGRATIONS_DIR } from './client.js';

/** What a backup's manifest says of its database. */
export interface DatabaseFacts {
  /** The last migration applied (its tag in migrations/meta/_journal.json), or null on an empty database. */
  migration: string | null;
  /** Rows of each table of the public schema. */
  counts: Record<string, number>;
}

type Row = Record<string, unknown>;
/** Runs one statement and gives its rows: on Drizzle (any driver) or inside a PGlite transaction. */
type Query = (text: string) => Promise<Row[]>;

const rowsOf = (result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : ((result as { rows?: Row[] }).rows ?? []);

/** `Query` on a Drizzle database or transaction. */
const onDrizzle =
  (db: Pick<Database, 'execute'>): Query =>
  async (text) =>
    rowsOf(await db.execute(sql.raw(text)));

/** Rows of each table and the migration level, read through `query` (a transaction for a consistent view). */
async function databaseFacts(query: Query): Promise<DatabaseFacts> {
  const tables = await query(`SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`);
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await query(`SELECT count(*) AS n FROM "${String(name).replaceAll('"', '""')}"`);
    counts[String(name)] = Number(row?.n ?? 0);
  }
  const [exists] = await query(`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS found`);
  let migration: string | null = null;
  if (exists?.found) {
    const [last] = await query(
      'SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1',
    );
    if (last) migration = migrationTag(Number(last.created_at));
  }
  return { migration, counts };
}

/** The facts of a database opened with Drizzle (a restored one). */
export const factsOf = (db: Pick<Database, 'execute'>) => databaseFacts(onDrizzle(db));

/** Drizzle records a migration by its journal time: the journal names it. */
function migrationTag(when: number): string {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.find((entry) => entry.when === when)?.tag ?? `inconnue (${when})`;
}

/** Whether the database holds any table of the app (restore refuses a non-empty target without --force). */
export async function hasTables(db: Pick<Database, 'execute'>): Promise<boolean> {
  const [row] = await onDrizzle(db)(`SELECT count(*) AS n FROM information_schema.tables
    WHERE table_schema IN ('public', 'drizzle')`);
  return Number(row?.n ?? 0) > 0;
}

// ---- PGlite ----

const pgliteOf = (db: Database) => (db as unknown as { $client: PGlite }).$client;

/**
 * The data directory as a tarball, and its facts. In a transaction of its own (PGlite runs one at a time,
 * and every other statement waits for it): the rows are counted, a CHECKPOINT writes every committed change
 * into the data files, then the copy (dumpDataDir also holds the query lock). The open transaction has
 * written nothing: it leaves no trace in the copy.
 */
export async function dumpPglite(db: Database): Promise<{ tarball: Blob; facts: DatabaseFacts }> {
  const client = pgliteOf(db);
  return client.transaction(async (tx) => {
    const facts = await databaseFacts(async (text) => (await tx.query<Row>(text)).rows);
    await tx.exec('CHECKPOINT');
    return { tarball: await client.dumpDataDir('none'), facts };
  });
}

const backupSocketPath = (dataDir: string) => path.join(dataDir, 'backup.sock');

/**
 * Serves the data directory's tarball to whoever connects to DATA_DIR/backup.sock: a JSON line
 * `{"bytes":n}` then the n bytes, or `{"error":"…"}`. Returns the function that stops serving.
 */
export async function serveBackups(db: Database, dataDir: string): Promise<() => Promise<void>> {
  const socketPath = backupSocketPath(dataDir);
  // A socket file left by a process that died is only a name: nobody listens behind it.
  await rm(socketPath, { force: true });
  const server = createServer((socket) => {
    socket.on('error', () => socket.destroy());
    // A client that only checks whether a server runs here (restore) connects and leaves.
    socket.once('data', () =>
      dumpPglite(db).then(
        async ({ tarball, facts }) => {
          socket.write(`${JSON.stringify({ bytes: tarball.size, facts })}\n`);
          socket.end(Buffer.from(await tarball.arrayBuffer()));
        },
        (error: Error) => socket.end(`${JSON.stringify({ error: error.message })}\n`),
      ),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, resolve);
  });
  await chmod(socketPath, 0o600);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(socketPath, { force: true });
  };
}

/** Whether an API server runs on DATA_DIR (restore refuses to write under it). */
export function serverRunsOn(dataDir: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const socket = connect(backupSocketPath(dataDir), () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(false);
      else reject(error);
    });
  });
}

/** The running server's tarball of DATA_DIR's database and its facts, or null when no server listens there. */
export function requestLiveDump(dataDir: string): Promise<{ tarball: Buffer; facts: DatabaseFacts } | null> {
  return new Promise((resolve, reject) => {
    const socket = connect(backupSocketPath(dataDir), () => socket.write('dump\n'));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(0x0a);
      const header = JSON.parse(all.subarray(0, newline).toString('utf8')) as {
        bytes?: number;
        facts?: DatabaseFacts;
        error?: string;
      };
      const body = all.subarray(newline + 1);
      if (header.error) reject(new Error(`Le serveur en marche n'a pas pu copier la base : ${header.error}`));
      else if (body.length !== header.bytes)
        reject(new Error(`Copie de la base interrompue : ${body.length} octets reçus sur ${header.bytes}`));
      else resolve({ tarball: body, facts: header.facts! });
    });
  });
}

// ---- PostgreSQL ----

/** pg_dump's custom format into `file`, on one snapshot with the facts read on it. */
export async function dumpPostgres(url: string, file: string): Promise<DatabaseFacts> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id');
    const facts = await databaseFacts(async (text) => (await client.query(text)).rows);
    // The transaction stays open while pg_dump reads its snapshot.
    await run('pg_dump', url, ['--format=custom', `--snapshot=${rows[0]!.id}`, `--file=${file}`]);
    await client.query('COMMIT');
    return facts;
  } finally {
    await client.end();
  }
}

/** Empties the database's app schemas (restore --force). */
export async function dropAppSchemas(db: Pick<Database, 'execute'>): Promise<void> {
  await db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
  await db.execute(sql`DROP SCHEMA IF EXISTS public CASCADE`);
  await db.execute(sql`CREATE SCHEMA public`);
}

/**
 * pg_restore of a custom-format dump into an empty database (owner and grants of the target's user). Its
 * warnings (a comment on an extension a managed server's user may not set…) are returned, not fatal: the
 * caller checks the restored rows against the manifest.
 */
export async function restorePostgres(url: string, file: string): Promise<string> {
  return run('pg_restore', url, ['--no-owner', '--no-privileges', file], true);
}

/**
 * Runs a PostgreSQL client tool on the database of `url`; its stderr when `tolerate` lets a failure through.
 * The password goes in the tool's environment, not on its command line (which `ps` shows).
 */
function run(command: string, url: string, args: string[], tolerate = false): Promise<string> {
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  return new Promise((resolve, reject) => {
    const child = spawn(command, [...args, `--dbname=${target}`], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: password ? { ...process.env, PGPASSWORD: password } : process.env,
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `${command} introuvable : installez les outils clients de PostgreSQL (postgresql-client)`,
            )
          : error,
      ),
    );
    child.on('close', (code) => {
      if (code === 0 || tolerate) resolve(stderr.trim());
      else reject(new Error(`${command} a échoué (code ${code}) : ${stderr.trim()}`));
    });
  });
}
