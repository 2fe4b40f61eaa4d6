import { lazyLayer } from '../../../shared/ui/LazyLayer';

// Opened from 'Noter': loaded then, not with the shop page (shared/ui/LazyLayer.tsx).
export const RatingPopup = lazyLayer(async () => (await import('./RatingPopup')).RatingPopup);
