import { lazyLayer } from '../../../shared/ui/LazyLayer';

// Opened by a tap on the logo: loaded then (shared/ui/LazyLayer.tsx).
export const LogoViewer = lazyLayer(async () => (await import('./LogoViewer')).LogoViewer);
