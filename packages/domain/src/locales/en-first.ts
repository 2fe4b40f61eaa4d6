// The English entries of the domain's catalogues that the web app's first screen (/accueil) reads, loaded
// before it renders (apps/web app/i18n-en-first.ts); en.ts completes each table with the rest, loaded after.
// The budget check (scripts/check-budget.mjs) fails when a catalogue of the first screen's code has no
// English entry here, so an English first visit downloads only these before its first card. Their texts
// with values are functions (pluralEn), not ICU messages: see pluralEn.
import type { CATALOG_MSG } from '../catalog-messages.js';
import type { FORMATS } from '../format.js';
import type { Translation } from '../i18n.js';
import type { MSG } from '../messages.js';
import { formatsEn } from './formats-en.js';

type Entries<T> = Partial<Translation<T>>;

const englishPlural = new Intl.PluralRules('en');

/**
 * `one` or `other` by the English plural rule of `n` (CLDR, through Intl). The first screen's texts with a
 * count are functions using it rather than ICU messages: the ICU formatter (FormatJS, ~10 KB) comes with
 * the rest of English, after the first screen.
 */
export const pluralEn = (n: number, one: string, other: string): string =>
  englishPlural.select(n) === 'one' ? one : other;

export const msgFirst = {
  genericError: 'Something went wrong',
  tooManyRequests: 'Too many attempts, please try again later',
  networkError: "Can't reach the server",
} satisfies Entries<typeof MSG>;

export const catalogFirst = {
  shared: 'Share saved',
  feedLoadFailed: "We couldn't load this.",
} satisfies Entries<typeof CATALOG_MSG>;

/** The first screen's domain tables, by catalogue id (partial: en.ts's DOMAIN_EN replaces them whole). */
export const DOMAIN_EN_FIRST = {
  MSG: msgFirst,
  CATALOG_MSG: catalogFirst,
  FORMATS: formatsEn satisfies Translation<typeof FORMATS>,
};
