// Formatters of what the screens show: FCFA prices, compact counts, relative times, chat days.

import { activeLocale, localized } from './i18n';

const NBSP = '\u202f';

/** 12500 → "12 500" (French grouping). */
function frNumber(value: number): string {
  return Math.round(value)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
}

/** 12500 → "12 500 FCFA". */
export function formatFcfa(amount: number): string {
  return `${formatNumber(amount)} FCFA`;
}

const priceFormats = new Map<string, Intl.NumberFormat>();

/** The Intl locale of the active language, for the formats Intl writes (prices of other currencies). */
const intlLocale = (): string => (activeLocale() === 'en' ? 'en' : 'fr-FR');

/** Intl's format of `currency` in `locale`: its narrow symbol (GH₵, ₦, $) and its minor units. */
function priceFormat(currency: string, locale: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = priceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
    priceFormats.set(key, format);
  }
  return format;
}

/**
 * A price in its currency, every amount being whole units of it (docs/RULES.md, Bornes de l'argent):
 * 12500 XOF → "12 500 FCFA" as the spec writes it; another currency as Intl writes it in `locale`, with its
 * symbol and minor units: 5000 NGN → "5 000,00 ₦", 25 GHS → "25,00 GH₵" (in English "₦5,000.00", "GH₵25.00").
 * A code Intl refuses shows as is. `locale` defaults to the active language's.
 */
export function formatPrice(price: number, currency = 'XOF', locale = intlLocale()): string {
  if (currency === 'XOF') return formatFcfa(price);
  try {
    return priceFormat(currency, locale).format(Math.round(price));
  } catch {
    return `${formatNumber(price)} ${currency}`;
  }
}

/**
 * An amount of money moved: an order's total (orders list and panel), a wallet's balance and operations, the
 * amounts of the wallet's notifications. XOF as the spec writes it ("15 000 XOF"); another currency as every
 * price shows it ("GH₵450.00", "450,00 GH₵"), in `locale` (the active language's: the receiver's on the server).
 */
export function formatOrderAmount(amount: number, currency: string, locale = intlLocale()): string {
  return currency === 'XOF' ? `${formatNumber(amount)} XOF` : formatPrice(amount, currency, locale);
}

/**
 * The product page's price: in thousands with a K suffix and FCFA for XOF, as the spec writes it
 * ("12,5K FCFA"); another currency in full, as every card shows it ("450,00 GH₵").
 */
export function formatPagePrice(price: number, currency = 'XOF', locale = intlLocale()): string {
  return currency === 'XOF' ? `${formatThousands(price)} FCFA` : formatPrice(price, currency, locale);
}

/** Prices shown in thousands with a K suffix: 12500 → "12,5K", 900 → "900". */
function frThousands(amount: number): string {
  if (Math.abs(amount) < 1000) return formatNumber(amount);
  return `${trimDecimal(amount / 1000)}K`;
}

/** Follower counts: below 1000 as is, then k and M with one decimal. */
function frCompact(count: number): string {
  if (count < 1000) return String(count);
  if (count < 1_000_000) return `${trimDecimal(count / 1000)}k`;
  return `${trimDecimal(count / 1_000_000)}M`;
}

