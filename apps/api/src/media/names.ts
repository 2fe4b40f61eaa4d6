// Stored media names: `{key}-{width}.webp` for the page variants and `{key}-og.jpg` for link previews; private
// documents are `{32 random hex}.webp`, a name nobody can guess and no /media URL accepts.
// The key is the start of the original bytes' SHA-256, so a name can only ever match this pattern:
// the serving route checks it before anything touches the disk or the bucket (no path traversal).
import { randomBytes } from 'node:crypto';
import { MEDIA } from '@sugu/domain';

export const KEY_HEX_LENGTH = 24;

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

const NAME = new RegExp(`^[a-f0-9]{${KEY_HEX_LENGTH}}-(?:(?:${MEDIA.widths.join('|')})\\.webp|og\\.jpg)$`);

export const variantName = (key: string, width: number) => `${key}-${width}.webp`;
export const ogName = (key: string) => `${key}-og.jpg`;
/** The key a valid media name starts with. */
export const keyOfName = (name: string) => name.slice(0, KEY_HEX_LENGTH);

export function isMediaName(name: string): boolean {
  return NAME.test(name);
}

const PRIVATE_NAME = /^[a-f0-9]{32}\.webp$/;

/** A new private document's name: 128 random bits, unrelated to its content (a known photo gives no name). */
export const privateName = () => `${randomBytes(16).toString('hex')}.webp`;

export function isPrivateName(name: string): boolean {
  return PRIVATE_NAME.test(name);
}

export function contentTypeOf(name: string): string {
  return name.endsWith('.jpg') ? 'image/jpeg' : 'image/webp';
}
