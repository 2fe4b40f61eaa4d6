import { formatRelativeTime } from '@sugu/domain';
import { walletText } from '../text';

/** 'Il y a 5 min', 'Il y a 2 j'…; the shared formatter already says 'il y a' for years. */
export function elapsedLabel(date: string, now = new Date()): string {
  const relative = formatRelativeTime(date, now);
  if (relative === "à l'instant") return walletText.justNow;
  if (relative.startsWith('il y a')) return `I${relative.slice(1)}`;
  return walletText.ago(relative);
}
