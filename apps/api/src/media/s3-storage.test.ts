// S3 mode against a tiny fake S3 endpoint (path-style, as MinIO and most S3-compatible services accept).
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import type { AppContext } from '../context.js';
import { mediaRoutes } from '../modules/media/media.routes.js';
import { registerErrorHandler } from '../plugins/errors.js';
import { createMediaService } from './media.js';
import { cameraJpeg } from './test-images.js';

interface StoredPut {
  body: Buffer;
  headers: IncomingMessage['headers'];
}
const objects = new Map<string, StoredPut>();
const requests: string[] = [];

const s3 = createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const url = new URL(req.url ?? '/', 'http://s3.local');
  requests.push(`${req.method} ${url.pathname}`);
  if (req.method === 'PUT') {
    objects.set(url.pathname, { body: Buffer.concat(chunks), headers: req.headers });
    res.writeHead(200, { ETag: '"put-etag"' }).end();
    return;
  }
  if (req.method === 'DELETE') {
    objects.delete(url.pathname);
    res.writeHead(204).end();
    return;
  }
  const object = objects.get(url.pathname);
  if (req.method === 'GET' && object) {
    res
      .writeHead(200, {
        'Content-Type': object.headers['content-type'] ?? 'application/octet-stream',
        'Content-Length': object.body.length,
        ETag: '"s3-etag"',
      })
      .end(object.body);
    return;
  }
  res
    .writeHead(404, { 'Content-Type': 'application/xml' })
    .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
});
await new Promise<void>((resolve) => s3.listen(0, '127.0.0.1', resolve));
const endpoint = `http://127.0.0.1:${(s3.address() as AddressInfo).port}`;

const s3Config = (extra: Record<string, string> = {}) =>
  loadConfig({
    NODE_ENV: 'test',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: 'sugu-media',
    S3_ACCESS_KEY_ID: 'test-key',
    S3_SECRET_ACCESS_KEY: 'test-secret',
    ...extra,
  });

/** The /media route alone, in front of a media service (no database needed). */
async function mediaServer(extra: Record<string, string> = {}) {
  const media = await createMediaService(s3Config(extra));
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(mediaRoutes, { ctx: { media } as AppContext });
  await app.ready();
  return { app, media };
}

const streaming = await mediaServer();
const redirecting = await mediaServer({ S3_PUBLIC_URL: 'https://cdn.sugu.ml/media/' });
afterAll(async () => {
  for (const { app, media } of [streaming, redirecting]) {
    await app.close();
    await media.close();
  }
  await new Promise((resolve) => s3.close(resolve));
});

describe('S3 storage', () => {
  it('PUTs every variant into the bucket with its type and an immutable cache header', async () => {
    const image = await streaming.media.saveImage(await cameraJpeg(900, 600));
    const names = ['320.webp', '640.webp', '1280.webp', 'og.jpg'].map((s) => `${image.key}-${s}`);
    expect(requests.filter((r) => r.startsWith('PUT')).sort()).toEqual(
      names.map((n) => `PUT /sugu-media/${n}`).sort(),
    );
    for (const name of names) {
      const put = objects.get(`/sugu-media/${name}`) as StoredPut;
      expect(put.headers['content-type']).toBe(name.endsWith('.jpg') ? 'image/jpeg' : 'image/webp');
      expect(put.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(put.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-key\//);
      const meta = await sharp(put.body).metadata();
      expect(meta.exif).toBeUndefined();
    }
    expect((await sharp(objects.get(`/sugu-media/${image.key}-320.webp`)?.body).metadata()).width).toBe(320);
  });

  it('streams an object from the bucket when no public URL is set', async () => {
    const image = await streaming.media.saveImage(await cameraJpeg(700, 500));
    const res = await streaming.app.inject({ method: 'GET', url: `/media/${image.key}-640.webp` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(objects.get(`/sugu-media/${image.key}-640.webp`)?.body as Buffer)).toBe(
      true,
    );

    const missing = await streaming.app.inject({ method: 'GET', url: `/media/${'b'.repeat(24)}-640.webp` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Ressource introuvable', code: 'not_found' });
  });

  it('redirects to the public URL when S3_PUBLIC_URL is set, and never for a bad name', async () => {
    const name = `${'c'.repeat(24)}-1280.webp`;
    const res = await redirecting.app.inject({ method: 'GET', url: `/media/${name}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`https://cdn.sugu.ml/media/${name}`);

    const bad = await redirecting.app.inject({ method: 'GET', url: '/media/..%2Fsecret' });
    expect(bad.statusCode).toBe(404);
  });

  it('keeps a private document under private/, never public nor cached, and never served by /media', async () => {
    for (const { app, media } of [streaming, redirecting]) {
      const name = await media.saveDocument(await cameraJpeg(900, 600));
      expect(name).toMatch(/^[a-f0-9]{32}\.webp$/);
      const put = objects.get(`/sugu-media/private/${name}`) as StoredPut;
      expect(put.headers['content-type']).toBe('image/webp');
      expect(put.headers['cache-control']).toBe('private, no-store');
      expect((await sharp(put.body).metadata()).exif).toBeUndefined();
      expect(objects.has(`/sugu-media/${name}`)).toBe(false);
      // Neither streamed nor redirected to the public URL: /media knows no such name.
      for (const url of [`/media/${name}`, `/media/private%2F${name}`]) {
        expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
      expect(media.documents.publicUrl(name)).toBeUndefined();
      const read = await media.documents.get(name);
      expect(read?.contentType).toBe('image/webp');
      read?.body.destroy();
      await media.documents.delete(name);
      expect(objects.has(`/sugu-media/private/${name}`)).toBe(false);
    }
  });
});
