// The API's kept answers: public lists many clients ask alike (the feed's pages, guests' shop search, the
// catalogue), kept a few seconds in each process with what a hit needs to leave at once: the JSON bytes, their
// ETag, and the brotli or gzip bytes made the first time a client accepts them. A hit costs no SQL, no
// serialization, no Zod, no compression, no hashing.
//
// - Kept in a memory cache (memory-cache.ts) per named cache and database, by the caller's key (`keyOf` for a
//   list of parameters), with its lifetime rules: served `maxAgeMs` from when the load started, reloaded in the
//   background after `refreshAfterMs`, one load for concurrent misses, no failed load kept.
// - Invalidation: a write that changes what a cache shows announces `{ kind: 'clear', name }` in its
//   transaction (cache-events.ts `announcing`: FEED_CHANGED, SHOP_SEARCH_CHANGED, PRODUCT_LISTS_CHANGED):
//   every API process on the database drops that cache's answers once it commits, the writing one first.
//   `clear()` drops this process's only (test factories that write in SQL). A load that started before a
//   clear is not kept (the requests already waiting for it still get it).
// - Derived bodies (`derived`): bodies made from a kept answer (the feed with a viewer's fields), kept by what
//   they are made of; their ETag is that key's hash, so it changes with their content.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../context.js';
import type { Database } from '../db/client.js';
import type { CacheEvent } from './cache-events.js';
import { type KeptData, keptFor, MemoryCache } from './memory-cache.js';

type Encoding = 'br' | 'gzip' | 'identity';

/** Below this size an answer goes out as it is (plugins/delivery.ts compresses other answers alike). */
export const COMPRESS_THRESHOLD = 1024;
/** Quality 4 compresses JSON nearly as well as 11 for a fraction of the CPU (two shared cores). */
export const BROTLI_QUALITY = 4;
export const GZIP_LEVEL = 6;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The weak ETag @fastify/etag would give these bytes. */
const weakEtag = (json: Buffer | string) => `W/"${createHash('sha1').update(json).digest('base64')}"`;

/**
 * A JSON body sent many times: its ETag (the content's hash unless the caller names it by what it is made
 * of) and each encoding, compressed on first use only (off the event loop) and kept with it.
 */
export class EncodedBody {
  readonly json: Buffer;
  readonly etag: string;
  readonly #encoded = new Map<Exclude<Encoding, 'identity'>, Promise<Buffer>>();

  constructor(json: string, etag?: string) {
    this.json = Buffer.from(json);
    this.etag = etag ?? weakEtag(this.json);
  }

  in(encoding: Encoding): Promise<Buffer> | Buffer {
    if (encoding === 'identity' || this.json.length < COMPRESS_THRESHOLD) return this.json;
    let encoded = this.#encoded.get(encoding);
    if (!encoded) {
      encoded =
        encoding === 'br'
          ? brotliAsync(this.json, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.json.length,
              },
            })
          : gzipAsync(this.json, { level: GZIP_LEVEL });
      this.#encoded.set(encoding, encoded);
    }
    return encoded;
  }
}

/**
 * Sends a kept body: 304 to its own ETag, else its best accepted encoding, already compressed. The delivery
 * hooks (plugins/delivery.ts) see the ETag and the Content-Encoding and leave the body alone.
 */
