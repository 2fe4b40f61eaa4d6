import { lazyLayer } from '../../../shared/ui/LazyLayer';

// Opened from the filter button: loaded then, not with the grid (shared/ui/LazyLayer.tsx).
export const FilterSheet = lazyLayer(async () => (await import('./FilterSheet')).FilterSheet);
