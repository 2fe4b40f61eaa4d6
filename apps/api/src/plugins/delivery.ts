// Low-data delivery: what leaves the server is compressed, revalidated with ETags, and cached only when safe.
//
// - Compression: API and rendered HTML responses are compressed on the fly (brotli, gzip fallback) from 1 KB;
//   the built web app is served precompressed by @fastify/static (see web-app.ts). Images are left alone
//   (@fastify/compress only touches compressible types; WebP and JPEG are not).
// - Conditional requests: every JSON response gets a weak ETag; a matching If-None-Match gets a bare 304.
// - Cache-Control on GET /api: the public lists and details below may sit a few seconds in a proxy when a
//   guest asks (Vary: Cookie keeps that copy from a connected user); a connected user's answer carries
//   per-user fields (isLiked, isFollowed…) and stays private. A route that chose its own header keeps it.
// - A body a route keeps (the feed's cached pages, `EncodedBody`) is compressed once per encoding and sent
//   as it is: the hooks above see its ETag and Content-Encoding and leave it alone.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Guest answers of these routes are the same for every guest. */
const PUBLIC_ROUTES = new Set([
  '/api/Publication',
  '/api/Publication/:id',
  '/api/Product',
  '/api/Product/:id',
  '/api/Shop/recherche',
  '/api/Shop/:shopId',
  '/api/Shop/:shopId/products',
  '/api/Shop/:shopId/publications',
  '/api/Comment/pub/:publicationId',
]);

/** A few seconds fresh, then served stale while the proxy revalidates: a burst of guests costs one query. */
export const PUBLIC_CACHE = 'public, max-age=5, stale-while-revalidate=30';
/** The browser may keep it but revalidates every time (ETag → 304); no shared cache may keep it. */
export const PRIVATE_CACHE = 'private, no-cache';

const COMPRESS_THRESHOLD = 1024;
/** Quality 4 compresses JSON nearly as well as 11 for a fraction of the CPU (two shared cores). */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

export async function registerDelivery(app: FastifyInstance) {
  // ETag first: its onSend hook hashes the plain JSON before compression turns it into a stream.
  await app.register(etag, { weak: true });
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: GZIP_LEVEL },
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (!request.url.startsWith('/api/') || reply.hasHeader('cache-control')) return payload;
    reply.header('Cache-Control', cachePolicy(request, reply.statusCode));
    if (isPublicRoute(request)) reply.header('Vary', appendVary(reply.getHeader('vary'), 'Cookie'));
    return payload;
  });
}

function isPublicRoute(request: FastifyRequest): boolean {
  return PUBLIC_ROUTES.has(request.routeOptions.url ?? '');
}

function cachePolicy(request: FastifyRequest, status: number): string {
  const ok = status === 200 || status === 304;
  return ok && !request.auth && isPublicRoute(request) ? PUBLIC_CACHE : PRIVATE_CACHE;
}

function appendVary(current: unknown, name: string): string {
  const value = Array.isArray(current) ? current.join(', ') : typeof current === 'string' ? current : '';
  if (!value) return name;
  const names = value.split(',').map((v) => v.trim().toLowerCase());
  return names.includes(name.toLowerCase()) || names.includes('*') ? value : `${value}, ${name}`;
}

type Encoding = 'br' | 'gzip' | 'identity';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A JSON body kept by a route to be sent many times: its weak ETag (the one @fastify/etag would compute)
 * and each encoding, compressed on first use only (off the event loop) and kept with it.
 */
export class EncodedBody {
  readonly etag: string;
  readonly #json: Buffer;
  readonly #encoded = new Map<Exclude<Encoding, 'identity'>, Promise<Buffer>>();

  constructor(json: string) {
    this.#json = Buffer.from(json);
    this.etag = `W/"${createHash('sha1').update(this.#json).digest('base64')}"`;
  }

  in(encoding: Encoding): Promise<Buffer> | Buffer {
    if (encoding === 'identity') return this.#json;
    let encoded = this.#encoded.get(encoding);
    if (!encoded) {
      encoded =
        encoding === 'br'
          ? brotliAsync(this.#json, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.#json.length,
              },
            })
          : gzipAsync(this.#json, { level: GZIP_LEVEL });
      this.#encoded.set(encoding, encoded);
    }
    return encoded;
  }
}

/** Sends a kept body: 304 to its own ETag, else its best accepted encoding, already compressed. */
export async function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: EncodedBody) {
  reply.header('ETag', body.etag).header('Vary', 'Accept-Encoding').type('application/json; charset=utf-8');
  const match = request.headers['if-none-match'];
  if (match === body.etag || `W/${match}` === body.etag) return reply.code(304).send();
  const encoding = negotiate(request.headers['accept-encoding']);
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  return reply.send(await body.in(encoding));
}

/** Brotli, else gzip, else none: the order @fastify/compress follows with `encodings: ['br', 'gzip']`. */
function negotiate(header: string | undefined): Encoding {
  if (!header) return 'identity';
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((text) => text.trim());
    const q = params.find((param) => param.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) : 1);
  }
  for (const encoding of ['br', 'gzip'] as const) {
    const weight = weights.get(encoding) ?? weights.get('*');
    if (weight !== undefined && weight > 0) return encoding;
  }
  return 'identity';
}
