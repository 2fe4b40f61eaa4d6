import { lazyLayer } from '../../../shared/ui/LazyLayer';

// Loaded on the first tap on a card's comments button: the feed chunk stays small (shared/ui/LazyLayer.tsx).
export const CommentsPopup = lazyLayer(async () => (await import('./CommentsPopup')).CommentsPopup);
