import { lazyLayer } from '../../../shared/ui/LazyLayer';

// A card's report popup and its toast load at the first 'Signaler' (shared/ui/LazyLayer.tsx).
export const ReportDialog = lazyLayer(async () => (await import('./ReportDialog')).ReportDialog);
