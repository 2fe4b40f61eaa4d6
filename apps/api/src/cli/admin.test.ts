// `npm run admin`: creates, promotes and demotes operators on the embedded database (a data directory, as
// `npm start` uses it) and, with the 'api-pg' project, on a PostgreSQL database named by its URL. The
// account it makes signs in and reaches /api/Admin.
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MSG, OPERATOR_MSG } from '@sugu/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { usesPostgres } from '../../test/helper.js';
import { adminQuery, databaseUrl } from '../../test/postgres.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { runAdminCommand } from './admin.js';

const suffix = randomBytes(4).toString('hex');
const dataDir = path.join(tmpdir(), `sugu-admin-cli-${suffix}`);
const serverUrl = process.env.TEST_DATABASE_URL;
const pgName = `sugu_cli_${suffix}`;
const env: NodeJS.ProcessEnv =
  usesPostgres() && serverUrl
    ? { DATABASE_URL: databaseUrl(serverUrl, pgName), DATA_DIR: dataDir }
    : { DATA_DIR: dataDir };
if (env.DATABASE_URL) await adminQuery(serverUrl!, `CREATE DATABASE ${pgName}`);

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  if (env.DATABASE_URL) await adminQuery(serverUrl!, `DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`);
});

const run = (...argv: string[]) => runAdminCommand(argv, env);
const email = `ops.${suffix}@sugu.ml`;
/** `create` with these flags; the PIN is left out when not given. */
const create = (flags: { email: string; username: string; password: string; pin?: string }) =>
  run(
    'create',
    '--email',
    flags.email,
    '--username',
    flags.username,
    '--password',
    flags.password,
    ...(flags.pin ? ['--pin', flags.pin] : []),
  );

/** Signs in on a server over the same database; the status of GET /api/Admin/audit. */
async function auditStatus(identifier: string, password: string): Promise<number> {
  const app = await buildApp(
    loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ...env }),
  );
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/Auth/login',
      payload: { email: identifier, motDePasse: password },
    });
    expect(login.statusCode).toBe(200);
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    return (await app.inject({ method: 'GET', url: '/api/Admin/audit', headers: { cookie } })).statusCode;
  } finally {
    await app.close();
  }
}

describe(`npm run admin (${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite data directory'})`, () => {
  it('creates an operator who signs in and opens the console', async () => {
    expect(await create({ email, username: `ops${suffix}`, password: 'Sugu2026', pin: '1234' })).toBe(
      OPERATOR_MSG.created(email),
    );
    expect(await auditStatus(email, 'Sugu2026')).toBe(200);
  }, 120_000);

  it('refuses a taken address, a weak password, a missing PIN, in French', async () => {
    await expect(
      create({ email, username: `autre${suffix}`, password: 'Sugu2026', pin: '1234' }),
    ).rejects.toThrow(MSG.emailTaken);
    await expect(
      create({ email: `x${email}`, username: `x${suffix}`, password: 'faible', pin: '1234' }),
    ).rejects.toThrow(MSG.passwordWeak);
    await expect(
      create({ email: `y${email}`, username: `y${suffix}`, password: 'Sugu2026' }),
    ).rejects.toThrow(MSG.pinInvalid);
    await expect(run('rename', '--email', email)).rejects.toThrow('Usage');
  }, 60_000);

  it('demotes and promotes again; the role applies to the next request', async () => {
    expect(await run('demote', '--email', email.toUpperCase())).toBe(OPERATOR_MSG.demoted(email, 'Client'));
    expect(await auditStatus(email, 'Sugu2026')).toBe(403);
    await expect(run('demote', '--email', email)).rejects.toThrow(OPERATOR_MSG.notOperator);
    expect(await run('promote', '--email', email)).toBe(OPERATOR_MSG.promoted(email));
    await expect(run('promote', '--email', email)).rejects.toThrow(OPERATOR_MSG.alreadyOperator);
    await expect(run('promote', '--email', `personne.${suffix}@sugu.ml`)).rejects.toThrow(
      OPERATOR_MSG.accountNotFound,
    );
    expect(await auditStatus(email, 'Sugu2026')).toBe(200);
  }, 120_000);
});
