// Media URLs follow one convention: /media/{key}-{width}.webp, so a client derives srcset from any one URL.
import { MEDIA } from './constants.js';

const VARIANT = /^(.*)-(\d+)\.webp$/;

export function mediaUrl(key: string, width: number = MEDIA.widths[1]): string {
  return `/media/${key}-${width}.webp`;
}

/** The JPEG made for link previews (og:image), at most 1200 px and 300 KB. */
export function ogImageUrl(key: string): string {
  return `/media/${key}-og.jpg`;
}

/** `srcset` for a media URL, or undefined for a URL that is not one of ours (placeholder, external). */
export function mediaSrcSet(url: string | null | undefined): string | undefined {
  const match = url ? VARIANT.exec(url) : null;
  if (!match) return undefined;
  return MEDIA.widths.map((w) => `${match[1]}-${w}.webp ${w}w`).join(', ');
}

/** `srcset` for a media URL without the variants wider than `maxWidth` (undefined for a foreign URL). */
export function mediaSrcSetUpTo(url: string | null | undefined, maxWidth: number): string | undefined {
  const all = mediaSrcSet(url);
  if (!all) return undefined;
  return all
    .split(', ')
    .filter((entry) => Number.parseInt(entry.split(' ')[1] ?? '', 10) <= maxWidth)
    .join(', ');
}

/**
 * Where the web app shows a photo: the `sizes` of its <img> and the widest variant it asks for. The app's
 * components and the server, which preloads a landing page's largest photo from the page's HTML
 * (apps/api/src/plugins/web-app.ts), read the same slot: the file preloaded is the one the page asks for.
 */
export interface ImageSlot {
  sizes: string;
  /** The widest variant asked for; the data saver asks for the narrowest only. */
  maxWidth: number;
}

export const IMAGE_SLOTS = {
  /** A publication's carousel (feed card): at most 600 px wide, so never the 1280 px file. */
  publication: { sizes: '(min-width: 640px) 600px, 100vw', maxWidth: MEDIA.widths[1] },
  /** A product card: two columns on a phone (half the screen less the page's padding and gap), then 3, 4. */
  productCard: {
    sizes: '(min-width: 1200px) 240px, (min-width: 768px) 30vw, calc(50vw - 24px)',
    maxWidth: MEDIA.widths[2],
  },
  /** The gallery of /produit/{id}. */
  productPage: {
    sizes: '(min-width: 900px) 440px, (min-width: 640px) 600px, 100vw',
    maxWidth: MEDIA.widths[1],
  },
  /** The gallery of the product sheet (a popup over a list). */
  productSheet: { sizes: '(min-width: 640px) 600px, 100vw', maxWidth: MEDIA.widths[1] },
} as const satisfies Record<string, ImageSlot>;

/** The srcset an <img> of `slot` asks for: up to the slot's widest variant, the narrowest with the saver. */
export function slotSrcSet(
  url: string | null | undefined,
  slot: ImageSlot,
  saver: boolean,
): string | undefined {
  return mediaSrcSetUpTo(url, saver ? MEDIA.widths[0] : slot.maxWidth);
}
