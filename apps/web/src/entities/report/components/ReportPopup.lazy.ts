import { lazyLayer } from '../../../shared/ui/LazyLayer';

// Opened from a 'Signaler' entry only (shared/ui/LazyLayer.tsx).
export const ReportPopup = lazyLayer(async () => (await import('./ReportPopup')).ReportPopup);
