import { useEffect } from 'react';

/** Sets the tab title while the page shows `title` (once known); the previous title comes back on leave. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
