// Languages: one mechanism for the web app, the API and this package.
//
// French is the source: every catalogue is the French object a module already exports (MSG, ORDER_MSG, a
// screen's text module...), wrapped by `localized(id, french)`. What it returns has the same type and reads
// the same keys; while another language is active, each read gives that language's entry. A translation is
// a plain object of the same shape (`Translation<typeof X>`, so TypeScript refuses a missing key), loaded
// only when its language is used (`registerTranslation`): a French visit downloads no translation, and the
// French strings are the very ones written in the modules.
//
// Entries with values are functions in French. A translation gives either a function with the same
// parameters or an ICU MessageFormat string whose arguments are the parameters by position ({0}, {1}...,
// plurals as `{0, plural, one {# order} other {# orders}}`); the translation's loader brings the ICU
// formatter (FormatJS intl-messageformat) with it.
//
// Which language is active is asked of a reader: the web app's chosen language, the API's request (its
// user's saved choice, else Accept-Language) or the receiver of a notification (see apps/api/src/i18n.ts).

export const LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

/** The names each language is offered under, in itself ('Langue / Language' lists them). */
export const LOCALE_NAMES: Record<Locale, string> = { fr: 'Français', en: 'English' };

export const isLocale = (value: unknown): value is Locale => value === 'fr' || value === 'en';

/** A translation of a French catalogue: the same keys, strings for strings, a function or an ICU string for a function. */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? ((...args: A) => string) | string
    : T extends object
      ? { readonly [K in keyof T]: Translation<T[K]> }
      : T;

/** Formats an ICU string of a translation with the French function's arguments ({0}, {1}...). */
export type IcuFormatter = (message: string, locale: Locale, args: readonly unknown[]) => string;

type Table = Record<string, unknown>;

let readLocale: () => Locale = () => DEFAULT_LOCALE;
const sources = new Map<string, object>();
const translations = new Map<Locale, { tables: Table; icu?: IcuFormatter }>();

/** Where the active language comes from (the web app's state, the API's request context). */
export function setLocaleReader(reader: () => Locale): void {
  readLocale = reader;
}

export const activeLocale = (): Locale => readLocale();

/**
 * Loads a language's catalogues: `tables` maps each catalogue id to its translation. A language may come in
 * parts (the web app's first screen, then the rest): each part replaces the tables it names, and brings the
 * ICU formatter once its messages need it.
 */
export function registerTranslation(locale: Locale, tables: Table, icu?: IcuFormatter): void {
  const loaded = translations.get(locale);
  translations.set(locale, {
    tables: { ...loaded?.tables, ...tables },
    icu: icu ?? loaded?.icu,
  });
}

export const hasTranslation = (locale: Locale): boolean =>
  locale === DEFAULT_LOCALE || translations.has(locale);

/** The ids of every French catalogue loaded so far (a test checks each has its translations). */
export const catalogueIds = (): string[] => [...sources.keys()];
export const catalogueSource = (id: string): object | undefined => sources.get(id);

function entryAt(locale: Locale, path: readonly string[]): unknown {
  let node: unknown = translations.get(locale)?.tables;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Table)[key];
  }
  return node;
}

function view<T extends object>(source: T, path: readonly string[]): T {
  const nested = new Map<string, object>();
  return new Proxy(source, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof key !== 'string') return value;
      if (value !== null && typeof value === 'object') {
        let child = nested.get(key);
        if (!child) {
          child = view(value, [...path, key]);
          nested.set(key, child);
        }
        return child;
      }
      const locale = readLocale();
      if (locale === DEFAULT_LOCALE) return value;
      const entry = entryAt(locale, [...path, key]);
      if (typeof value === 'function' && typeof entry === 'string') {
        const icu = translations.get(locale)?.icu;
        return icu ? (...args: unknown[]) => icu(entry, locale, args) : value;
      }
      return typeof entry === typeof value ? entry : value;
    },
  });
}

/** A French catalogue that answers in the active language. */
export function localized<T extends object>(id: string, french: T): T {
  sources.set(id, french);
  frenchIndex = null;
  return view(french, [id]);
}

/**
 * A name stored in French outside the code (a reference category's, a database row): its entry under `key`
 * in the active language's `id` table, else `fallback`. The French names need not be in the web app: only
 * the translation lists them, keyed by what stays stable (the seeded French name, a country's code).
 */
export function translatedName(id: string, key: string, fallback = key): string {
  const locale = readLocale();
  const entry = locale === DEFAULT_LOCALE ? undefined : entryAt(locale, [id, key]);
  return typeof entry === 'string' ? entry : fallback;
}

let frenchIndex: Map<string, string[]> | null = null;

function indexFrench(node: unknown, path: string[], index: Map<string, string[]>) {
  if (typeof node === 'string') {
    if (!index.has(node)) index.set(node, path);
  } else if (node !== null && typeof node === 'object') {
    for (const [key, child] of Object.entries(node)) indexFrench(child, [...path, key], index);
  }
}

/**
 * A French text already written (a Zod rule's message, fixed when its schema was built) in `locale`: the
 * same entry of the translation, else the text unchanged.
 */
export function translateText(text: string, locale: Locale = readLocale()): string {
  if (locale === DEFAULT_LOCALE) return text;
  if (!frenchIndex) {
    frenchIndex = new Map();
    for (const [id, source] of sources) indexFrench(source, [id], frenchIndex);
  }
  const path = frenchIndex.get(text);
  const entry = path && entryAt(locale, path);
  return typeof entry === 'string' ? entry : text;
}

/**
 * The paths of the French entries a translation lacks, or gives with another kind (a string for a string;
 * a function or an ICU string for a function). Every loaded catalogue is checked; the tests call it.
 */
export function untranslated(
  tables: Record<string, unknown>,
  ids: readonly string[] = catalogueIds(),
): string[] {
  const missing: string[] = [];
  const walk = (french: unknown, entry: unknown, path: string) => {
    if (french !== null && typeof french === 'object') {
      for (const [key, child] of Object.entries(french)) {
        walk(child, (entry as Record<string, unknown> | undefined)?.[key], `${path}.${key}`);
      }
    } else if (typeof french === 'string' && typeof entry !== 'string') missing.push(path);
    else if (typeof french === 'function' && typeof entry !== 'function' && typeof entry !== 'string')
      missing.push(path);
  };
  for (const id of ids) walk(sources.get(id), tables[id], id);
  return missing;
}

const FRENCH_MARK =
  /[àâçéèêëîïôûùœÀÂÇÉÈÊËÎÏÔÛÙŒ]|\b(vous|votre|vos|les|des|une|aucun|aucune|pour|avec|dans|sur|est|pas|veuillez)\b/i;
const LITERAL = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`|>([^<>{}\n]+)</g;

/**
 * French words written in code (string literals and JSX text with two words or more and a French mark):
 * what a user could read that no catalogue holds. Comments and log lines are skipped.
 */
export function frenchLiterals(source: string): { line: number; text: string }[] {
  const found: { line: number; text: string }[] = [];
  source.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (/^(\/\/|\*|\/\*)/.test(line) || /\b(console|log)\.(log|info|warn|error|debug)\(/.test(line)) return;
    const code = raw.replace(/\s\/\/ .*$/, '');
    for (const match of code.matchAll(LITERAL)) {
      const text = match[1] ?? match[0];
      if (FRENCH_MARK.test(text) && /\p{L}+\s+\p{L}+/u.test(text)) {
        found.push({ line: index + 1, text: text.trim() });
        break;
      }
    }
  });
  return found;
}
