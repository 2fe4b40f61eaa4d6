import { lazyLayer } from '../../../shared/ui/LazyLayer';

// The feed's card, for pages that show it only on a tap (shared/ui/LazyLayer.tsx).
export const PublicationCard = lazyLayer(async () => (await import('./PublicationCard')).PublicationCard);
