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
