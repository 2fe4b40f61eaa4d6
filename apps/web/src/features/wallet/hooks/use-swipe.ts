// Horizontal swipe between tabs (spec 2 §2, §9): 50 px or more; left goes to the next tab, right to the previous.
import { useRef } from 'react';

const SWIPE_THRESHOLD_PX = 50;

/** -1 (previous tab), 1 (next tab) or 0; a mostly vertical move is a scroll, not a swipe. */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dy) > Math.abs(dx)) return 0;
  return dx < 0 ? 1 : -1;
}

export function useSwipe(onStep: (step: -1 | 1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart(e: React.TouchEvent) {
      const touch = e.touches[0];
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd(e: React.TouchEvent) {
      const touch = e.changedTouches[0];
      const from = start.current;
      start.current = null;
      if (!touch || !from) return;
      const step = swipeStep(touch.clientX - from.x, touch.clientY - from.y);
      if (step !== 0) onStep(step);
    },
  };
}
