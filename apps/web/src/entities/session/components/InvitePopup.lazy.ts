import { lazyLayer } from '../../../shared/ui/LazyLayer';

// Only a guest's first tap on an action needs it: loaded then (shared/ui/LazyLayer.tsx).
export const InvitePopup = lazyLayer(async () => (await import('./InvitePopup')).InvitePopup);
