// Low-data delivery: what leaves the server is compressed, revalidated with ETags, and cached only when safe.
//
// - Compression: API and rendered HTML responses are compressed on the fly (brotli, gzip fallback) from 1 KB;
//   the built web app is served precompressed by @fastify/static (see web-app.ts). Images are left alone
//   (@fastify/compress only touches compressible types; WebP and JPEG are not).
// - Conditional requests: every JSON response gets a weak ETag; a matching If-None-Match gets a bare 304.
// - Cache-Control on GET /api: the public lists and details below may sit a few seconds in a proxy when a
//   guest asks (Vary: Cookie keeps that copy from a connected user); a connected user's answer carries
//   per-user fields (isLiked, isFollowed…) and stays private. A route that chose its own header keeps it.
// - A body a route keeps (lib/response-cache.ts) is compressed once per encoding and sent as it is: the hooks
//   above see its ETag and Content-Encoding and leave it alone.
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BROTLI_QUALITY, COMPRESS_THRESHOLD, GZIP_LEVEL } from '../lib/response-cache.js';

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
    if (!request.url.startsWith('/api/')) return payload;
    // A route that answers per user without loading request.auth (the feed) says so with its own header.
    if (!reply.hasHeader('cache-control'))
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
