// Builds the app per test file on a fresh database: in-memory PGlite, or a new database on the server
// named by TEST_DATABASE_URL when the 'api-pg' project runs.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import { type Database, type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { onCacheEvent } from '../src/lib/cache-events.js';
import { DB_CHANNELS, publishAfterCommit } from '../src/lib/db-events.js';
import { adminQuery, databaseUrl } from './postgres.js';

export interface TestApp {
  app: App;
  config: Config;
  database: DatabaseHandle;
}

export const usesPostgres = () => process.env.SUGU_TEST_DB === 'postgres';

export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!usesPostgres() || !serverUrl) {
    const template = new Blob([await readFile(inject('pgliteTemplate'))]);
    return openDatabase({ dataDir: 'memory', template });
  }
  const name = `sugu_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
  const handle = await openDatabase({ url: databaseUrl(serverUrl, name) });
  return {
    ...handle,
    async close() {
      await handle.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

// Apps opened by setupTestApp and not closed yet: test/setup.ts closes them once each file's tests are done.
// (setupTestApp is called from beforeAll hooks and tests too, where an afterAll it registered would never
// run: their apps, databases and timers outlived the file.)
const openApps: TestApp[] = [];

export async function closeTestApps(): Promise<void> {
  for (const { app, database } of openApps.splice(0).reverse()) {
    await app.close();
    await database.close();
  }
}

/** An app on its own database, closed after the file's tests. */
export async function setupTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: `/tmp/sugu-test-${randomBytes(4).toString('hex')}`,
    WEB_DIST: '/nonexistent',
    ...env,
  });
  const database = await openTestDatabase();
  const app = await buildApp(config, { database });
  openApps.push({ app, config, database });
  await app.ready();
  return { app, config, database };
}

/** The session cookie of a response, to send back as `cookie` header. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'sugu_session');
  if (!cookie) throw new Error('no session cookie in response');
  return `sugu_session=${cookie.value}`;
}

export interface SqlSpy {
  /** Statements sent since the spy started or was last reset. */
  readonly count: number;
  reset(): void;
  /** Puts the driver's own query back. */
  restore(): void;
}

/**
 * Counts the SQL statements `database` sends (PGlite or node-postgres alike). `before` runs ahead of each
 * statement with its text and parameters: a test can act in the middle of a request (another user writes
 * meanwhile).
 */
export function spySql(
  database: DatabaseHandle,
  before?: (text: string, values: unknown[]) => Promise<void> | undefined,
): SqlSpy {
  const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } })
    .$client;
  const original = client.query;
  const textOf = (query: unknown) =>
    typeof query === 'string' ? query : ((query as { text?: string }).text ?? '');
  // query(text, values) or query({ text, values }) (a named statement on node-postgres).
  const valuesOf = (args: unknown[]) =>
    (Array.isArray(args[1]) ? args[1] : (args[0] as { values?: unknown[] })?.values) ?? [];
  let count = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    count++;
    const waiting = before?.(textOf(args[0]), valuesOf(args));
    return waiting ? waiting.then(() => original.apply(this, args)) : original.apply(this, args);
  };
  return {
    get count() {
      return count;
    },
    reset: () => {
      count = 0;
    },
    restore: () => {
      client.query = original;
    },
  };
}

/** Per database, the markers cacheEventsSettled waits for, resolved when the app's listener applies them. */
const settling = new WeakMap<Database, Map<string, () => void>>();

/**
 * Resolves once the app's own listener has applied every cache event committed before the call
 * (lib/cache-events.ts). A write's events are applied by the writing process before it answers, and once
 * more when its notification comes back through LISTEN: a moment later on PostgreSQL, possibly in the middle
 * of the test's next reads. A test that counts on kept data staying as it is (a list stale on purpose,
 * counters as last written, a page served without SQL) first waits for that second delivery. Not a sleep:
 * a marker is published after the test's writes and awaited, and NOTIFY delivers in commit order.
 */
export async function cacheEventsSettled(app: App): Promise<void> {
  const db = app.ctx.db;
  let waiting = settling.get(db);
  if (!waiting) {
    const markers = new Map<string, () => void>();
    onCacheEvent(db, (event) => {
      if (event.kind === 'clear') markers.get(event.name)?.();
    });
    settling.set(db, markers);
    waiting = markers;
  }
  const marker = `settled-${randomBytes(6).toString('hex')}`;
  const applied = new Promise<void>((resolve) => waiting.set(marker, resolve));
  // Only published, not applied here as `announcing` would: it reaches the handlers through the listener
  // alone, after every notification committed before it. A clear of no cache changes nothing.
  await db.transaction((tx) => publishAfterCommit(tx, DB_CHANNELS.cache, [{ kind: 'clear', name: marker }]));
  await applied;
  waiting.delete(marker);
}
