import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** Goes back one page inside the app, or to `fallback` when the page was opened directly (shared link). */
export function useBack(fallback: string) {
  const navigate = useNavigate();
  return useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(fallback, { replace: true });
  }, [navigate, fallback]);
}
