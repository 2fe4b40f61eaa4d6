// Images for the media tests, made with sharp so no binary fixture lives in the repository.
import sharp from 'sharp';

/** A camera-like JPEG: stored sideways with EXIF orientation 6 (display = rotated 90°), a copyright and GPS. */
export async function cameraJpeg(width = 2000, height = 1000): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Copyright: 'Sugu test', Make: 'PhoneMaker' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '12/1 39/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '8/1 0/1 0/1',
      },
    })
    .toBuffer();
}

export async function pngImage(width: number, height: number, alpha = false): Promise<Buffer> {
  const background = alpha ? { r: 0, g: 128, b: 0, alpha: 0.5 } : { r: 0, g: 128, b: 0 };
  return sharp({ create: { width, height, channels: alpha ? 4 : 3, background } })
    .png()
    .toBuffer();
}

/** Whether an EXIF block holds the GPS sub-directory pointer (tag 0x8825), in the block's byte order. */
export function hasGpsPointer(exif: Buffer): boolean {
  const littleEndian = exif.subarray(6, 8).toString('latin1') === 'II';
  return exif.includes(Buffer.from(littleEndian ? [0x25, 0x88] : [0x88, 0x25]));
}
