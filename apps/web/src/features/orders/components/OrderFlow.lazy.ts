import { lazyLayer } from '../../../shared/ui/LazyLayer';

// Loaded on the first 'Commander': the order flow is not in the feed's first chunk (shared/ui/LazyLayer.tsx).
export const OrderFlow = lazyLayer(async () => (await import('./OrderFlow')).OrderFlow);
