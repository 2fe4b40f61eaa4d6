import { lazyLayer } from '../../../shared/ui/LazyLayer';

// Opened from the bell: kept out of the script the first card waits for (shared/ui/LazyLayer.tsx).
export const NotificationsPanel = lazyLayer(
  async () => (await import('./NotificationsPanel')).NotificationsPanel,
);
