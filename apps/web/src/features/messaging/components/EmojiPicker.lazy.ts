import { lazyLayer } from '../../../shared/ui/LazyLayer';

// Opened from the composer's smiley: loaded then, not with the conversation (shared/ui/LazyLayer.tsx).
export const EmojiPicker = lazyLayer(async () => (await import('./EmojiPicker')).default);
