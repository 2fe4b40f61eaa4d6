// The response cache on a bare Fastify app with the delivery plugin (ETag, compression), as the search lists
// use it (sendCached): lifetime on the app's clock, one computation for concurrent misses, 304, precompressed
// bytes, the off switch; then what the feed uses besides: derived bodies and clears from other processes.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import { registerDelivery } from '../plugins/delivery.js';
import { applyCacheEvents } from './cache-events.js';
import { ResponseCache, responseCache, sendCached } from './response-cache.js';

const Answer = z.object({ word: z.string(), computed: z.number(), items: z.array(z.string()) });

let now = Date.parse('2026-11-23T10:00:00Z');
let computed = 0;
let failNext = false;

/** What the caches report (ResponseCacheOptions.log). */
const warnings: { obj: unknown; msg?: string }[] = [];
const log = { warn: (obj: unknown, msg?: string) => warnings.push({ obj, msg }) };

/** As searchCacheOptions makes them: `ttlSeconds`, reloaded in the last fifth. */
const cacheFor = (ttlSeconds: number) =>
  new ResponseCache<z.output<typeof Answer>>({
    maxAgeMs: ttlSeconds * 1000,
    refreshAfterMs: ttlSeconds * 800,
    max: 500,
    now: () => now,
    log,
  });

/** A bare Fastify app with the delivery plugin and one cached route: the cache alone, not the Sugu app. */
async function searchRouteApp(ttlSeconds: number) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerDelivery(app);
  const cache = cacheFor(ttlSeconds);
  app.get<{ Querystring: { word?: string; size?: string } }>(
    '/api/Shop/recherche',
    { schema: { response: { 200: Answer } } },
    (request, reply) => {
      const word = request.query.word ?? '';
      const size = Number(request.query.size ?? 1);
      return sendCached(cache, request, reply, `${word}/${size}`, Answer, async () => {
        if (failNext) {
          failNext = false;
          throw new Error('database down');
        }
        computed += 1;
        // Repetitive enough to compress well; `size` words of 10 characters.
        return { word, computed, items: Array.from({ length: size }, (_, i) => `mot-${i % 10}-${word}`) };
      });
    },
  );
  app.post('/clear', async () => {
    cache.clear();
    return { ok: true };
  });
  await app.ready();
  return app;
}

const app = await searchRouteApp(5);
const off = await searchRouteApp(0);
afterAll(async () => {
  await app.close();
  await off.close();
});

const get = (url: string, headers: Record<string, string> = {}, on = app) =>
  on.inject({ method: 'GET', url, headers });
const computedBy = async (url: string, on = app) => (await get(url, {}, on)).json().computed;

