import { formatChatDate } from '@sugu/domain';
import { messagingText as t } from '../text';

const pad = (n: number) => String(n).padStart(2, '0');
const DAY = 86_400_000;

/** HH:MM of a message (Mali time is UTC, like the domain formatters). */
export function clockTime(iso: string): string {
  const d = new Date(iso);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** The list's time: HH:MM today, 'hier', else DD/MM. */
export function listTime(iso: string, now = new Date()): string {
  const d = new Date(iso);
  const days = Math.floor(now.getTime() / DAY) - Math.floor(d.getTime() / DAY);
  if (days <= 0) return clockTime(iso);
  if (days === 1) return t.yesterday;
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}`;
}

/** 'En ligne', or 'Vu aujourd'hui à 14:05' from the last disconnect. */
export function presenceText(isOnline: boolean, lastSeen: string | null): string | null {
  if (isOnline) return t.online;
  return lastSeen ? t.seen(formatChatDate(lastSeen)) : null;
}
