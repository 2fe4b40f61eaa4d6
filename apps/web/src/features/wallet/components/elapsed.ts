import { activeLocale, formatRelativeTime } from '@sugu/domain';
import { walletText } from '../text';

/** 'Il y a 5 min', 'Il y a 2 j'…; the shared formatter already says 'il y a' for years. English: '5m ago'. */
export function elapsedLabel(date: string, now = new Date()): string {
  const relative = formatRelativeTime(date, now);
  if (activeLocale() !== 'fr') return relative;
  if (relative === formatRelativeTime(now, now)) return walletText.justNow;
  const ago = walletText.ago('');
  if (relative.startsWith(ago.toLowerCase())) return `${ago[0]}${relative.slice(1)}`;
  return walletText.ago(relative);
}