export async function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: EncodedBody) {
  reply.header('ETag', body.etag).header('Vary', 'Accept-Encoding').type('application/json; charset=utf-8');
  const match = request.headers['if-none-match'];
  if (match === body.etag || `W/${match}` === body.etag) return reply.code(304).send();
  const encoding =
    body.json.length < COMPRESS_THRESHOLD ? 'identity' : negotiate(request.headers['accept-encoding']);
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

/** A key made of every parameter that shapes an answer, in a fixed order. */
export const keyOf = (...parts: unknown[]) => JSON.stringify(parts);

export interface ResponseCacheOptions {
  /** How long an answer is served after its load started; 0 turns the cache off. */
  maxAgeMs: number;
  /** From this age on, the first request reloads the answer in the background (≤ maxAgeMs). */
  refreshAfterMs: number;
  /** Answers kept at most (least recently used out first). */
  max: number;
  /** The app's clock (read at each request: tests move it). */
  now: () => number;
  /** Where a failed background reload is reported (no request waits for it to fail). */
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/** A kept answer: the loaded value and its body. */
export interface Kept<V> {
  value: V;
  body: EncodedBody;
  loadedAt: number;
}

/** The caches of kept answers, by name: the feed's pages and the search lists. */
export const CACHES = { feed: 'feed', shops: 'shop-search', products: 'product-lists' } as const;
/** The search lists' caches: guests' shop search (/api/Shop/recherche) and the catalogue (/api/Product). */
export const SEARCH_CACHES = { shops: CACHES.shops, products: CACHES.products } as const;

/**
 * Announced (cache-events.ts `announcing`) by a write that changes what a search list shows of a shop or a
 * product: every process drops that list once it commits. Counters moved by other users (follows, orders)
 * are not announced: a list shows them SEARCH_CACHE_SECONDS late at most.
 */
export const SHOP_SEARCH_CHANGED: CacheEvent = { kind: 'clear', name: CACHES.shops };
export const PRODUCT_LISTS_CHANGED: CacheEvent = { kind: 'clear', name: CACHES.products };
/** Announced by a transaction that creates or deletes publications: every process drops its feed pages. */
const FEED_CHANGED: CacheEvent = { kind: 'clear', name: CACHES.feed };
/**
 * What a transaction that creates or deletes publications (a product's deletion included) announces: the
 * feed's pages, and the search lists, which show shops' publication and product counts and whether a
 * product is published.
 */
export const PUBLICATIONS_CHANGED: readonly CacheEvent[] = [
  FEED_CHANGED,
  SHOP_SEARCH_CHANGED,
  PRODUCT_LISTS_CHANGED,
];

/** Search lists (guests' shop search, the catalogue): SEARCH_CACHE_SECONDS, reloaded in their last fifth. */
export function searchCacheOptions(ctx: AppContext): ResponseCacheOptions {
  const maxAgeMs = ctx.config.searchCacheSeconds * 1000;
  return {
    maxAgeMs,
    refreshAfterMs: maxAgeMs * 0.8,
    max: 500,
    now: () => ctx.now().getTime(),
    log: ctx.log,
  };
}

/** Derived bodies kept per cache (~50 KB each for the feed). */
const MAX_DERIVED = 200;

/** Kept answers (a memory cache of them) and the bodies derived from them, cleared together. */
export class ResponseCache<V> implements KeptData {
  readonly #toJson: (value: V) => string;
  readonly #enabled: boolean;
  readonly #now: () => number;
  readonly #answers: MemoryCache<Kept<V>>;
  readonly #derived = new MemoryCache<EncodedBody>({ max: MAX_DERIVED });

  constructor(options: ResponseCacheOptions, toJson: (value: V) => string = JSON.stringify) {
    this.#toJson = toJson;
    this.#enabled = options.maxAgeMs > 0;
    this.#now = options.now;
    this.#answers = new MemoryCache(options);
  }

  get enabled(): boolean {
    return this.#enabled;
  }

  /**
   * The kept answer of `key`, or `load`'s once (concurrent requests share one load). A disabled cache loads
   * every request's own answer.
   */
  get(key: string, load: () => Promise<V>): Promise<Kept<V>> {
    if (!this.#enabled) {
      const loadedAt = this.#now();
      return load().then((value) => ({ value, body: this.encode(value), loadedAt }));
    }
    return this.#answers.get(key, load, (value, loadedAt) => ({
      value,
      body: new EncodedBody(this.#toJson(value)),
      loadedAt,
    }));
  }

  /**
   * A body derived from kept answers, by `key`, all it is made of (the page's ETag and a viewer's overlay):
   * made by `json()` once, kept until the cache is cleared. Its ETag is the key's hash.
   */
  derived(key: string, json: () => string): EncodedBody {
    let body = this.#derived.find(key);
    if (!body) {
      body = new EncodedBody(json(), weakEtag(key));
      this.#derived.set(key, body);
    }
    return body;
  }

  /** The body of `value` as a kept answer's, for an answer that is not kept (a disabled cache). */
  encode(value: V): EncodedBody {
    return new EncodedBody(this.#toJson(value));
  }

  /** Forgets every answer of this process (what they show changed). */
  clear(): void {
    this.#answers.clear();
    this.#derived.clear();
  }
}

/** The cache `name` of `db`, made with `options` the first time (cleared by its event, memory-cache.ts). */
export const responseCache = <V>(
  db: Database,
  name: string,
  options: () => ResponseCacheOptions & { toJson?: (value: V) => string },
): ResponseCache<V> =>
  keptFor(db, name, () => {
    const { toJson, ...rest } = options();
    return new ResponseCache<V>(rest, toJson);
  });

/**
 * The kept answer of `key` in `cache`, or `compute`'s checked against `schema` (the route's response schema:
 * the contract holds on a miss exactly as on an uncached route).
 */
export const cachedAnswer = <S extends z.ZodType>(
  cache: ResponseCache<z.output<S>>,
  key: string,
  schema: S,
  compute: () => Promise<z.input<S>>,
): Promise<Kept<z.output<S>>> => cache.get(key, async () => schema.parse(await compute()));

/**
 * Sends the answer of `key` from `cache`, or computes it with `compute` (`cachedAnswer`). A disabled cache
 * computes every request and sends it as a miss does (checked against `schema`, its JSON compressed once,
 * off the event loop), keeping nothing: not through Fastify's serializer and @fastify/compress's stream,
 * which cost a search answer about twice the CPU.
 */
export async function sendCached<S extends z.ZodType>(
  cache: ResponseCache<z.output<S>>,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  schema: S,
  compute: () => Promise<z.input<S>>,
): Promise<FastifyReply> {
  if (!cache.enabled) return sendEncoded(request, reply, cache.encode(schema.parse(await compute())));
  const kept = await cachedAnswer(cache, key, schema, compute);
  return sendEncoded(request, reply, kept.body);
}
