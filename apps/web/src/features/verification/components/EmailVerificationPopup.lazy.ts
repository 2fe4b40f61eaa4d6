import { lazyLayer } from '../../../shared/ui/LazyLayer';

// Its own chunk: verified users and guests never download it (shared/ui/LazyLayer.tsx).
export const EmailVerificationPopup = lazyLayer(
  async () => (await import('./EmailVerificationPopup')).EmailVerificationPopup,
);
