// The web app's language (packages/domain i18n.ts): the user's saved choice, else the one made on this
// device (Langue / Language), else the browser's languages, else French. French needs nothing loaded; another
// language's catalogue is downloaded when it becomes active (app/i18n-en.ts), then every screen re-renders.
import { DEFAULT_LOCALE, hasTranslation, isLocale, type Locale, setLocaleReader } from '@sugu/domain';
import { type ReactNode, useSyncExternalStore } from 'react';

const STORAGE_KEY = 'language';

let current: Locale = DEFAULT_LOCALE;
setLocaleReader(() => current);
const listeners = new Set<() => void>();
const loaders: Partial<Record<Locale, () => Promise<unknown>>> = {};

/** How a language's catalogue arrives (main.tsx: a dynamic import, so only the active one is fetched). */
export function setTranslationLoader(locale: Locale, load: () => Promise<unknown>): void {
  loaders[locale] = load;
}

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

/** Makes `locale` active (its catalogue fetched first) and remembers it on this device. */
export async function changeLocale(locale: Locale, remember = true): Promise<void> {
  if (remember) {
    try {
      localStorage.setItem(STORAGE_KEY, locale);
    } catch {
      // Private mode: the choice lasts the visit.
    }
  }
  if (locale === current) return;
  if (!hasTranslation(locale)) await loaders[locale]?.();
  if (!hasTranslation(locale)) return;
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
