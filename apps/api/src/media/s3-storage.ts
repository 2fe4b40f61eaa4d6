// S3-compatible storage (AWS S3, MinIO, Cloudflare R2, Scaleway…): one object per media name, at the bucket root;
// the private documents under their own prefix (PRIVATE_S3), never public, never kept by a shared cache.
import type { Readable } from 'node:stream';
import type { Config } from '../config.js';
import { IMMUTABLE_CACHE } from './names.js';
import {
  assertName,
  MEDIA_NAMING,
  type MediaStorage,
  PRIVATE_NAMING,
  type StorageNaming,
} from './storage.js';

export type S3Settings = NonNullable<Config['s3']>;

/** Where in the bucket a storage's objects live and how they are served. */
export interface S3Placement {
  naming: StorageNaming;
  /** Prepended to every name ('' : the bucket root). */
  prefix: string;
  cacheControl: string;
  /** Whether S3_PUBLIC_URL may serve these objects directly. */
  public: boolean;
}

const PUBLIC_S3: S3Placement = {
  naming: MEDIA_NAMING,
  prefix: '',
  cacheControl: IMMUTABLE_CACHE,
  public: true,
};
/**
 * The private documents: under `private/`, which the bucket's public access (S3_PUBLIC_URL, a CDN) must not
 * expose (README: a bucket policy that serves the root's media names only).
 */
export const PRIVATE_S3: S3Placement = {
  naming: PRIVATE_NAMING,
  prefix: 'private/',
  cacheControl: 'private, no-store',
  public: false,
};

export async function createS3Storage(
  settings: S3Settings,
  placement: S3Placement = PUBLIC_S3,
): Promise<MediaStorage> {
  // Loaded only with S3_* set: the SDK takes about a second to load, on every start-up otherwise.
  const {
    DeleteObjectCommand,
    GetObjectCommand,
    ListObjectsV2Command,
    PutObjectCommand,
    S3Client,
    S3ServiceException,
  } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    // A custom endpoint is a self-hosted or non-AWS service: those expect /bucket/key paths.
    forcePathStyle: Boolean(settings.endpoint),
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Several S3-compatible services reject the newer default checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const publicBase = placement.public ? settings.publicUrl?.replace(/\/+$/, '') : undefined;
  const keyOf = (name: string) => {
    assertName(placement.naming, name);
    return `${placement.prefix}${name}`;
  };

  return {
    async put(name, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: keyOf(name),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
          CacheControl: placement.cacheControl,
        }),
      );
    },
    async get(name) {
      const key = keyOf(name);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }));
        if (!object.Body) return null;
        return {
          body: object.Body as Readable,
          size: object.ContentLength,
          contentType: object.ContentType ?? placement.naming.contentTypeOf(name),
          etag: object.ETag ?? `"${name}"`,
        };
      } catch (error) {
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },
    publicUrl: (name) => (publicBase ? `${publicBase}/${name}` : undefined),
    async delete(name) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: keyOf(name) }));
    },
    async list() {
      const names: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: settings.bucket,
            Prefix: placement.prefix || undefined,
            ContinuationToken: token,
          }),
        );
        for (const { Key } of page.Contents ?? []) {
          const name = Key?.slice(placement.prefix.length);
          // The bucket root also lists `private/…` keys: not a media name, so not this storage's.
          if (name && placement.naming.isName(name)) names.push(name);
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return names;
    },
    async close() {
      client.destroy();
    },
  };
}
