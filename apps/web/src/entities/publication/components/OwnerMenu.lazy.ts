import { lazyLayer } from '../../../shared/ui/LazyLayer';

// Only a shop's owner sees it, on their own publications (shared/ui/LazyLayer.tsx).
export const OwnerMenu = lazyLayer(async () => (await import('./OwnerMenu')).OwnerMenu);
