// The last-seen first screen of a page, painted at once on the next visit (the aim: a repeat visit shows
// the feed in ≤ 1.5 s on a slow phone, where evaluating and rendering the app takes longer than that).
//
// After a page has rendered its data, saveFirstScreen keeps a copy of its markup and of the styles it uses.
// On the next visit of the same address, the inline script at the top of index.html's body puts that copy
// in front of the splash before any module is evaluated: #first-screen, inert and hidden from assistive
// technologies, the copy in a closed shadow root (nothing but the eye finds it: scripts and browser tests
// see the app's own DOM only). The page removes it (dropFirstScreen) once React has painted its own
// content or when the page goes; the app removes it at the user's first tap or key press
// (dropFirstScreenOnInput). Only a guest's screen is kept: it holds no one's data; a connected user,
// signing in or out forget it (clearFirstScreen). A copy taken by another build or with the other data
// saver setting (its photos are the wrong width) is not shown.
//
// The key and the stored shape are read by index.html's inline script: change both together.

import { currentDataPolicy } from './data-saver';

const FIRST_SCREEN_KEY = 'sugu:first-screen';

interface StoredScreen {
  /** The address it was taken on: only that address shows it. */
  path: string;
  /** The entry script of the build that rendered it: a new build's markup and CSS may not match. */
  build: string;
  /** The data saver's state when taken: its images are the saver's (or not). */
  saver: boolean;
  /** Cards (the page's items) the copy shows: #first-screen's data-cards. */
  cards: number;
  html: string;
  css: string;
}

function currentBuild(): string {
  return document.querySelector('script[type="module"][src]')?.getAttribute('src') ?? '';
}

/** Every rule the page's styles hold (the copy sits in a shadow root: the document's do not reach it). */
function pageCss(): string {
  const rules: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      for (const rule of Array.from(sheet.cssRules)) rules.push(rule.cssText);
    } catch {
      // A stylesheet from another origin cannot be read; the app has none.
    }
  }
  return rules.join('');
}

/**
 * Keeps a copy of the app's current screen for the next visit of `path`. `prune` edits the copy (drops
 * what is below the fold) and returns how many of the page's cards it keeps.
 */
export function saveFirstScreen(path: string, prune: (copy: HTMLElement) => number): void {
  const root = document.getElementById('root');
  if (!root || document.getElementById('first-screen')) return;
  const copy = root.cloneNode(true) as HTMLElement;
  const cards = prune(copy);
  const screen: StoredScreen = {
    path,
    build: currentBuild(),
    saver: currentDataPolicy().saver,
    cards,
    html: copy.innerHTML,
    css: pageCss(),
  };
  try {
    localStorage.setItem(FIRST_SCREEN_KEY, JSON.stringify(screen));
  } catch {
    // Storage full or refused: the next visit shows the splash, as before.
  }
}

/** Removes the copy painted by index.html, once the app shows its own content (or another page). */
export function dropFirstScreen(): void {
  document.getElementById('first-screen')?.remove();
}

const INPUTS = ['pointerdown', 'keydown'] as const;

/**
 * Drops the copy at the user's first tap or key press, before the app handles it: the copy is inert, so
 * the input reaches the app's own screen under it, which may then show something else (the search) while
 * the copy still shows the feed. Returns the function that stops listening.
 */
export function dropFirstScreenOnInput(): () => void {
  if (!document.getElementById('first-screen')) return () => {};
  const stop = () => {
    for (const type of INPUTS) window.removeEventListener(type, drop, true);
  };
  const drop = () => {
    stop();
    dropFirstScreen();
  };
  for (const type of INPUTS) window.addEventListener(type, drop, { capture: true, once: true });
  return stop;
}

/** Forgets the stored copy (sign in, sign out). */
export function clearFirstScreen(): void {
  try {
    localStorage.removeItem(FIRST_SCREEN_KEY);
  } catch {
    // Nothing stored then.
  }
}
