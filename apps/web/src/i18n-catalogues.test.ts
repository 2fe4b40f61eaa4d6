// Proof that every word of the web app comes from a catalogue and that English has all of them
// (packages/domain i18n.ts; docs/ARCHITECTURE.md, Langues). Adding a language: its tables, and this test.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { catalogueIds, catalogueSource, DOMAIN_EN, frenchLiterals, untranslated } from '@sugu/domain';
import { describe, expect, it } from 'vitest';
import { WEB_EN } from './app/i18n-en';
import { FIRST_SCREEN_EN } from './app/i18n-en-first';

// Every screen module's catalogue, loaded as the app loads them.
import.meta.glob(['./**/text.ts', './**/*-text.ts'], { eager: true });

/**
 * Screen catalogues not translated yet: shown in French in an English visit. This list only shrinks: the
 * test fails when a module here gets its English (remove it) or a new module comes without English.
 */
const NOT_YET_IN_ENGLISH: string[] = [];

/** Sources allowed to hold French words outside a catalogue, each for a reason. */
const FRENCH_ALLOWED = new Set([
  // The demo suggestions of the home sidebar: shop names and their activity as the shops wrote them.
  'features/feed/components/suggestions.ts',
]);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.(ts|tsx)$/.test(name) &&
      !/\.(test|fixture)\.tsx?$|(^|\/|-)text(\.en)?\.ts$|i18n-en\.ts$/.test(file)
      ? [file]
      : [];
  });
}

describe('web catalogues', () => {
  it('give every French entry an English one (screens and domain), but for the modules listed', () => {
    const tables = { ...DOMAIN_EN, ...WEB_EN };
    const webIds = catalogueIds().filter((id) => id.startsWith('web:'));
    expect(webIds.length).toBeGreaterThan(20);
    const translated = webIds.filter((id) => !NOT_YET_IN_ENGLISH.includes(id));
    expect(untranslated(tables, translated)).toEqual([]);
    expect(
      untranslated(
        tables,
        catalogueIds().filter((id) => !id.startsWith('web:')),
      ),
    ).toEqual([]);
    // The list only shrinks: no English table for a listed module, and every module is either.
    expect(NOT_YET_IN_ENGLISH.filter((id) => id in WEB_EN)).toEqual([]);
    expect(Object.keys(WEB_EN).sort()).toEqual(translated.sort());
  });

  it('hold every French word of the screens: no French literal in a component or a hook', () => {
    const root = import.meta.dirname;
    const found = sources(root)
      .map((file) => path.relative(root, file))
      .filter((file) => !FRENCH_ALLOWED.has(file))
      .flatMap((file) =>
        frenchLiterals(readFileSync(path.join(root, file), 'utf8')).map(
          (hit) => `${file}:${hit.line} ${hit.text}`,
        ),
      );
    expect(found).toEqual([]);
  });

  it('give the first screen its English without the ICU formatter, as the whole language has it', () => {
    // The first part of English comes without FormatJS (app/i18n-en-first.ts): an ICU string there would
    // show the French function's text instead.
    const icuStrings: string[] = [];
    // Over the English entries: a domain table's first part holds some of its entries only.
    const walk = (french: unknown, english: unknown, at: string) => {
      if (typeof french === 'function' && typeof english !== 'function') icuStrings.push(at);
      else if (english !== null && typeof english === 'object')
        for (const [key, child] of Object.entries(english))
          walk((french as Record<string, unknown> | undefined)?.[key], child, `${at}.${key}`);
    };
    const whole: Record<string, unknown> = { ...DOMAIN_EN, ...WEB_EN };
    for (const [id, table] of Object.entries(FIRST_SCREEN_EN)) {
      walk(catalogueSource(id), table, id);
      for (const [key, entry] of Object.entries(table))
        expect((whole[id] as Record<string, unknown>)[key], `${id}.${key}`).toBe(entry);
    }
    expect(icuStrings).toEqual([]);
  });

  it('would catch a French word written in a component', () => {
    expect(frenchLiterals('<p>Votre commande est prête</p>')).toHaveLength(1);
    expect(frenchLiterals("const label = 'Aucune boutique trouvée';")).toHaveLength(1);
    expect(frenchLiterals('<p>{t.title}</p>')).toEqual([]);
  });
});
