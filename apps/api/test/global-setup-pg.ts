// The 'api-pg' project's template: one database on the server named by TEST_DATABASE_URL, migrated once per
// run. Each test file's database is a copy of it (CREATE DATABASE … TEMPLATE, about 0.1 s) instead of a
// new one that runs every migration (about 0.5 s).
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';
import { adminQuery, databaseUrl } from './postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('the api-pg project needs TEST_DATABASE_URL');
  const name = `sugu_test_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
  const handle = await openDatabase({ url: databaseUrl(serverUrl, name) });
  await handle.close();
  project.provide('pgTemplate', name);
  return () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
