import { lazyLayer } from '../../../shared/ui/LazyLayer';

// Wide screens only: a phone never downloads it (shared/ui/LazyLayer.tsx).
export const FeedSidebar = lazyLayer(async () => (await import('./FeedSidebar')).FeedSidebar);
