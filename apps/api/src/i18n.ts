// The API's language (packages/domain i18n.ts): each request answers in its user's saved language, else the
// best of its Accept-Language, else French. Work for someone else (a notification, an e-mail, an SMS, a
// push to the receiver) runs `inLocale(receiver's language, ...)`.
import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_LOCALE, isLocale, type Locale, registerEnglish, setLocaleReader } from '@sugu/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

interface LocaleStore {
  locale: Locale;
}

const storage = new AsyncLocalStorage<LocaleStore>();
registerEnglish();
setLocaleReader(() => storage.getStore()?.locale ?? DEFAULT_LOCALE);

/**
 * The supported language the header prefers: 'en-GH,en;q=0.9,fr;q=0.5' → en. Tags are compared by their
 * primary language; a q of 0 refuses; equal q keeps the header's order.
 */
export function negotiateLocale(header: string | undefined | null): Locale | null {
  if (!header) return null;
  let best: { locale: Locale; q: number } | null = null;
  for (const part of header.split(',').slice(0, 20)) {
    const [tag, ...params] = part.trim().split(';');
    const primary = tag?.trim().toLowerCase().split('-')[0];
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    const locale = primary === '*' ? DEFAULT_LOCALE : primary;
    if (!isLocale(locale)) continue;
    if (!best || q > best.q) best = { locale, q };
  }
  return best?.locale ?? null;
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
