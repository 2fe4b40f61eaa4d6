// A conversation closes 36 h after its order (MESSAGING.openHours) while the list may be on screen: when the
// soonest open one's `closesAt` comes, the list is asked again and the server's `isOpen` (the authority)
// closes it in the list and in its open panel. The device's clock only says when to ask.
import type { Conversation } from '@sugu/domain';
import { useEffect } from 'react';
import { useChatCache } from '../api/cache';

/** Asked a little after the closing time, so that the server's clock has passed it too. */
export const CLOSING_MARGIN_MS = 1_000;
/** A closing time already past by this device's clock that the server did not confirm (a clock ahead). */
export const RECHECK_MS = 30_000;
/** setTimeout's largest delay. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/** How long until the list should be asked again for a closing, or null when no conversation is open. */
export function nextClosingCheck(
  conversations: readonly Pick<Conversation, 'isOpen' | 'closesAt'>[],
  now: number,
): number | null {
  let soonest: number | null = null;
  for (const c of conversations) {
    // No closing time: a dispute holds it open; its end is announced (ConversationReopened).
    if (c.isOpen && c.closesAt !== null)
      soonest = Math.min(soonest ?? Infinity, Date.parse(c.closesAt) - now);
  }
  if (soonest === null) return null;
  return soonest <= 0 ? RECHECK_MS : Math.min(soonest + CLOSING_MARGIN_MS, MAX_DELAY_MS);
}

/** Asks the list again when the soonest open conversation closes (each answer plans the next check). */
export function useClosingCheck(conversations: Conversation[] | undefined, answeredAt: number): void {
  const chat = useChatCache();
  // biome-ignore lint/correctness/useExhaustiveDependencies: an unchanged answer (still open) plans again
  useEffect(() => {
    if (!conversations) return;
    const delay = nextClosingCheck(conversations, Date.now());
    if (delay === null) return;
    const timer = window.setTimeout(() => void chat.refetchConversations(), delay);
    return () => window.clearTimeout(timer);
  }, [conversations, answeredAt, chat]);
}
