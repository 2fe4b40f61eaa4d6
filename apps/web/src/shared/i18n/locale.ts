// The web app's language (packages/domain i18n.ts): the user's saved choice, else the one made on this
// device (Langue / Language), else the browser's languages, else French. French needs nothing loaded; another
// language's catalogue is downloaded when it becomes active (app/i18n-en.ts), then every screen re-renders.
//
// A language comes in two parts: what the first screen (/accueil) reads (app/i18n-en-first.ts, a few KB),
// and the rest. An English first visit of /accueil renders once the first part is there and fetches the rest
// after; every other page and on-demand layer waits for the whole language (`languageReady`), so none shows
// a French text the first part lacks.
import { DEFAULT_LOCALE, isLocale, type Locale, setLocaleReader } from '@sugu/domain';
import { type ReactNode, useSyncExternalStore } from 'react';

const STORAGE_KEY = 'language';

let current: Locale = DEFAULT_LOCALE;
setLocaleReader(() => current);
const listeners = new Set<() => void>();

interface TranslationLoader {
  /** What the first screen reads. */
  first: () => Promise<unknown>;
  /** The whole language (its module imports the first part: loading it alone is enough). */
  all: () => Promise<unknown>;
}

const loaders: Partial<Record<Locale, TranslationLoader>> = {};
const loaded = new Map<Locale, Promise<unknown>>();

/** How a language's catalogue arrives (main.tsx: dynamic imports, so only the active one is fetched). */
export function setTranslationLoader(locale: Locale, loader: TranslationLoader): void {
  loaders[locale] = loader;
}

/** `locale`'s whole catalogue, fetched once (a failed fetch is tried again by the next call). */
function loadAll(locale: Locale): Promise<unknown> {
  if (locale === DEFAULT_LOCALE) return Promise.resolve();
  let loading = loaded.get(locale);
  if (!loading) {
    loading = loaders[locale]?.all() ?? Promise.resolve();
    loaded.set(locale, loading);
    loading.catch(() => loaded.delete(locale));
  }
  return loading;
}

/** Resolves once the active language is whole: pages and layers wait for it before they render. */
export const languageReady = (): Promise<unknown> => loadAll(current);

/** The first of the browser's languages Sugu speaks: en-GH → en; none → null. */
function browserLocale(languages: readonly string[] = navigator.languages ?? []): Locale | null {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return null;
}

function storedLocale(): Locale | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/** The language of a visit's first screen (the saved choice of a user arrives later, with the session). */
export const initialLocale = (): Locale => storedLocale() ?? browserLocale() ?? DEFAULT_LOCALE;

const currentLocale = (): Locale => current;

/**
 * Makes `locale` active (its catalogue fetched first: only what the first screen reads when `firstScreen`)
 * and remembers it on this device.
 */
export async function changeLocale(locale: Locale, remember = true, firstScreen = false): Promise<void> {
  if (remember) {
    try {
      localStorage.setItem(STORAGE_KEY, locale);
    } catch {
      // Private mode: the choice lasts the visit.
    }
  }
  if (locale === current) return;
  await (firstScreen && locale !== DEFAULT_LOCALE ? loaders[locale]?.first() : loadAll(locale));
  current = locale;
  document.documentElement.lang = locale;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The active language; a component using it re-renders when it changes. */
export const useLocale = (): Locale => useSyncExternalStore(subscribe, currentLocale, currentLocale);

/**
 * Every screen in the active language (main.tsx): the texts are read while rendering, so a change of
 * language renders the whole tree again from here, building its elements anew. Nothing is remounted: what
 * a form holds (a sign-up half typed) stays as it is.
 */
export function LocaleRoot({ render }: { render: () => ReactNode }): ReactNode {
  useLocale();
  return render();
}
