import { lazyLayer } from '../../../shared/ui/LazyLayer';

// On every card of someone else's content: its code loads after the page's (shared/ui/LazyLayer.tsx).
export const ReportMenu = lazyLayer(async () => (await import('./ReportMenu')).ReportMenu);
