import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches, kept in sync with the window size. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Mobile under 768 px (chips and a filter sheet); the filter sidebar from 768 px. */
export const WIDE_LAYOUT = '(min-width: 768px)';

/** Design: the desktop layout of the spec from 1024 px. */
export const DESKTOP_LAYOUT = '(min-width: 1024px)';
