import { lazyLayer } from '../../../shared/ui/LazyLayer';

// Wide screens only: a phone never downloads it (shared/ui/LazyLayer.tsx).
export const FilterSidebar = lazyLayer(async () => (await import('./FilterSidebar')).FilterSidebar);
