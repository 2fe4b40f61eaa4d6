// Media pipeline (profile pictures, logos, product and publication photos): sharp re-encoding
// (process.ts) in front of a storage (disk or S3). Routes read uploads with upload.ts and serve with
// modules/media; URLs are /media/{key}-{width}.webp (mediaUrl in @sugu/domain) and /media/{key}-og.jpg.
import path from 'node:path';
import type { Config } from '../config.js';
import { privateName } from './names.js';
import { processDocument, processImage } from './process.js';
import { createS3Storage, PRIVATE_S3 } from './s3-storage.js';
import { createDiskStorage, type MediaStorage, PRIVATE_NAMING } from './storage.js';

export interface StoredImage {
  /** Content-hash key; URLs are /media/{key}-{width}.webp (see mediaUrl in @sugu/domain). */
  key: string;
  width: number;
  height: number;
}

export interface MediaService {
  /**
   * Decodes, checks, re-encodes to WebP at every width with metadata stripped, stores. Throws a 400/413
   * AppError. `key` (the input's hash by default) is only given by the demo seeding.
   */
  saveImage(input: Buffer, key?: string): Promise<StoredImage>;
  /** Where the files live; the /media route reads from it. */
  readonly storage: MediaStorage;
  /**
   * Decodes and checks a private document (an identity document's photo) like an image, re-encodes it once
   * without metadata and stores it apart from the media under a new random name, which it returns.
   */
  saveDocument(input: Buffer): Promise<string>;
  /**
   * Where private documents live (DATA_DIR/private, or the bucket's `private/` prefix): nothing public reads
   * it, only the routes that check who asks.
   */
  readonly documents: MediaStorage;
  /**
   * Announces an image whose rows exist before its files (the demo's pictures, stored while the server
   * already answers): `store` writes them, and is run at most once whoever asks first.
   */
  promise(key: string, store: () => Promise<void>): () => Promise<void>;
  /** Stores a promised image now if nobody has started it, and settles once its files are in. */
  whenStored(key: string): Promise<void> | undefined;
  close(): Promise<void>;
}

/** Images decoded at once: each can hold tens of MB of pixels, and the machine has few cores. */
const MAX_CONCURRENT_IMAGES = 2;

/** The public media's and the private documents' storages: on disk under DATA_DIR, or in the S3 bucket. */
export async function openStorages(
  config: Config,
): Promise<{ storage: MediaStorage; documents: MediaStorage }> {
  return {
    storage: config.s3
      ? await createS3Storage(config.s3)
      : await createDiskStorage(path.join(config.dataDir, 'media')),
    documents: config.s3
      ? await createS3Storage(config.s3, PRIVATE_S3)
      : await createDiskStorage(path.join(config.dataDir, 'private'), PRIVATE_NAMING),
  };
}

export async function createMediaService(config: Config): Promise<MediaService> {
  const { storage, documents } = await openStorages(config);
  const limit = limiter(MAX_CONCURRENT_IMAGES);
  const promised = new Map<string, () => Promise<void>>();

  return {
    storage,
    documents,
    async saveDocument(input) {
      const bytes = await limit(() => processDocument(input));
      const name = privateName();
      await documents.put(name, bytes, 'image/webp');
      return name;
    },
    promise(key, store) {
      let started: Promise<void> | undefined;
      const once = () => {
        started ??= store();
        return started;
      };
      promised.set(key, once);
      return once;
    },
    whenStored: (key) => promised.get(key)?.(),
    async saveImage(input, key) {
      const image = await limit(() => processImage(input, key));
      // Same bytes, same key, same files: a repeated upload just rewrites identical objects.
      await Promise.all(image.files.map((file) => storage.put(file.name, file.bytes, file.contentType)));
      return { key: image.key, width: image.width, height: image.height };
    },
    async close() {
      await Promise.all([storage.close(), documents.close()]);
    },
  };
}

function limiter(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    // A finishing task hands its slot straight to the next waiter, so `running` never exceeds max.
    if (running < max) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
