// Upload (through readImageFiles, as the feature routes use it) → pipeline → GET /media/:name on disk.
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA } from '@sugu/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/helper.js';
import { cameraJpeg, pngImage } from '../../media/test-images.js';
import { readImageFiles } from '../../media/upload.js';

// Stand-ins for the feature routes that take photos (sign-up picture, product and publication photos).
const { app, config } = await setupTestApp({
  extend(app) {
    app.post('/test/photos', async (request) => {
      const form = await readImageFiles(request, { fileFields: ['images'], maxFiles: 3 });
      const images = [];
      for (const file of form.files) images.push(await app.ctx.media.saveImage(file.buffer));
      return { images, fields: form.fields };
    });
    app.post('/test/publication', async (request) => {
      const form = await readImageFiles(request, {
        fileFields: ['images'],
        maxFiles: 2,
        extraFiles: 'ignore',
      });
      return { count: form.files.length, sizes: form.files.map((f) => f.buffer.length), fields: form.fields };
    });
  },
});

type Part =
  | { name: string; value: string }
  | { name: string; file: Buffer; filename?: string; type?: string };

function multipart(parts: Part[]) {
  const boundary = `----sugu${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'file' in part
        ? `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename ?? 'photo.jpg'}"\r\nContent-Type: ${part.type ?? 'image/jpeg'}`
        : `Content-Disposition: form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`));
    chunks.push('file' in part ? part.file : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (url: string, parts: Part[]) => app.inject({ method: 'POST', url, ...multipart(parts) });

describe('photo upload and GET /media/:name', () => {
  it('stores a camera JPEG as WebP at every width, without EXIF, served with an immutable cache', async () => {
    const res = await upload('/test/photos', [
      { name: 'caption', value: 'Tissu bazin' },
      { name: 'images', file: await cameraJpeg(2400, 1600) },
    ]);
    expect(res.statusCode).toBe(200);
    const [image] = res.json().images;
    expect(res.json().fields).toEqual({ caption: 'Tissu bazin' });
    expect(image).toEqual({ key: expect.stringMatching(/^[a-f0-9]{24}$/), width: 1280, height: 1920 });

    for (const width of MEDIA.widths) {
      const media = await app.inject({ method: 'GET', url: `/media/${image.key}-${width}.webp` });
      expect(media.statusCode).toBe(200);
      expect(media.headers['content-type']).toBe('image/webp');
      expect(media.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(media.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, width * 1.5]);
      expect(meta.exif).toBeUndefined();
      expect(media.rawPayload.includes('Sugu test')).toBe(false);
    }
    const og = await app.inject({ method: 'GET', url: `/media/${image.key}-og.jpg` });
    expect([og.statusCode, og.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect((await sharp(og.rawPayload).metadata()).height).toBe(1200);
  });

  it('answers 304 to a browser that already has the file', async () => {
    const res = await upload('/test/photos', [{ name: 'images', file: await pngImage(200, 100) }]);
    const url = `/media/${res.json().images[0].key}-320.webp`;
    const first = await app.inject({ method: 'GET', url });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('gives the same key to the same photo sent twice, and writes no leftover temporary file', async () => {
    const photo = await cameraJpeg(500, 400);
    const first = await upload('/test/photos', [{ name: 'images', file: photo }]);
    const second = await upload('/test/photos', [{ name: 'images', file: photo, filename: 'autre-nom.png' }]);
    expect(second.json().images[0].key).toBe(first.json().images[0].key);
    const files = await readdir(path.join(config.dataDir, 'media'));
    expect(
      files.filter((f) => !/^[a-f0-9]{24}-(320|640|1280)\.webp$|^[a-f0-9]{24}-og\.jpg$/.test(f)),
    ).toEqual([]);
  });

  it('refuses a text file named like a photo and a truncated JPEG', async () => {
    const jpeg = await cameraJpeg(800, 600);
    for (const file of [Buffer.from('ceci est un texte'), jpeg.subarray(0, jpeg.length - 2000)]) {
      const res = await upload('/test/photos', [
        { name: 'images', file, filename: 'photo.jpg', type: 'image/jpeg' },
      ]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Seules les images sont acceptées', code: 'invalid_image' });
    }
  });

  it('answers 413 to a file over 10 MB', async () => {
    const res = await upload('/test/photos', [
      { name: 'images', file: Buffer.alloc(MEDIA.maxUploadBytes + 1, 1) },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Image trop volumineuse (10 Mo maximum)', code: 'too_large' });
  });

  it('refuses more photos than allowed, or ignores the extras where the form says so', async () => {
    const photo = await pngImage(20, 20);
    const four = Array.from({ length: 4 }, () => ({ name: 'images', file: photo }));
    const refused = await upload('/test/photos', four);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'Trop de photos pour ce formulaire', code: 'too_many_files' });

    const kept = await upload('/test/publication', [
      { name: 'images', file: photo },
      { name: 'other', file: Buffer.from('not kept') },
      { name: 'images', file: Buffer.alloc(0), filename: '' },
      { name: 'images', file: Buffer.from('second') },
      { name: 'images', file: Buffer.from('third, ignored') },
      { name: 'caption', value: 'Bonjour' },
    ]);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toEqual({ count: 2, sizes: [photo.length, 6], fields: { caption: 'Bonjour' } });
  });

  it('answers a form that is not multipart with a French 400', async () => {
    const res = await app.inject({ method: 'POST', url: '/test/photos', payload: { images: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Veuillez remplir tous les champs', code: 'invalid_input' });
  });

  it('answers 404 in French to any other name, and to a missing file', async () => {
    const key = 'a'.repeat(24);
    for (const url of [
      `/media/${key}-320.webp`,
      `/media/${key}-500.webp`,
      `/media/${key.toUpperCase()}-320.webp`,
      `/media/${key}-320.png`,
      `/media/${key}-og.jpeg`,
      '/media/..%2F..%2Fpackage.json',
      '/media/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/media/../package.json',
      '/media/',
      `/media/.${key}-320.webp.0123456789ab.tmp`,
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.json()).toEqual({ message: 'Ressource introuvable', code: 'not_found' });
      expect(res.headers['cache-control']).toBeUndefined();
    }
  });
});
