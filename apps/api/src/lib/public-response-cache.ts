// A short in-process cache of public GET answers that many clients ask alike (search lists).
//
// An entry keeps what a hit needs to leave at once: the JSON bytes, their ETag, and the brotli or gzip
// bytes made the first time a client accepts them. So a hit is a lookup and a write: no SQL, no Zod, no
// compression. Entries live `ttlSeconds` on the app's clock, the same few seconds a proxy may keep the
// answer (PUBLIC_CACHE in plugins/delivery.ts), counted from when their computation started; concurrent
// misses of one key share one computation, and a request in the last fifth of an entry's life computes the
// next one in the background (served once ready), so steady traffic never waits for a miss.
// Each process keeps its own entries; `clear()` drops them when this process writes what they show.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';

/** Below this size an answer goes out uncompressed (as plugins/delivery.ts does). */
const COMPRESS_MIN_BYTES = 1024;
/** Entries kept at most: a list answer is 10–60 KB, so a few tens of MB in the worst case. */
const MAX_ENTRIES = 500;

type Encoding = 'br' | 'gzip';

interface Answer {
  json: Buffer;
  etag: string;
  compressed: Partial<Record<Encoding, Buffer>>;
}

interface Entry {
  expiresAt: number;
  /** From then on, a request starts computing the next answer while this one is still served. */
  refreshAt: number;
  answer: Promise<Answer>;
  /** The next answer being computed. */
  next?: Promise<Answer>;
}

/** Share of the lifetime after which a request refreshes the entry ahead of its expiry. */
const REFRESH_AFTER = 0.8;

export interface PublicResponseCacheOptions {
  /** How long an answer is served again; 0 turns the cache off (every request computes and serializes). */
  ttlSeconds: number;
  /** The app's clock (`ctx.now`). */
  now: () => Date;
}

export interface PublicResponseCache {
  /**
   * Sends the answer of `key`: from the cache, or computed by `compute`, checked against `schema` (the
   * route's response schema: the contract holds on a miss exactly as on an uncached route) and kept.
   */
  send<S extends z.ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    schema: S,
    compute: () => Promise<z.input<S>>,
  ): Promise<FastifyReply>;
  /** Forgets every answer (this process changed what they list). */
  clear(): void;
}

export function createPublicResponseCache(options: PublicResponseCacheOptions): PublicResponseCache {
  const ttlMs = options.ttlSeconds * 1000;
  const entries = new LRUCache<string, Entry>({ max: MAX_ENTRIES });

  /** Bumped by clear(): an answer computed before it is not kept. */
  let generation = 0;

  function answerOf<S extends z.ZodType>(key: string, schema: S, compute: () => Promise<z.input<S>>) {
    const now = options.now().getTime();
    const fresh = () => compute().then((value) => toAnswer(schema.parse(value)));
    const entryFrom = (answer: Promise<Answer>): Entry => ({
      expiresAt: now + ttlMs,
      refreshAt: now + ttlMs * REFRESH_AFTER,
      answer,
    });
    const entry = entries.get(key);
    if (entry && entry.expiresAt > now) {
      // Refreshed ahead of expiry, so under steady traffic no request ever waits for a computation.
      if (!entry.next && now >= entry.refreshAt) {
        const next = fresh();
        const started = generation;
        entry.next = next;
        next.then(
          () => {
            if (generation === started) entries.set(key, entryFrom(next));
          },
          () => {
            entry.next = undefined;
          },
        );
      }
      return entry.answer;
    }
    if (entry?.next) return entry.next;
    const answer = fresh();
    entries.set(key, entryFrom(answer));
    // A failed computation is not kept: the next request tries again.
    answer.catch(() => {
      if (entries.get(key)?.answer === answer) entries.delete(key);
    });
    return answer;
  }

  return {
    async send(request, reply, key, schema, compute) {
      if (ttlMs <= 0) return reply.send(await compute());
      const answer = await answerOf(key, schema, compute);
      return sendAnswer(request, reply, answer);
    },
    clear() {
      generation += 1;
      entries.clear();
    },
  };
}

function toAnswer(value: unknown): Answer {
  const json = Buffer.from(JSON.stringify(value));
  const etag = `W/"${createHash('sha1').update(json).digest('base64url')}"`;
  return { json, etag, compressed: {} };
}

function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: Answer): FastifyReply {
  reply.header('ETag', answer.etag).header('Vary', 'Accept-Encoding');
  // @fastify/etag answers 304 to a matching If-None-Match (with an empty body) from the header set here.
  if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (answer.json.length < COMPRESS_MIN_BYTES) return reply.send(answer.json);
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(answer.json);
  answer.compressed[encoding] ??= compress(answer.json, encoding);
  // @fastify/compress leaves a body that already has a Content-Encoding alone.
  return reply.header('Content-Encoding', encoding).send(answer.compressed[encoding]);
}

/** Same settings as @fastify/compress in plugins/delivery.ts: brotli quality 4, gzip level 6. */
function compress(json: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'br') {
    return brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
  }
  return gzipSync(json, { level: 6 });
}

/** brotli when the client accepts it, else gzip, else none (`;q=0` refuses an encoding). */
function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}
