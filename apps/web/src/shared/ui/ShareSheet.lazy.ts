import { lazyLayer } from './LazyLayer';

// Opened from a share button: loaded then, not with the page (LazyLayer.tsx).
export const ShareSheet = lazyLayer(async () => (await import('./ShareSheet')).ShareSheet);
