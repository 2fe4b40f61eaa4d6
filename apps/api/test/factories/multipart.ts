// Multipart bodies for app.inject, and small real images for the upload routes.
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import type { App } from '../../src/app.js';

export interface UploadFile {
  field: string;
  data: Buffer;
  filename?: string;
  type?: string;
}

/** A multipart body for app.inject: `{ payload, headers }` built by the platform's FormData encoder. */
async function multipartPayload(fields: Record<string, string>, files: UploadFile[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    const type = file.type ?? 'image/jpeg';
    form.append(file.field, new Blob([new Uint8Array(file.data)], { type }), file.filename ?? 'photo.jpg');
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

/** Sends a multipart request (sign-up, shop, product, publication forms). */
export async function injectMultipart(
  app: App,
  options: {
    method?: 'POST' | 'PUT';
    url: string;
    fields?: Record<string, string>;
    files?: UploadFile[];
    cookie?: string;
  },
): Promise<LightMyRequestResponse> {
  const { payload, headers } = await multipartPayload(options.fields ?? {}, options.files ?? []);
  return app.inject({
    method: options.method ?? 'POST',
    url: options.url,
    payload,
    headers: { ...headers, ...(options.cookie && { cookie: options.cookie }) },
  });
}

/** A small real JPEG (decodable by the media pipeline). */
export function testJpeg(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();
}

/** `n` distinct small JPEGs under `field` (each a different size: distinct media keys, a known order). */
export async function photos(n: number, field = 'Files'): Promise<UploadFile[]> {
  return Promise.all(
    Array.from({ length: n }, async (_, i) => ({
      field,
      data: await testJpeg(40 + i, 30 + i),
      filename: `photo-${i}.jpg`,
    })),
  );
}

/** A media key that names no stored file: for rows written straight to the database. */
export const fakeMediaKey = () => randomBytes(8).toString('hex');
