// Proof that every message the API sends comes from a catalogue (packages/domain): no French sentence
// written in its code. Not scanned: the OpenAPI summaries of *.routes.ts (read by developers, not users),
// the operators' command line (cli/), configuration errors, the demo's content (db/seed/) and logs.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { frenchLiterals } from '@sugu/domain';
import { describe, expect, it } from 'vitest';

const ROOT = import.meta.dirname;
const NOT_USER_FACING = /^(cli|db\/seed|fuzz)\/|^(config|main|db\/backup|plugins\/openapi)\.ts$|\.test\.ts$/;

/** Allowed to hold French outside a catalogue, each for a reason. */
const FRENCH_ALLOWED = new Set([
  // The payment provider stand-in's page (PAYMENT_PROVIDER=sandbox): the provider's screen, not Sugu's.
  'modules/payments/sandbox-page.ts',
]);

/** In a routes file only what answers a request is read: a message, a thrown error. */
const ANSWERS = /message|send\(|throw|invalid\(|conflict\(|forbidden\(|notFound\(|error:/;

/** A line without its strings: what it does, not what it says. */
const codeOf = (line = '') => line.replace(/'[^']*'|"[^"]*"|`[^`]*`/g, '');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? files(file) : name.endsWith('.ts') ? [file] : [];
  });
}

describe('API messages', () => {
  it('come from the catalogues: no French sentence in the code', () => {
    const found = files(ROOT)
      .map((file) => path.relative(ROOT, file))
      .filter((file) => !NOT_USER_FACING.test(file) && !FRENCH_ALLOWED.has(file))
      .flatMap((file) => {
        const source = readFileSync(path.join(ROOT, file), 'utf8');
        const lines = source.split('\n');
        return frenchLiterals(source)
          .filter((hit) => !file.endsWith('.routes.ts') || ANSWERS.test(codeOf(lines[hit.line - 1])))
          .filter((hit) => !/\b(summary|description|tags):/.test(lines[hit.line - 1] ?? ''))
          .map((hit) => `${file}:${hit.line} ${hit.text}`);
      });
    expect(found).toEqual([]);
  });
});
