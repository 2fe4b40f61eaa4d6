// The one way API tests get an app: setupTestApp builds it per test file on a fresh database (in-memory
// PGlite, or a new database on the server named by TEST_DATABASE_URL when the 'api-pg' project runs), with
// the one controllable clock, listening on a port when the test needs real sockets, and closed after the
// file's tests (test/setup.ts). Data comes from test/factories.
import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, inject } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import { type Database, type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { announcing, type CacheEvent, onCacheEvent } from '../src/lib/cache-events.js';
import { DB_CHANNELS, listen, publishAfterCommit } from '../src/lib/db-events.js';
import type { HubTiming } from '../src/realtime/signalr/hub.js';
import { adminQuery, databaseUrl } from './postgres.js';

export const usesPostgres = () => process.env.SUGU_TEST_DB === 'postgres';

/** A test database; `url` names it on the PostgreSQL server (another process can open its own pool). */
interface TestDatabase extends DatabaseHandle {
  url?: string;
}

async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!usesPostgres() || !serverUrl) {
    const template = new Blob([await readFile(inject('pgliteTemplate'))]);
    return openDatabase({ dataDir: 'memory', template });
  }
  const name = `sugu_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
  const url = databaseUrl(serverUrl, name);
  const handle = await openDatabase({ url });
  return {
    ...handle,
    url,
    async close() {
      await handle.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * The app's one clock (`ctx.now`, given as `BuildOptions.clock`, read by every time rule): a test moves it
 * instead of waiting. Running, it goes on from the real time plus what the test added; frozen, it stands
 * still between two moves (a test can then compare a stored time with `now()` exactly).
 */
export interface TestClock {
  now(): Date;
  advanceHours(hours: number): void;
}

function testClock(frozen: boolean): TestClock {
  const start = Date.now();
  let offset = 0;
  return {
    now: () => new Date((frozen ? start : Date.now()) + offset),
    advanceHours(hours) {
      offset += hours * 3_600_000;
    },
  };
}

export interface TestAppOptions {
  /** Environment on top of the test defaults (SMTP_URL, WEB_DIST, RATE_LIMIT…). */
  env?: Record<string, string>;
  /** Listens on a free port of 127.0.0.1 (or on `port`, to start a server again where it was): `url`. */
  listen?: boolean | { port: number };
  /** 'frozen': the clock stands still until the test moves it. Running by default. */
  clock?: 'running' | 'frozen';
  /**
   * Another app on the database of `app`, with its config (`config` changes some of it): 'restart' is
   * the same server started again on the same connection; 'process' is another server with its own pool
   * (PostgreSQL only), told of changes only by the database's notifications.
   */
  sharing?: { app: App; as: 'restart' | 'process'; config?: Partial<Config> };
  /** The live hub's timers, shortened so a test never waits for real ones. */
  hubTiming?: Partial<HubTiming>;
  /** Runs before the app is ready, to add test-only routes. */
  extend?: (app: App) => void | Promise<void>;
}

export interface TestApp {
  app: App;
  config: Config;
  database: DatabaseHandle;
  /** `database.db`: what the tests query. */
  db: DatabaseHandle['db'];
  clock: TestClock;
  /** The base URL, with `listen: true`. */
  readonly url: string;
  /** Closes it before the end of the file (otherwise test/setup.ts does). */
  close(): Promise<void>;
}

// Apps opened by setupTestApp and not closed yet: test/setup.ts closes them once each file's tests are done.
// (setupTestApp is called from beforeAll hooks and tests too, where an afterAll it registered would never
// run: their apps, databases and timers outlived the file.)
const openApps: TestApp[] = [];

export async function closeTestApps(): Promise<void> {
  for (const testApp of [...openApps].reverse()) await testApp.close();
}

/** An app on its own database (or another's, with `sharing`), closed after the file's tests. */
export async function setupTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const sharing = options.sharing && { ...options.sharing, of: testAppOf(options.sharing.app) };
  const config = sharing
    ? { ...sharing.of.config, ...sharing.config }
    : loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
        DATA_DIR: `/tmp/sugu-test-${randomBytes(4).toString('hex')}`,
        WEB_DIST: '/nonexistent',
        ...options.env,
      });
  const ownsDatabase = sharing?.as !== 'restart';
  const database = sharing ? await sharedDatabase(sharing) : await openTestDatabase();
  const clock = testClock(options.clock === 'frozen');
  const app = await buildApp(config, {
    database,
    clock: clock.now,
    ...(options.hubTiming && { hubTiming: options.hubTiming }),
  });
  let url: string | undefined;
  let closed = false;
  const testApp: TestApp = {
    app,
    config,
    database,
    db: database.db,
    clock,
    get url() {
      if (!url) throw new Error('setupTestApp({ listen: true }) gives a url');
      return url;
    },
    async close() {
      if (closed) return;
      closed = true;
      openApps.splice(openApps.indexOf(testApp), 1);
      await app.close();
      if (!ownsDatabase) return;
      await database.close();
      if (!sharing) await rm(config.dataDir, { recursive: true, force: true });
    },
  };
  openApps.push(testApp);
  await options.extend?.(app);
  if (options.listen) {
    const port = options.listen === true ? 0 : options.listen.port;
    await app.listen({ port, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  } else {
    await app.ready();
  }
  return testApp;
}

function testAppOf(app: App): TestApp {
  const found = openApps.find((testApp) => testApp.app === app);
  if (!found) throw new Error('sharing: the app is not an open test app');
  return found;
}

async function sharedDatabase({
  of,
  as,
}: {
  of: TestApp;
  as: 'restart' | 'process';
}): Promise<DatabaseHandle> {
  if (as === 'restart') return of.database;
  const url = (of.database as TestDatabase).url;
  if (!url) throw new Error('another process shares a PostgreSQL database only (the api-pg project)');
  return openDatabase({ url });
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

/**
 * Listens on the cache channel as another process does: `announcedBy(write)` runs the write and returns
 * every event it announced, in commit order, as that process receives them (all of them once a marker
 * published after the write has arrived: NOTIFY delivers in commit order). Stops listening after the file.
 */
export async function listenAsAnotherProcess(app: App) {
  const db = app.ctx.db;
  const received: CacheEvent[][] = [];
  const arrivals = new Map<string, () => void>();
  const unlisten = await listen(
    db,
    app.ctx.dbKind,
    DB_CHANNELS.cache,
    (payload) => {
      const events = payload as CacheEvent[];
      received.push(events);
      for (const event of events) if (event.kind === 'clear') arrivals.get(event.name)?.();
    },
    (error) => {
      throw error;
    },
  );
  afterAll(() => unlisten());
  return {
    async announcedBy(write: () => Promise<unknown>): Promise<CacheEvent[]> {
      const from = received.length;
      await write();
      const marker = `marker-${randomBytes(6).toString('hex')}`;
      const arrived = new Promise<void>((resolve) => arrivals.set(marker, () => resolve()));
      await announcing(db, async (_tx, announce) => announce({ kind: 'clear', name: marker }));
      await arrived;
      arrivals.delete(marker);
      return received.slice(from).flat();
    },
  };
}

/** The names of the caches `events` clear. */
export const clearedBy = (events: CacheEvent[]): string[] =>
  events.flatMap((event) => (event.kind === 'clear' ? [event.name] : []));