function trimDecimal(value: number): string {
  const rounded = Math.floor(value * 10) / 10;
  return (Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)).replace('.', ',');
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Publication times: "à l'instant", "5 min", "3 h", "2 j", "1 sem", "4 mois", "il y a 2 ans". */
function frRelativeTime(date: Date | string, now: Date = new Date()): string {
  const elapsed = now.getTime() - new Date(date).getTime();
  if (elapsed < MINUTE) return "à l'instant";
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h`;
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)} j`;
  if (elapsed < 30 * DAY) return `${Math.floor(elapsed / (7 * DAY))} sem`;
  const months = Math.floor(elapsed / (30 * DAY));
  if (months < 12) return `${months} mois`;
  const years = Math.floor(elapsed / (365 * DAY));
  return `il y a ${Math.max(years, 1)} an${years > 1 ? 's' : ''}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Notification times: min, h, j, then a date after 7 days (Mali time is UTC). */
function frNotificationTime(date: Date | string, now: Date = new Date()): string {
  const d = new Date(date);
  const elapsed = now.getTime() - d.getTime();
  if (elapsed < MINUTE) return "à l'instant";
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h`;
  if (elapsed < 7 * DAY) return `${Math.floor(elapsed / DAY)} j`;
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

/** Chat dates: "aujourd'hui à HH:MM", "hier à HH:MM", "DD/MM à HH:MM", "DD/MM/YYYY à HH:MM". */
function frChatDate(date: Date | string, now: Date = new Date(), hourOffset = 0): string {
  const shift = (x: Date) => new Date(x.getTime() + hourOffset * HOUR);
  const d = shift(new Date(date));
  const n = shift(now);
  const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
  const dayIndex = (x: Date) => Math.floor(x.getTime() / DAY);
  const diff = dayIndex(n) - dayIndex(d);
  if (diff === 0) return `aujourd'hui à ${time}`;
  if (diff === 1) return `hier à ${time}`;
  const dm = `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}`;
  if (d.getUTCFullYear() === n.getUTCFullYear()) return `${dm} à ${time}`;
  return `${dm}/${d.getUTCFullYear()} à ${time}`;
}

const WEEKDAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'] as const;
const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const;

/** The Mali day (UTC) of a moment, as a number that grows by one each midnight. */
export const maliDay = (date: Date | string): number => Math.floor(new Date(date).getTime() / DAY);

/**
 * A conversation's day separator, in Mali time (UTC): "Aujourd'hui", "Hier", "lundi 23 novembre",
 * "mercredi 1er janvier 2025" outside the current year.
 */
function frDayLabel(date: Date | string, now: Date = new Date()): string {
  const d = new Date(date);
  const diff = maliDay(now) - maliDay(d);
  if (diff === 0) return "Aujourd'hui";
  if (diff === 1) return 'Hier';
  const day = d.getUTCDate() === 1 ? '1er' : String(d.getUTCDate());
  const label = `${WEEKDAYS[d.getUTCDay()]} ${day} ${MONTHS[d.getUTCMonth()]}`;
  return d.getUTCFullYear() === now.getUTCFullYear() ? label : `${label} ${d.getUTCFullYear()}`;
}

/** A date in Mali time (UTC), in words: "27 novembre 2026", "1er janvier 2027". */
function frLongDate(date: Date | string): string {
  const d = new Date(date);
  const day = d.getUTCDate() === 1 ? '1er' : String(d.getUTCDate());
  return `${day} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

const UNIT_LABELS = ['par unité', 'par kg', 'par litre', 'par mètre', 'par douzaine', 'par pièce'] as const;

const UNIT_SHORT = ['', 'kg', 'L', 'm', 'douzaine', 'pièce'] as const;

/** A card's price with its unit: "350 FCFA / kg"; the plain unit (0 or unknown) adds nothing. */
export function formatUnitPrice(price: number, currency: string, unit: number | null | undefined): string {
  const short = FORMATS.unitShort[unit ?? 0] ?? '';
  return short ? `${formatPrice(price, currency)} / ${short}` : formatPrice(price, currency);
}

/** Product unit code → its French label: 0 or any other value is "par unité". */
export function unitLabel(code: number | null | undefined): string {
  return FORMATS.unitLabels[code ?? 0] ?? FORMATS.unitLabels[0];
}

/** Shop ratings with one decimal, French style: 4.25 → "4,3", 0 → "0,0". */
function frRating(rate: number): string {
  return (Math.round(rate * 10) / 10).toFixed(1).replace('.', ',');
}

/**
 * The formats of the active language (i18n.ts): the French ones above are the spec's; the English ones
 * (locales/formats-en.ts, through Intl) load with the English catalogue.
 */
export const FORMATS = localized('FORMATS', {
  number: frNumber,
  thousands: frThousands,
  compact: frCompact,
  relativeTime: frRelativeTime,
  notificationTime: frNotificationTime,
  chatDate: frChatDate,
  dayLabel: frDayLabel,
  longDate: frLongDate,
  rating: frRating,
  unitLabels: UNIT_LABELS,
  unitShort: UNIT_SHORT,
});

/** 12500 → "12 500" (French grouping), "12,500" in English. */
export const formatNumber = (value: number): string => FORMATS.number(value);
/** Prices shown in thousands with a K suffix: 12500 → "12,5K", 900 → "900". */
export const formatThousands = (amount: number): string => FORMATS.thousands(amount);
/** Follower counts: below 1000 as is, then k and M with one decimal. */
export const formatCompact = (count: number): string => FORMATS.compact(count);
/** Publication times: "à l'instant", "5 min", "3 h", "2 j", "1 sem", "4 mois", "il y a 2 ans". */
export const formatRelativeTime = (date: Date | string, now: Date = new Date()): string =>
  FORMATS.relativeTime(date, now);
/** Notification times: min, h, j, then a date after 7 days (Mali time is UTC). */
export const formatNotificationTime = (date: Date | string, now: Date = new Date()): string =>
  FORMATS.notificationTime(date, now);
/** Chat dates: "aujourd'hui à HH:MM", "hier à HH:MM", "DD/MM à HH:MM", "DD/MM/YYYY à HH:MM". */
export const formatChatDate = (date: Date | string, now: Date = new Date(), hourOffset = 0): string =>
  FORMATS.chatDate(date, now, hourOffset);
/** A conversation's day separator: "Aujourd'hui", "Hier", "lundi 23 novembre"... */
export const formatDayLabel = (date: Date | string, now: Date = new Date()): string =>
  FORMATS.dayLabel(date, now);
/** A date in Mali time (UTC), in words: "27 novembre 2026", "1er janvier 2027". */
export const formatLongDate = (date: Date | string): string => FORMATS.longDate(date);
/** Shop ratings with one decimal, French style: 4.25 → "4,3", 0 → "0,0". */
export const formatRating = (rate: number): string => FORMATS.rating(rate);
