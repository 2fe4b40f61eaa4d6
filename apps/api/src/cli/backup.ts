// `npm run backup` and `npm run restore`: one archive (tar.gz) with the database and the media, and a
// manifest (time, migration, row counts). The database part is consistent while the API runs and writes
// (db/backup.ts says how); the media are copied after it, so every file the database names is in (media
// files are written before the rows that name them, and named by their content).
//
// The archive: manifest.json, database/postgres.dump (pg_dump custom format) or database/pglite.tar (PGlite's
// data directory), media/ (public media) and private/ (identity documents), whichever storage they came
// from: a backup of the disk restores into S3 and the other way round.

import { execFile } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs, promisify } from 'node:util';
import { type Config, loadConfig } from '../config.js';
import {
  type DatabaseFacts,
  dropAppSchemas,
  dumpPglite,
  dumpPostgres,
  factsOf,
  hasTables,
  requestLiveDump,
  restorePostgres,
  serverRunsOn,
} from '../db/backup.js';
import { openDatabase } from '../db/client.js';
import { openStorages } from '../media/media.js';
import { contentTypeOf } from '../media/names.js';
import type { MediaStorage } from '../media/storage.js';
import { runAsScript, UsageError } from './main.js';

const USAGE = `Usage :
  npm run backup [-- --out <fichier.tar.gz>]
  npm run restore -- <fichier.tar.gz> [--force]
Base : DATABASE_URL (PostgreSQL, pg_dump et pg_restore) sinon DATA_DIR (./data par défaut, serveur en marche ou non).
Médias : le bucket S3 si S3_BUCKET est défini, sinon DATA_DIR/media et DATA_DIR/private.
La restauration refuse une base ou des médias non vides, sauf --force (qui les remplace).`;

const OPTIONS = {
  out: { type: 'string' },
  force: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

const FORMAT = 'sugu-backup/1';

interface Manifest {
  format: typeof FORMAT;
  createdAt: string;
  database: DatabaseFacts & { kind: 'postgres' | 'pglite'; file: string };
  media: { source: 'disk' | 's3'; files: { media: number; private: number } };
}

/** The archive's folder for each storage. */
const FOLDERS = ['media', 'private'] as const;

const tar = promisify(execFile);

/** Runs one command; the lines to print. Exported for the test. */
export async function runBackupCommand(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  const { positionals, values } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true });
  const [command, file] = positionals;
  if (values.help || (command !== 'backup' && command !== 'restore')) throw new UsageError(USAGE);
  const config = loadConfig(env);
  if (command === 'backup') return backup(config, path.resolve(values.out ?? defaultName(new Date())));
  if (!file) throw new UsageError(USAGE, 'le fichier de sauvegarde est requis');
  return restore(config, path.resolve(file), values.force ?? false);
}

const defaultName = (now: Date) =>
  `sugu-backup-${now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}.tar.gz`;

