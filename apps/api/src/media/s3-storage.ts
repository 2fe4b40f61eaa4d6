// S3-compatible storage (AWS S3, MinIO, Cloudflare R2, Scaleway…): one object per media name, at the bucket root.
import type { Readable } from 'node:stream';
import type { Config } from '../config.js';
import { contentTypeOf, IMMUTABLE_CACHE } from './names.js';
import { assertMediaName, type MediaStorage } from './storage.js';

export type S3Settings = NonNullable<Config['s3']>;

export async function createS3Storage(settings: S3Settings): Promise<MediaStorage> {
  // Loaded only with S3_* set: the SDK takes about a second to load, on every start-up otherwise.
  const { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } =
    await import('@aws-sdk/client-s3');
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
  const publicBase = settings.publicUrl?.replace(/\/+$/, '');

  return {
    async put(name, bytes, contentType) {
      assertMediaName(name);
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: name,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
          CacheControl: IMMUTABLE_CACHE,
        }),
      );
    },
    async get(name) {
      assertMediaName(name);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: name }));
        if (!object.Body) return null;
        return {
          body: object.Body as Readable,
          size: object.ContentLength,
          contentType: object.ContentType ?? contentTypeOf(name),
          etag: object.ETag ?? `"${name}"`,
        };
      } catch (error) {
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },
    publicUrl: (name) => (publicBase ? `${publicBase}/${name}` : undefined),
    async delete(name) {
      assertMediaName(name);
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: name }));
    },
    async close() {
      client.destroy();
    },
  };
}
