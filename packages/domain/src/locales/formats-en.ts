// English formats through Intl (the French ones, the spec's, are in format.ts): "12,500", "just now",
// "2h ago", "today at 14:05", "Monday 23 November", "27 November 2026". Times are Mali time (UTC) as in French.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const numbers = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
const relative = new Intl.RelativeTimeFormat('en', { style: 'narrow', numeric: 'always' });
const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
const shortDate = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });
const fullShortDate = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});
const weekday = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const weekdayYear = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const rating = new Intl.NumberFormat('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

const day = (x: Date) => Math.floor(x.getTime() / DAY);

/** Shorter than Intl's: "5m ago" stays, "1 wk. ago" becomes "1w ago" in some ICU versions. */
function ago(elapsed: number): string | null {
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return relative.format(-Math.floor(elapsed / DAY), 'day');
  return null;
}

export const formatsEn = {
  number: (value: number) => numbers.format(Math.round(value)),
  thousands: (amount: number) =>
    Math.abs(amount) < 1000
      ? numbers.format(Math.round(amount))
      : `${compact.format(amount).replace('K', '')}K`,
  compact: (count: number) => (count < 1000 ? String(count) : compact.format(count).replace('K', 'k')),
  relativeTime: (date: Date | string, now: Date = new Date()) => {
    const elapsed = now.getTime() - new Date(date).getTime();
    const near = ago(elapsed);
    if (near) return near;
    if (elapsed < 30 * DAY) return relative.format(-Math.floor(elapsed / (7 * DAY)), 'week');
    const months = Math.floor(elapsed / (30 * DAY));
    if (months < 12) return relative.format(-months, 'month');
    return relative.format(-Math.max(Math.floor(elapsed / (365 * DAY)), 1), 'year');
  },
  notificationTime: (date: Date | string, now: Date = new Date()) =>
    ago(now.getTime() - new Date(date).getTime()) ?? fullShortDate.format(new Date(date)),
  chatDate: (date: Date | string, now: Date = new Date(), hourOffset = 0) => {
    const shift = (x: Date) => new Date(x.getTime() + hourOffset * HOUR);
    const d = shift(new Date(date));
    const n = shift(now);
    const at = time.format(d);
    const diff = day(n) - day(d);
    if (diff === 0) return `today at ${at}`;
    if (diff === 1) return `yesterday at ${at}`;
    const on = d.getUTCFullYear() === n.getUTCFullYear() ? shortDate.format(d) : fullShortDate.format(d);
    return `${on} at ${at}`;
  },
  dayLabel: (date: Date | string, now: Date = new Date()) => {
    const d = new Date(date);
    const diff = day(now) - day(d);
    if (diff === 0) return 'Today';
    if (diff === 1) return 'Yesterday';
    return (d.getUTCFullYear() === now.getUTCFullYear() ? weekday : weekdayYear).format(d).replace(',', '');
  },
  longDate: (date: Date | string) => longDate.format(new Date(date)),
  rating: (rate: number) => rating.format(Math.round(rate * 10) / 10),
  unitLabels: ['per unit', 'per kg', 'per litre', 'per metre', 'per dozen', 'per piece'] as const,
  unitShort: ['', 'kg', 'L', 'm', 'dozen', 'piece'] as const,
};
