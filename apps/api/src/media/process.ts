// The image pipeline: decode once (never trusting the file name or type), apply the EXIF orientation,
// then encode every stored variant from the same decoded pixels. Nothing of the input's metadata
// (EXIF, GPS, XMP, ICC comments) survives: sharp only writes metadata when asked to.
import { createHash } from 'node:crypto';
import { MEDIA, MSG, SHOP_VERIFICATION } from '@sugu/domain';
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

type SharpModule = typeof import('sharp').default;
const DECODE_OPTIONS = { limitInputPixels: MEDIA.maxInputPixels, failOn: 'error' } as const;

/**
 * The checks every upload passes before its pixels are used (size, a photo format, pixel count), then `work`;
 * any decoding failure becomes the French 400 (or 413), never a 500.
 */
async function decodingChecked<T>(input: Buffer, work: (sharp: SharpModule) => Promise<T>): Promise<T> {
  if (input.length > MEDIA.maxUploadBytes) throw imageTooLarge();
  // Loaded on first use: it is not needed to start the server (the demo's pictures are stored afterwards).
  const { default: sharp } = await import('sharp');
  try {
    const meta = await sharp(input, DECODE_OPTIONS).metadata();
    if (!ACCEPTED_FORMATS.has(meta.format)) throw invalidImage();
    if (meta.width * meta.height > MEDIA.maxInputPixels) throw imageTooLarge();
    return await work(sharp);
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw imageTooLarge();
    // Unsupported format, corrupt header, truncated data: all the same to the user.
    throw invalidImage();
  }
}

/** `key` defaults to the input's hash; the demo names its pictures before drawing them (db/seed/demo.ts). */
export function processImage(input: Buffer, key = mediaKey(input)): Promise<ProcessedImage> {
  return decodingChecked(input, async (sharp) => {
    // One decode (JPEG shrink-on-load makes a 12 MP photo cheap here), then every variant from raw pixels.
    const largest = Math.max(...MEDIA.widths);
    const { data, info } = await sharp(input, DECODE_OPTIONS)
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
  });
}

/** A document must stay legible (small print on an identity card): a higher quality than the page photos. */
const DOCUMENT_WEBP_QUALITY = 85;

/**
 * A private document's one stored file: the same checks as a photo, oriented, at most
 * SHOP_VERIFICATION.documentMaxSide on its longest side, re-encoded to WebP without any of the input's metadata.
 */
export function processDocument(input: Buffer): Promise<Buffer> {
  return decodingChecked(input, (sharp) =>
    sharp(input, DECODE_OPTIONS)
      .rotate()
      .resize({
        width: SHOP_VERIFICATION.documentMaxSide,
        height: SHOP_VERIFICATION.documentMaxSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: DOCUMENT_WEBP_QUALITY })
      .toBuffer(),
  );
}

/** A JPEG at most 1200 px on its longest side, lowering the quality until it fits the preview budget. */
async function ogJpeg(sharp: SharpModule, fromPixels: () => Sharp): Promise<Buffer> {
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