async function backup(config: Config, out: string): Promise<string> {
  const staging = await mkdtemp(path.join(os.tmpdir(), 'sugu-backup-'));
  try {
    await mkdir(path.join(staging, 'database'));
    const database = config.databaseUrl
      ? {
          kind: 'postgres' as const,
          file: 'database/postgres.dump',
          ...(await dumpPostgres(config.databaseUrl, path.join(staging, 'database/postgres.dump'))),
        }
      : { kind: 'pglite' as const, file: 'database/pglite.tar', ...(await backupPglite(config, staging)) };
    // After the database: every file it names is already stored.
    const files = await copyMedia(config, staging);
    const manifest: Manifest = {
      format: FORMAT,
      createdAt: new Date().toISOString(),
      database,
      media: { source: config.s3 ? 's3' : 'disk', files },
    };
    await writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await mkdir(path.dirname(out), { recursive: true });
    await tar('tar', ['-czf', out, '-C', staging, '.']);
    return `Sauvegarde écrite : ${out}\n${summary(manifest)}`;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** The data directory's tarball and its facts: from the running server, or read here when none runs. */
async function backupPglite(config: Config, staging: string): Promise<DatabaseFacts> {
  let dump = await requestLiveDump(config.dataDir);
  if (!dump) {
    const dataDir = path.join(config.dataDir, 'pg');
    if (!existsSync(dataDir)) throw new UsageError(USAGE, `aucune base dans ${dataDir}`);
    const handle = await openDatabase({ dataDir, migrate: false });
    try {
      const { tarball, facts } = await dumpPglite(handle.db);
      dump = { tarball: Buffer.from(await tarball.arrayBuffer()), facts };
    } finally {
      await handle.close();
    }
  }
  await writeFile(path.join(staging, 'database/pglite.tar'), dump.tarball);
  return dump.facts;
}

async function copyMedia(config: Config, staging: string): Promise<Manifest['media']['files']> {
  const storages = await openStorages(config);
  try {
    const files = { media: 0, private: 0 };
    for (const folder of FOLDERS) {
      const storage = storageOf(storages, folder);
      await mkdir(path.join(staging, folder));
      for (const name of await storage.list()) {
        const object = await storage.get(name);
        if (!object) continue; // deleted since the listing
        await pipeline(object.body, createWriteStream(path.join(staging, folder, name)));
        files[folder]++;
      }
    }
    return files;
  } finally {
    await storages.storage.close();
    await storages.documents.close();
  }
}

const storageOf = (
  storages: { storage: MediaStorage; documents: MediaStorage },
  folder: (typeof FOLDERS)[number],
) => (folder === 'media' ? storages.storage : storages.documents);

async function restore(config: Config, file: string, force: boolean): Promise<string> {
  if (!existsSync(file)) throw new UsageError(USAGE, `fichier introuvable : ${file}`);
  const staging = await mkdtemp(path.join(os.tmpdir(), 'sugu-restore-'));
  try {
    await tar('tar', ['-xzf', file, '-C', staging]);
    const manifest = JSON.parse(await readFile(path.join(staging, 'manifest.json'), 'utf8')) as Manifest;
    if (manifest.format !== FORMAT) throw new UsageError(USAGE, `${file} n'est pas une sauvegarde de Sugu`);
    const dump = path.join(staging, manifest.database.file);
    // Non-empty media refuse the restore before the database is touched: nothing is half restored.
    await assertMediaEmpty(config, force);
    const restored =
      manifest.database.kind === 'postgres'
        ? await restoreIntoPostgres(config, dump, force)
        : await restoreIntoPglite(config, dump, force);
    const mismatches = Object.entries(manifest.database.counts)
      .filter(([table, n]) => restored.counts[table] !== n)
      .map(([table, n]) => `${table} : ${restored.counts[table] ?? 'absente'} au lieu de ${n}`);
    if (mismatches.length)
      throw new Error(`La base restaurée diffère de la sauvegarde :\n  ${mismatches.join('\n  ')}`);
    const files = await restoreMedia(config, staging);
    return `Sauvegarde du ${manifest.createdAt} restaurée (${files} fichiers de médias).\n${summary(manifest)}`;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function restoreIntoPostgres(config: Config, dump: string, force: boolean): Promise<DatabaseFacts> {
  if (!config.databaseUrl)
    throw new UsageError(
      USAGE,
      'cette sauvegarde est celle d’un serveur PostgreSQL : définissez DATABASE_URL',
    );
  const target = await openDatabase({ url: config.databaseUrl, migrate: false });
  try {
    if (await hasTables(target.db)) {
      if (!force)
        throw new UsageError(USAGE, 'la base de DATABASE_URL n’est pas vide (--force pour la remplacer)');
      await dropAppSchemas(target.db);
    }
    const warnings = await restorePostgres(config.databaseUrl, dump);
    if (warnings) console.warn(`pg_restore :\n${warnings}`);
    return await factsOf(target.db);
  } finally {
    await target.close();
  }
}

async function restoreIntoPglite(config: Config, dump: string, force: boolean): Promise<DatabaseFacts> {
  if (config.databaseUrl)
    throw new UsageError(USAGE, 'cette sauvegarde est celle de la base embarquée : retirez DATABASE_URL');
  if (await serverRunsOn(config.dataDir))
    throw new UsageError(USAGE, `un serveur tourne sur ${config.dataDir} : arrêtez-le avant de restaurer`);
  const dataDir = path.join(config.dataDir, 'pg');
  if (await notEmpty(dataDir)) {
    if (!force) throw new UsageError(USAGE, `${dataDir} n’est pas vide (--force pour le remplacer)`);
    await rm(dataDir, { recursive: true, force: true });
  }
  const template = new Blob([await readFile(dump)]);
  const restored = await openDatabase({ dataDir, template, migrate: false });
  try {
    return await factsOf(restored.db);
  } finally {
    await restored.close();
  }
}

const notEmpty = async (dir: string) => ((await readdir(dir).catch(() => [])) as string[]).length > 0;

/** Refuses storages that hold files already, unless `force`: checked before anything is restored. */
async function assertMediaEmpty(config: Config, force: boolean): Promise<void> {
  if (force) return;
  const storages = await openStorages(config);
  try {
    for (const folder of FOLDERS)
      if ((await storageOf(storages, folder).list()).length > 0)
        throw new UsageError(
          USAGE,
          `les médias (${config.s3 ? `bucket ${config.s3.bucket}` : path.join(config.dataDir, folder)}) ne sont pas vides (--force pour les compléter)`,
        );
  } finally {
    await storages.storage.close();
    await storages.documents.close();
  }
}

/** Puts the archive's files into the configured storages; the number of files. */
async function restoreMedia(config: Config, staging: string): Promise<number> {
  const storages = await openStorages(config);
  try {
    let count = 0;
    for (const folder of FOLDERS) {
      const storage = storageOf(storages, folder);
      for (const name of await readdir(path.join(staging, folder))) {
        const bytes = await readFile(path.join(staging, folder, name));
        await storage.put(name, bytes, contentTypeOf(name));
        count++;
      }
    }
    return count;
  } finally {
    await storages.storage.close();
    await storages.documents.close();
  }
}

function summary(manifest: Manifest): string {
  const { counts, migration, kind } = manifest.database;
  const rows = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const key = ['users', 'orders', 'messages', 'ledger_entries']
    .filter((table) => table in counts)
    .map((table) => `${table} ${counts[table]}`)
    .join(', ');
  return [
    `Base ${kind === 'postgres' ? 'PostgreSQL' : 'embarquée'}, migration ${migration ?? 'aucune'} : ${rows} lignes (${key}).`,
    `Médias : ${manifest.media.files.media} publics, ${manifest.media.files.private} privés.`,
  ].join('\n');
}

await runAsScript(import.meta.url, USAGE, runBackupCommand);
