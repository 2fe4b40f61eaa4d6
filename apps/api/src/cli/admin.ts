// `npm run admin -- create|promote|demote …`: the only way to make an operator (role Admin). Works on the
// embedded database (DATA_DIR, the server stopped: PGlite has one process) and on PostgreSQL (DATABASE_URL).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { OPERATOR_MSG } from '@sugu/domain';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { AppError } from '../lib/errors.js';
import { createOperator, demoteOperator, promoteOperator } from '../modules/users/index.js';
import { runAsScript, UsageError } from './main.js';

const USAGE = `Usage :
  npm run admin -- create --email <e-mail> --username <nom> --password <mot de passe> --pin <4 chiffres> [--name <nom>] [--first-name <prénom>]
  npm run admin -- promote --email <e-mail> [--pin <4 chiffres>]
  npm run admin -- demote --email <e-mail>
Base : DATABASE_URL (PostgreSQL) sinon DATA_DIR (./data par défaut, serveur arrêté).`;

const OPTIONS = {
  email: { type: 'string' },
  username: { type: 'string' },
  password: { type: 'string' },
  pin: { type: 'string' },
  name: { type: 'string' },
  'first-name': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Runs one command; the French line to print. Exported for the test. */
export async function runAdminCommand(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const { positionals, values } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true });
  const [command] = positionals;
  if (values.help || !command || !['create', 'promote', 'demote'].includes(command))
    throw new UsageError(USAGE);
  if (!values.email) throw new UsageError(USAGE, '--email est requis');

  const config = loadConfig(env);
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pg') },
  );
  try {
    const { db } = database;
    if (command === 'create') {
      await createOperator(db, {
        email: values.email,
        username: values.username ?? '',
        password: values.password ?? '',
        pin: values.pin ?? '',
        ...(values.name && { name: values.name }),
        ...(values['first-name'] && { firstName: values['first-name'] }),
      });
      return OPERATOR_MSG.created(values.email.trim().toLowerCase());
    }
    if (command === 'promote') {
      await promoteOperator(db, values.email, values.pin);
      return OPERATOR_MSG.promoted(values.email.trim().toLowerCase());
    }
    const { role } = await demoteOperator(db, values.email);
    return OPERATOR_MSG.demoted(values.email.trim().toLowerCase(), role);
  } finally {
    await database.close();
  }
}

await runAsScript(import.meta.url, USAGE, runAdminCommand, (error) => error instanceof AppError);
