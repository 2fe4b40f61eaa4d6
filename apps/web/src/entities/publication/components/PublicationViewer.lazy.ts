import { lazyLayer } from '../../../shared/ui/LazyLayer';

// Opened by a tap on a publication of a shop's grid: loaded then (shared/ui/LazyLayer.tsx).
export const PublicationViewer = lazyLayer(
  async () => (await import('./PublicationViewer')).PublicationViewer,
);
