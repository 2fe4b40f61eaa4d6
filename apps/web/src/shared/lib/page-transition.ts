// The global page-transition state: 'down' while the splash covers the app, 'up' once the app shows.
// Mirrored on <html data-transition> so CSS (and browser tests) can follow it.
type PageTransition = 'up' | 'down';

let current: PageTransition = 'up';

function publish() {
  document.documentElement.dataset.transition = current;
}
publish();

export function setPageTransition(next: PageTransition): void {
  if (next === current) return;
  current = next;
  publish();
}
