// Where processed media live. Disk by default (DATA_DIR/media); S3-compatible when S3_* is set (s3-storage.ts).
// The same two storages hold the private documents (identity documents of the verified badge) apart from
// them: DATA_DIR/private, or the bucket's `private/` prefix, under names no /media URL accepts (PRIVATE_NAMING).
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { contentTypeOf, isMediaName, isPrivateName } from './names.js';

interface StoredObject {
  body: Readable;
  /** Bytes, when the storage knows it up front. */
  size: number | undefined;
  contentType: string;
  etag: string;
}

export interface MediaStorage {
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object, or null when it does not exist. */
  get(name: string): Promise<StoredObject | null>;
  /** Removes the object; nothing happens when it does not exist. */
  delete(name: string): Promise<void>;
  /** Every stored name (backups: cli/backup.ts). */
  list(): Promise<string[]>;
  /** Where clients can fetch the object directly (a CDN or public bucket), if anywhere. */
  publicUrl(name: string): string | undefined;
  close(): Promise<void>;
}

/** Which names a storage holds: checked before any storage call, a guard against a caller's mistake. */
export interface StorageNaming {
  isName(name: string): boolean;
  contentTypeOf(name: string): string;
}

/** Public media: content-derived names (names.ts), served by /media. */
export const MEDIA_NAMING: StorageNaming = { isName: isMediaName, contentTypeOf };
/** Private documents: random names, never served by /media, read only through an operator's route. */
export const PRIVATE_NAMING: StorageNaming = { isName: isPrivateName, contentTypeOf };

export function assertName(naming: StorageNaming, name: string): void {
  if (!naming.isName(name)) throw new Error(`not a stored name: ${JSON.stringify(name)}`);
}

export async function createDiskStorage(dir: string, naming = MEDIA_NAMING): Promise<MediaStorage> {
  await mkdir(dir, { recursive: true });
  return {
    async put(name, bytes) {
      assertName(naming, name);
      // Write then rename (atomic on one file system): a reader never sees a half-written file.
      const temp = path.join(dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        await writeFile(temp, bytes);
        await rename(temp, path.join(dir, name));
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(name) {
      assertName(naming, name);
      const file = path.join(dir, name);
      const info = await stat(file).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
      if (!info?.isFile()) return null;
      return {
        body: createReadStream(file),
        size: info.size,
        contentType: naming.contentTypeOf(name),
        etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      };
    },
    async delete(name) {
      assertName(naming, name);
      await rm(path.join(dir, name), { force: true });
    },
    async list() {
      // Names only: a half-written upload's temporary file is not one.
      return (await readdir(dir)).filter((name) => naming.isName(name));
    },
    publicUrl: () => undefined,
    async close() {},
  };
}
