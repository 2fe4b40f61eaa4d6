import { describe, expect, it } from 'vitest';
import { IMAGE_SLOTS, mediaSrcSetUpTo, slotSrcSet } from './media.js';

describe('mediaSrcSetUpTo', () => {
  it('keeps the variants up to the width asked for', () => {
    expect(mediaSrcSetUpTo('/media/abc-640.webp', 320)).toBe('/media/abc-320.webp 320w');
    expect(mediaSrcSetUpTo('/media/abc-640.webp', 640)).toBe(
      '/media/abc-320.webp 320w, /media/abc-640.webp 640w',
    );
    expect(mediaSrcSetUpTo('/media/abc-640.webp', Number.POSITIVE_INFINITY)).toContain('abc-1280.webp 1280w');
  });

  it('leaves a foreign URL or none alone', () => {
    expect(mediaSrcSetUpTo('https://example.com/a.png', 320)).toBeUndefined();
    expect(mediaSrcSetUpTo(null, 320)).toBeUndefined();
  });
});

describe('slotSrcSet', () => {
  it("asks for the slot's widest variant, the narrowest only with the data saver", () => {
    expect(slotSrcSet('/media/abc-640.webp', IMAGE_SLOTS.productCard, false)).toContain('abc-1280.webp');
    expect(slotSrcSet('/media/abc-640.webp', IMAGE_SLOTS.publication, false)).not.toContain('1280');
    expect(slotSrcSet('/media/abc-640.webp', IMAGE_SLOTS.productCard, true)).toBe('/media/abc-320.webp 320w');
  });
});
