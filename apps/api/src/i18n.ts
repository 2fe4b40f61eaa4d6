// The API's language (packages/domain i18n.ts): each request answers in its user's saved language, else the
// best of its Accept-Language, else French. Work for someone else (a notification, an e-mail, an SMS, a
// push to the receiver) runs `inLocale(receiver's language, ...)`.
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALES,
  type Locale,
  registerEnglish,
  setLocaleReader,
} from '@sugu/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';

interface LocaleStore {
  locale: Locale;
}

const storage = new AsyncLocalStorage<LocaleStore>();
registerEnglish();
setLocaleReader(() => storage.getStore()?.locale ?? DEFAULT_LOCALE);

/**
 * The supported language the header prefers (negotiator: q-values, a regional tag matches its language):
 * 'en-GH,en;q=0.9,fr;q=0.5' → en; none supported → null.
 */
export function negotiateLocale(header: string | undefined | null): Locale | null {
  if (!header) return null;
  const best = new Negotiator({ headers: { 'accept-language': header } }).language([...LOCALES]);
  return isLocale(best) ? best : null;
}

/**
 * The supported language the header names itself, a wildcard aside: what a sign-up saves as the account's
 * choice. A client that sends `*` (Node's fetch does) chose nothing.
 */
export function statedLocale(header: string | undefined | null): Locale | null {
  const named = header
    ?.split(',')
    .filter((range) => !range.trim().startsWith('*'))
    .join(',');
  return named ? negotiateLocale(named) : null;
}

/** A user's language: their saved choice, else French (a receiver has no request to negotiate with). */
export function localeOfUser(user: { language?: string | null } | null | undefined): Locale {
  const saved = user?.language;
  return isLocale(saved) ? saved : DEFAULT_LOCALE;
}

/** The request's language: its user's saved choice, else Accept-Language, else French. */
export function localeOf(request: FastifyRequest): Locale {
  const saved = request.auth?.user.language;
  if (isLocale(saved)) return saved;
  return negotiateLocale(request.headers['accept-language']) ?? DEFAULT_LOCALE;
}

/** Runs `work` with the catalogues in `locale` (a notification composed for its receiver). */
export function inLocale<T>(locale: Locale, work: () => T): T {
  return storage.run({ locale }, work);
}

/** Every request runs in its language; the session hook refines it once the user is known. */
export function registerLocale(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    storage.run({ locale: localeOf(request) }, done);
  });
}

/** Called once the request's user is loaded: their saved language wins over the header. */
export function useLocaleOf(request: FastifyRequest): void {
  const store = storage.getStore();
  if (store) store.locale = localeOf(request);
}
