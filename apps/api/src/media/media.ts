// Media pipeline (profile pictures, logos, product and publication photos). Placeholder until implemented.
import type { Config } from '../config.js';

export interface StoredImage {
  /** Content-hash key; URLs are /media/{key}-{width}.webp (see mediaUrl in @sugu/domain). */
  key: string;
  width: number;
  height: number;
}

export interface MediaService {
  /** Decodes, checks, re-encodes to WebP at every width with metadata stripped, stores. Throws a 400/413 AppError. */
  saveImage(input: Buffer): Promise<StoredImage>;
  close(): Promise<void>;
}

export async function createMediaService(_config: Config): Promise<MediaService> {
  return {
    async saveImage() {
      throw new Error('media pipeline not implemented');
    },
    async close() {},
  };
}
