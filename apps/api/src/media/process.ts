// The image pipeline: decode once (never trusting the file name or type), apply the EXIF orientation,
// then encode every stored variant from the same decoded pixels. Nothing of the input's metadata
// (EXIF, GPS, XMP, ICC comments) survives: sharp only writes metadata when asked to.
import { createHash } from 'node:crypto';
import { MEDIA, MSG } from '@sugu/domain';
import type { Sharp } from 'sharp';
import { AppError, invalid, tooLarge } from '../lib/errors.js';
import { contentTypeOf, KEY_HEX_LENGTH, ogName, variantName } from './names.js';

interface MediaFile {
  name: string;
  bytes: Buffer;
  contentType: string;
}

export interface ProcessedImage {
  key: string;
  /** Size of the largest variant: the oriented original, at most MEDIA.widths' largest width wide. */
  width: number;
  height: number;
  files: MediaFile[];
}

/** Formats a phone or a computer may send. SVG, PDF and the like decode too, but are not photos. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
const WEBP_QUALITY = 75;
/** WebP cannot store a side longer than this. */
const WEBP_MAX_SIDE = 16_383;
/** Link previews (og:image): messaging apps want a JPEG, ideally under 300 KB. */
const OG = { maxSide: 1200, maxBytes: 300 * 1024, qualities: [80, 70, 60, 50] } as const;

const invalidImage = () => invalid(MSG.imageOnly, undefined, 'invalid_image');
const imageTooLarge = () => tooLarge(MSG.imageTooLarge);

export function mediaKey(input: Buffer): string {
  return createHash('sha256').update(input).digest('hex').slice(0, KEY_HEX_LENGTH);
}

/** `key` defaults to the input's hash; the demo names its pictures before drawing them (db/seed/demo.ts). */
export async function processImage(input: Buffer, key = mediaKey(input)): Promise<ProcessedImage> {
  if (input.length > MEDIA.maxUploadBytes) throw imageTooLarge();
  const decodeOptions = { limitInputPixels: MEDIA.maxInputPixels, failOn: 'error' } as const;

  // Loaded on first use: it is not needed to start the server (the demo's pictures are stored afterwards).
  const { default: sharp } = await import('sharp');
  try {
    const meta = await sharp(input, decodeOptions).metadata();
    if (!ACCEPTED_FORMATS.has(meta.format)) throw invalidImage();
    if (meta.width * meta.height > MEDIA.maxInputPixels) throw imageTooLarge();

    // One decode (JPEG shrink-on-load makes a 12 MP photo cheap here), then every variant from raw pixels.
    const largest = Math.max(...MEDIA.widths);
    const { data, info } = await sharp(input, decodeOptions)
      .rotate()
      .resize({ width: largest, height: WEBP_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const fromPixels = () => sharp(data, raw);

    const variants = MEDIA.widths.map(async (width): Promise<MediaFile> => {
      // Never upscale: a small photo keeps its width under every name, so every URL exists.
      const image = width < info.width ? fromPixels().resize({ width }) : fromPixels();
      const name = variantName(key, width);
      const bytes = await image.webp({ quality: WEBP_QUALITY }).toBuffer();
      return { name, bytes, contentType: contentTypeOf(name) };
    });
    const og = (async (): Promise<MediaFile> => {
      const name = ogName(key);
      return { name, bytes: await ogJpeg(sharp, fromPixels), contentType: contentTypeOf(name) };
    })();
    const files = await Promise.all([...variants, og]);
    return { key, width: info.width, height: info.height, files };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw imageTooLarge();
    // Unsupported format, corrupt header, truncated data: all the same to the user.
    throw invalidImage();
  }
}

/** A JPEG at most 1200 px on its longest side, lowering the quality until it fits the preview budget. */
async function ogJpeg(sharp: typeof import('sharp').default, fromPixels: () => Sharp): Promise<Buffer> {
  let bytes: Buffer | undefined;
  for (const maxSide of [OG.maxSide, OG.maxSide / 2]) {
    const { data, info } = await fromPixels()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    for (const quality of OG.qualities) {
      // Plain libjpeg-turbo: mozjpeg saves ~8 % but costs 10 to 20 times the encoding time.
      bytes = await sharp(data, { raw: info }).jpeg({ quality }).toBuffer();
      if (bytes.length <= OG.maxBytes) return bytes;
    }
  }
  // Only pure noise gets here; a preview slightly over budget is still a preview.
  return bytes as Buffer;
}
