import { useEffect, useLayoutEffect } from 'react';
import { useMe } from '../../../entities/session/api/me';
import { clearFirstScreen, dropFirstScreen, saveFirstScreen } from '../../../shared/lib/first-screen';

/** Cards kept for the next visit: what a phone's first screen shows of the feed. */
const KEPT_CARDS = 2;

/** Drops what is below the fold from the copy of the screen (later cards, the feed's end). */
function pruneFeed(copy: HTMLElement): number {
  const cards = Array.from(copy.querySelectorAll('article.pub-card'));
  for (const card of cards.slice(KEPT_CARDS)) card.remove();
  const extras = copy.querySelectorAll('.feed__more, .feed__end, .feed__error, [role="status"]');
  for (const extra of Array.from(extras)) extra.remove();
  return Math.min(cards.length, KEPT_CARDS);
}

/**
 * /accueil's part of shared/lib/first-screen.ts: once the feed shows its own state or leaves the screen,
 * the copy painted from the last visit goes; once a guest's first cards are on screen, they are kept for
 * the next visit (never a connected user's: their cards carry their likes and follows).
 */
export function useFeedFirstScreen(settled: boolean, cardsShown: number) {
  const { data: me } = useMe();

  useLayoutEffect(() => {
    if (settled) dropFirstScreen();
  }, [settled]);
  // A feed that goes before it settled (the search replaced it) takes the copy with it.
  useLayoutEffect(() => dropFirstScreen, []);

  // A connected user's feed is theirs: the guest copy goes (signing in from this app clears it already).
  const connected = Boolean(me);
  useEffect(() => {
    if (connected) clearFirstScreen();
  }, [connected]);

  const ready = me === null && cardsShown > 0;
  useEffect(() => {
    if (!ready) return;
    const save = () => saveFirstScreen(window.location.pathname, pruneFeed);
    if ('requestIdleCallback' in window) {
      const handle = requestIdleCallback(save, { timeout: 2000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(save, 500);
    return () => clearTimeout(timer);
  }, [ready]);
}
