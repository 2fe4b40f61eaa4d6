// The global page-transition state: 'down' while the splash covers the app, 'up' once the app shows.
// Mirrored on <html data-transition> so CSS (and browser tests) can follow it.
import { useSyncExternalStore } from 'react';

export type PageTransition = 'up' | 'down';

let current: PageTransition = 'up';
const listeners = new Set<() => void>();

function publish() {
  document.documentElement.dataset.transition = current;
}
publish();

export function getPageTransition(): PageTransition {
  return current;
}

export function setPageTransition(next: PageTransition): void {
  if (next === current) return;
  current = next;
  publish();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePageTransition(): PageTransition {
  return useSyncExternalStore(subscribe, getPageTransition, getPageTransition);
}
