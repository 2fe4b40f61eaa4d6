import { lazyLayer } from '../../../shared/ui/LazyLayer';

// Opened by a tap on a product: loaded then, not with the list (shared/ui/LazyLayer.tsx).
export const ProductDetailsSheet = lazyLayer(
  async () => (await import('./ProductDetailsSheet')).ProductDetailsSheet,
);