describe('response cache', () => {
  it('serves the same answer for its lifetime on the app clock, then computes it again', async () => {
    const first = await computedBy('/api/Shop/recherche?word=bazin');
    now += 4_999;
    expect(await computedBy('/api/Shop/recherche?word=bazin')).toBe(first);
    now += 1;
    expect(await computedBy('/api/Shop/recherche?word=bazin')).toBe(first + 1);
  });

  it('computes the next answer in the background in the last fifth of the lifetime, so no request waits', async () => {
    now += 10_000;
    const first = await computedBy('/api/Shop/recherche?word=avance');
    now += 3_999;
    expect(await computedBy('/api/Shop/recherche?word=avance')).toBe(first);
    expect(computed).toBe(first);
    now += 1;
    // This request is answered at once with the current answer and starts the next one…
    expect(await computedBy('/api/Shop/recherche?word=avance')).toBe(first);
    expect(computed).toBe(first + 1);
    // …which the following requests get, for a whole lifetime from when it was started.
    expect(await computedBy('/api/Shop/recherche?word=avance')).toBe(first + 1);
    now += 4_999;
    expect(await computedBy('/api/Shop/recherche?word=avance')).toBe(first + 1);
  });

  it('keys by the given key: another word is another answer', async () => {
    const bazin = await computedBy('/api/Shop/recherche?word=bazin');
    expect(await computedBy('/api/Shop/recherche?word=karite')).toBe(bazin + 1);
  });

  it('computes once for concurrent requests of one key', async () => {
    const before = computed;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => get('/api/Shop/recherche?word=concurrent')),
    );
    expect(new Set(answers.map((r) => r.json().computed))).toEqual(new Set([before + 1]));
    expect(computed).toBe(before + 1);
  });

  it('keeps no failure: the next request computes again', async () => {
    failNext = true;
    expect((await get('/api/Shop/recherche?word=panne')).statusCode).toBe(500);
    const res = await get('/api/Shop/recherche?word=panne');
    expect(res.statusCode).toBe(200);
    expect(res.json().word).toBe('panne');
  });

  it('forgets everything on clear()', async () => {
    const first = await computedBy('/api/Shop/recherche?word=oublie');
    await app.inject({ method: 'POST', url: '/clear' });
    expect(await computedBy('/api/Shop/recherche?word=oublie')).toBe(first + 1);
  });

  it('answers JSON with an ETag, and 304 to it, from the cache as from a miss', async () => {
    now += 10_000;
    const miss = await get('/api/Shop/recherche?word=etag');
    expect(miss.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(miss.headers.etag).toMatch(/^W\/".+"$/);
    expect(miss.headers['cache-control']).toBe('public, max-age=5, stale-while-revalidate=30');
    const hit = await get('/api/Shop/recherche?word=etag');
    expect(hit.headers.etag).toBe(miss.headers.etag);
    expect(hit.body).toBe(miss.body);
    const revalidated = await get('/api/Shop/recherche?word=etag', {
      'if-none-match': String(miss.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers['content-encoding']).toBeUndefined();
  });

  it('sends brotli or gzip bytes above 1 KB by content negotiation, plain JSON otherwise', async () => {
    const url = '/api/Shop/recherche?word=compresse&size=200';
    const plain = await get(url);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');

    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);

    const gzip = await get(url, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const small = await get('/api/Shop/recherche?word=petit', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().word).toBe('petit');
  });

  it('checks the answer against the response schema on a miss', async () => {
    const broken = Fastify();
    const cache = cacheFor(5);
    broken.get('/x', (request, reply) =>
      sendCached(
        cache,
        request,
        reply,
        'x',
        Answer,
        async () => ({ word: 1 }) as unknown as z.input<typeof Answer>,
      ),
    );
    expect((await broken.inject({ method: 'GET', url: '/x' })).statusCode).toBe(500);
    await broken.close();
  });

  it('computes every request when its lifetime is 0', async () => {
    const first = await computedBy('/api/Shop/recherche?word=direct', off);
    expect(await computedBy('/api/Shop/recherche?word=direct', off)).toBe(first + 1);
  });
});

describe('response cache, beyond the search lists', () => {
  const at = { now: 0 };
  const make = () =>
    new ResponseCache<{ n: number }>({
      maxAgeMs: 10_000,
      refreshAfterMs: 5_000,
      max: 10,
      now: () => at.now,
      log,
    });

  it('keeps no load that started before a clear', async () => {
    const cache = make();
    let release: (value: { n: number }) => void = () => {};
    const slow = cache.get('k', () => new Promise((resolve) => (release = resolve)));
    cache.clear();
    release({ n: 1 });
    expect((await slow).value.n).toBe(1);
    expect((await cache.get('k', async () => ({ n: 2 }))).value.n).toBe(2);
  });

  it('serves a page older than refreshAfterMs while one request reloads it, and waits past maxAgeMs', async () => {
    const cache = make();
    let loads = 0;
    const load = async () => ({ n: ++loads });
    at.now = 0;
    expect((await cache.get('p', load)).value.n).toBe(1);
    at.now = 5_000;
    expect((await cache.get('p', load)).value.n).toBe(1);
    expect((await cache.get('p', load)).value.n).toBe(2);
    expect(loads).toBe(2);
    at.now = 15_000;
    expect((await cache.get('p', load)).value.n).toBe(3);
  });

  it('loads every request’s own page when off (FEED_CACHE_SECONDS=0), concurrent ones included', async () => {
    const cache = new ResponseCache<{ n: number }>({
      maxAgeMs: 0,
      refreshAfterMs: 0,
      max: 10,
      now: () => 7,
      log,
    });
    let loads = 0;
    const load = async () => ({ n: ++loads });
    const [a, b] = await Promise.all([cache.get('p', load), cache.get('p', load)]);
    expect([a.value.n, b.value.n].sort()).toEqual([1, 2]);
    const c = await cache.get('p', load);
    expect(c).toMatchObject({ value: { n: 3 }, loadedAt: 7 });
    expect(c.body.json.toString()).toBe('{"n":3}');
  });

  it('logs a failed background reload, serves the kept answer meanwhile, and tries again on a later request', async () => {
    const cache = make();
    let loads = 0;
    const down = new Error('database down');
    at.now = 0;
    expect((await cache.get('r', async () => ({ n: ++loads }))).value.n).toBe(1);
    at.now = 5_000;
    warnings.length = 0;
    expect((await cache.get('r', () => Promise.reject(down))).value.n).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings).toEqual([
      { obj: { err: down, key: 'r' }, msg: 'kept answer: background reload failed' },
    ]);
    expect((await cache.get('r', async () => ({ n: ++loads }))).value.n).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect((await cache.get('r', async () => ({ n: ++loads }))).value.n).toBe(2);
  });

  it('keeps a derived body by what it is made of, under that key’s hash, until the cache is cleared', () => {
    const cache = make();
    let made = 0;
    const json = () => JSON.stringify({ made: ++made });
    const body = cache.derived('page 1 · overlay a', json);
    expect(body.etag).toMatch(/^W\/".+"$/);
    expect(cache.derived('page 1 · overlay a', json)).toBe(body);
    expect(cache.derived('page 1 · overlay b', json).etag).not.toBe(body.etag);
    cache.clear();
    expect(cache.derived('page 1 · overlay a', json)).not.toBe(body);
    expect(made).toBe(3);
  });

  it('clears a named cache on its event, and every cache of the database when events were missed', async () => {
    const db = {} as Database;
    const options = () => ({ maxAgeMs: 10_000, refreshAfterMs: 5_000, max: 10, now: () => at.now, log });
    const feed = responseCache<number>(db, 'feed', options);
    const shops = responseCache<number>(db, 'shops', options);
    expect(responseCache(db, 'feed', options)).toBe(feed);
    let loads = 0;
    const load = async () => ++loads;
    await feed.get('k', load);
    await shops.get('k', load);
    applyCacheEvents(db, [{ kind: 'clear', name: 'feed' }]);
    expect((await feed.get('k', load)).value).toBe(3);
    expect((await shops.get('k', load)).value).toBe(2);
    applyCacheEvents(db, [{ kind: 'resumed' }]);
    expect((await feed.get('k', load)).value).toBe(4);
    expect((await shops.get('k', load)).value).toBe(5);
  });
});
