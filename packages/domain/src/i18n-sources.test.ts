// Proof that the domain's French words are all in catalogues (localized(...)): a message written outside one
// would reach English readers in French.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { frenchLiterals } from './i18n.js';

/** Allowed to hold French outside a catalogue, each for a reason. */
const FRENCH_ALLOWED = new Set([
  // The seeded categories' names: data written to the database (their English, keyed by them, in locales/en.ts).
  'categories.ts',
  // The spec's French formats themselves (FORMATS is the catalogue; English in locales/formats-en.ts).
  'format.ts',
  // The audit actions' labels: the console's catalogue holds them (web:adminText, audit.actions).
  'operators.ts',
  // Country names, as each country writes its own name in French (their English: locales/en.ts).
  'reference-data.ts',
]);

/** The source with each localized(...) call blanked, lines kept. */
function outsideCatalogues(source: string): string {
  let out = '';
  let from = 0;
  for (let at = source.indexOf('localized(', from); at >= 0; at = source.indexOf('localized(', from)) {
    let depth = 0;
    let end = at + 'localized'.length;
    for (; end < source.length; end += 1) {
      if (source[end] === '(') depth += 1;
      else if (source[end] === ')' && --depth === 0) break;
    }
    out += source.slice(from, at) + source.slice(at, end + 1).replace(/[^\n]/g, ' ');
    from = end + 1;
  }
  return out + source.slice(from);
}

describe('domain messages', () => {
  it('are all in catalogues', () => {
    const dir = import.meta.dirname;
    const found = readdirSync(dir)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !FRENCH_ALLOWED.has(file))
      .flatMap((file) =>
        frenchLiterals(outsideCatalogues(readFileSync(path.join(dir, file), 'utf8'))).map(
          (hit) => `${file}:${hit.line} ${hit.text}`,
        ),
      );
    expect(found).toEqual([]);
  });
});
