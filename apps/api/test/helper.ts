// Builds the app per test file on a fresh database: in-memory PGlite, or a new database on the server
// named by TEST_DATABASE_URL when the 'api-pg' project runs.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, inject } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';

export interface TestApp {
  app: App;
  config: Config;
  database: DatabaseHandle;
}

const usesPostgres = () => process.env.SUGU_TEST_DB === 'postgres';

export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!usesPostgres() || !serverUrl) {
    const template = new Blob([await readFile(inject('pgliteTemplate'))]);
    return openDatabase({ dataDir: 'memory', template });
  }
  const { default: pg } = await import('pg');
  const name = `sugu_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  return {
    ...handle,
    async close() {
      await handle.close();
      const drop = new pg.Client({ connectionString: serverUrl });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
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
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return { app, config, database };
}

/** The session cookie of a response, to send back as `cookie` header. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'sugu_session');
  if (!cookie) throw new Error('no session cookie in response');
  return `sugu_session=${cookie.value}`;
}
