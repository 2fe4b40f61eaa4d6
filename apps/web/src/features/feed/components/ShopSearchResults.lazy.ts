import { lazyLayer } from '../../../shared/ui/LazyLayer';

// Not on a phone's first screen: loaded with the first search (shared/ui/LazyLayer.tsx).
export const ShopSearchResults = lazyLayer(
  async () => (await import('./ShopSearchResults')).ShopSearchResults,
);
