// What the command-line scripts (admin.ts, backup.ts) share: their usage errors, and running as a script.
import path from 'node:path';
import { ConfigError } from '../config.js';

/** A mistake on the command line: its detail, then the command's usage. */
export class UsageError extends Error {
  constructor(usage: string, detail?: string) {
    super(detail ? `${detail}\n${usage}` : usage);
  }
}

/**
 * Runs `command` on the arguments when the module `moduleUrl` is the script node started, and prints its
 * lines; a usage, configuration or `expected` error prints its message and exits with 1.
 */
export async function runAsScript(
  moduleUrl: string,
  usage: string,
  command: (argv: string[]) => Promise<string>,
  expected: (error: unknown) => boolean = () => false,
): Promise<void> {
  const script = process.argv[1];
  if (!script || !moduleUrl.endsWith(path.basename(script))) return;
  try {
    console.log(await command(process.argv.slice(2)));
  } catch (error) {
    if (error instanceof UsageError || error instanceof ConfigError || expected(error)) {
      console.error((error as Error).message);
      process.exit(1);
    }
    if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
      console.error(`${error.message}\n${usage}`);
      process.exit(1);
    }
    throw error;
  }
}
