import { startTransition, useEffect, useState } from 'react';

/**
 * How many items of a long list to render now: `first` at once (what fills a phone screen), then `step`
 * more in each idle moment until all are there. Rendering 50 cards in one go is one long task on a slow
 * phone (the first card waits for all of them); small batches keep the page responsive while it loads.
 */
export function useProgressiveCount(total: number, first = 3, step = 6): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    // A transition: React yields to input between cards, and a tap is never blocked by the batch.
    const grow = () => startTransition(() => setCount((c) => c + step));
    if ('requestIdleCallback' in window) {
      const handle = requestIdleCallback(grow, { timeout: 400 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(grow, 16);
    return () => clearTimeout(timer);
  }, [count, total, step]);
  return Math.min(count, total);
}
