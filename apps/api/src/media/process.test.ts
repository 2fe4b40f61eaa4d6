import { MEDIA, MSG } from '@sugu/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors.js';
import { processImage } from './process.js';
import { cameraJpeg, hasGpsPointer, pngImage } from './test-images.js';

const file = (image: Awaited<ReturnType<typeof processImage>>, suffix: string) => {
  const found = image.files.find((f) => f.name === `${image.key}-${suffix}`);
  if (!found) throw new Error(`no ${suffix}`);
  return found;
};

async function refusal(input: Buffer): Promise<AppError> {
  const error = await processImage(input).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('processImage', () => {
  it('applies the EXIF orientation, strips every metadata and makes WebP at 320, 640 and 1280', async () => {
    const input = await cameraJpeg(2000, 1000);
    const inputMeta = await sharp(input).metadata();
    // The fixture really carries what must disappear.
    expect(inputMeta.orientation).toBe(6);
    expect(inputMeta.exif?.includes('Sugu test')).toBe(true);
    expect(hasGpsPointer(inputMeta.exif as Buffer)).toBe(true);

    const image = await processImage(input);
    expect(image.key).toMatch(/^[a-f0-9]{24}$/);
    // Stored sideways 2000x1000, displayed 1000x2000: capped at 1280 wide.
    expect({ width: image.width, height: image.height }).toEqual({ width: 1000, height: 2000 });
    expect(image.files.map((f) => f.name)).toEqual([
      `${image.key}-320.webp`,
      `${image.key}-640.webp`,
      `${image.key}-1280.webp`,
      `${image.key}-og.jpg`,
    ]);
    for (const [width, expected] of [
      [320, { width: 320, height: 640 }],
      [640, { width: 640, height: 1280 }],
      // Never upscaled: the 1280 name holds the original 1000 px.
      [1280, { width: 1000, height: 2000 }],
    ] as const) {
      const out = file(image, `${width}.webp`);
      const meta = await sharp(out.bytes).metadata();
      expect(out.contentType).toBe('image/webp');
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: 'webp',
        ...expected,
      });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(out.bytes.includes('Sugu test')).toBe(false);
      expect(out.bytes.includes('PhoneMaker')).toBe(false);
    }
  });

  it('makes a JPEG preview at most 1200 px and 300 KB, without metadata', async () => {
    const image = await processImage(await cameraJpeg(3000, 2000));
    const og = file(image, 'og.jpg');
    const meta = await sharp(og.bytes).metadata();
    expect(og.contentType).toBe('image/jpeg');
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'jpeg',
      width: 800,
      height: 1200,
    });
    expect(og.bytes.length).toBeLessThan(300 * 1024);
    expect(meta.exif).toBeUndefined();
  });

  it('keeps a detailed photo preview under 300 KB by lowering the quality', async () => {
    const noise = await sharp({
      create: {
        width: 1400,
        height: 1400,
        channels: 3,
        background: 'black',
        noise: { type: 'gaussian', mean: 128, sigma: 80 },
      },
    })
      .png()
      .toBuffer();
    const image = await processImage(noise);
    expect(file(image, 'og.jpg').bytes.length).toBeLessThanOrEqual(300 * 1024);
  });

  it('keeps a small image at its size under every name and flattens transparency in the preview', async () => {
    const image = await processImage(await pngImage(500, 300, true));
    expect({ width: image.width, height: image.height }).toEqual({ width: 500, height: 300 });
    expect((await sharp(file(image, '320.webp').bytes).metadata()).width).toBe(320);
    expect((await sharp(file(image, '640.webp').bytes).metadata()).width).toBe(500);
    expect((await sharp(file(image, '1280.webp').bytes).metadata()).hasAlpha).toBe(true);
    const og = await sharp(file(image, 'og.jpg').bytes).metadata();
    expect({ width: og.width, hasAlpha: og.hasAlpha }).toEqual({ width: 500, hasAlpha: false });
  });

  it('gives the same key to the same bytes and another key to other bytes', async () => {
    const input = await cameraJpeg(640, 480);
    const first = await processImage(input);
    const again = await processImage(Buffer.from(input));
    const other = await processImage(await cameraJpeg(641, 480));
    expect(again.key).toBe(first.key);
    expect(other.key).not.toBe(first.key);
  });

  it('refuses what is not an image, whatever its name says', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    for (const input of [Buffer.from('bonjour, ceci est un texte'), Buffer.alloc(0), svg]) {
      const error = await refusal(input);
      expect({ status: error.status, code: error.code, message: error.message }).toEqual({
        status: 400,
        code: 'invalid_image',
        message: 'Seules les images sont acceptées',
      });
    }
  });

  it('refuses a truncated JPEG and a truncated PNG', async () => {
    const jpeg = await cameraJpeg(800, 600);
    const png = await sharp({
      create: {
        width: 300,
        height: 300,
        channels: 3,
        background: 'black',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    for (const input of [
      jpeg.subarray(0, jpeg.length / 2),
      jpeg.subarray(0, 200),
      png.subarray(0, png.length / 2),
    ]) {
      const error = await refusal(input);
      expect([error.status, error.message]).toEqual([400, MSG.imageOnly]);
    }
  });

  it('answers 413 over the size limit and over the pixel limit', async () => {
    const big = await refusal(Buffer.alloc(MEDIA.maxUploadBytes + 1));
    expect([big.status, big.message]).toEqual([413, 'Image trop volumineuse (10 Mo maximum)']);

    // 8000 x 5001 = 40,008,000 pixels: one row over the limit. A flat colour keeps the file tiny.
    const huge = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: 'white' } })
      .jpeg()
      .toBuffer();
    expect(huge.length).toBeLessThan(MEDIA.maxUploadBytes);
    const tooManyPixels = await refusal(huge);
    expect([tooManyPixels.status, tooManyPixels.message]).toEqual([413, MSG.imageTooLarge]);
  });
});
