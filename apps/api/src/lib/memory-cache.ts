// The one way an API process keeps data in memory: `MemoryCache`, a bounded LRU of values with a lifetime on
// the app's clock, and one registry per database (`keptFor`) that applies the cache events (cache-events.ts) to
// everything kept for that database. Built on it: the kept answers (response-cache.ts: the feed's pages, the
// search lists), the feed's viewers and counters (publications/feed-viewers.ts), the order terms
// (orders/order-terms.ts). Only this file holds an LRU (.dependency-cruiser.cjs).
//
// - Bounds: `max` entries, or with `sizeOf` a total `maxSize`; the least recently used go first (`onEvict`).
// - Lifetime: a value is served `maxAgeMs` after it was set, or after its load started; `get` reloads it in the
//   background from `refreshAfterMs` on (served once ready), so steady traffic never waits; concurrent misses
//   of one key share one load; a failed load is not kept; a load that started before a clear is not kept
//   (the requests already waiting for it still get it).
// - Invalidation: `{ kind: 'clear', name }` clears the kept thing of that name, `resumed` (events were
//   missed) clears everything of the database; the other events go to each kept thing's `handle`.
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client.js';
import { type CacheEvent, onCacheEvent } from './cache-events.js';

export interface MemoryCacheOptions<V> {
  /** Entries kept at most (least recently used out first). */
  max: number;
  /** With `sizeOf`: the total size kept at most. */
  maxSize?: number;
  sizeOf?: (value: V) => number;
  /** How long a value is served after it was set or its load started; Infinity by default. */
  maxAgeMs?: number;
  /** From this age on, `get` reloads the value in the background (≤ maxAgeMs). */
  refreshAfterMs?: number;
  /** The app's clock (read at each call: tests move it). */
  now?: () => number;
  /** Where a failed background reload is reported (no request waits for it to fail). */
  log?: Pick<FastifyBaseLogger, 'warn'>;
  /** Told of each value evicted to make room (not of those deleted, replaced or cleared). */
  onEvict?: (value: V, key: string) => void;
}

interface Entry<V> {
  value: V;
  /** When it was set, or its load started (app clock). */
  at: number;
  /** The reload under way, if any. */
  next?: Promise<V>;
}

/** How a missing or old value is made: loaded, then kept as `keep` makes it. */
interface Load<L, V> {
  load: () => Promise<L>;
  keep: (loaded: L, startedAt: number) => V;
}

export class MemoryCache<V> {
  readonly #maxAgeMs: number;
  readonly #refreshAfterMs: number;
  readonly #now: () => number;
  readonly #log?: Pick<FastifyBaseLogger, 'warn'>;
  readonly #entries: LRUCache<string, Entry<V>>;
  /** Loads of keys that have no value yet. */
  readonly #loading = new Map<string, Promise<V>>();
  /** Bumped by every clear: a load that started before it is not kept. */
  #generation = 0;

  constructor(options: MemoryCacheOptions<V>) {
    this.#maxAgeMs = options.maxAgeMs ?? Number.POSITIVE_INFINITY;
    this.#refreshAfterMs = options.refreshAfterMs ?? this.#maxAgeMs;
    this.#now = options.now ?? Date.now;
    this.#log = options.log;
    const { sizeOf, onEvict } = options;
    this.#entries = new LRUCache<string, Entry<V>>({
      max: options.max,
      ...(sizeOf && { maxSize: options.maxSize, sizeCalculation: (entry) => sizeOf(entry.value) }),
      ...(onEvict && {
        dispose: (entry, key, reason) => {
          if (reason === 'evict') onEvict(entry.value, key);
        },
      }),
    });
  }

  /**
   * The value of `key`, or `load`'s once (concurrent calls share one load); `keep` makes the value kept of
   * what `load` gave and when it started.
   */
  get(key: string, load: () => Promise<V>): Promise<V>;
  get<L>(key: string, load: () => Promise<L>, keep: (loaded: L, startedAt: number) => V): Promise<V>;
  get<L>(key: string, load: () => Promise<L>, keep?: (loaded: L, startedAt: number) => V): Promise<V> {
    const make: Load<L, V> = { load, keep: keep ?? ((loaded) => loaded as unknown as V) };
    const now = this.#now();
    const entry = this.#entries.get(key);
    if (entry) {
      const age = now - entry.at;
      if (age < this.#maxAgeMs) {
        if (age >= this.#refreshAfterMs && !entry.next) this.#reload(key, entry, now, make);
        return Promise.resolve(entry.value);
      }
      if (entry.next) return entry.next;
    }
    let loading = this.#loading.get(key);
    if (!loading) {
      loading = this.#load(key, now, make);
      this.#loading.set(key, loading);
      const settled = () => {
        if (this.#loading.get(key) === loading) this.#loading.delete(key);
      };
      loading.then(settled, settled);
    }
    return loading;
  }

  /** The value of `key` while it is within its lifetime, else undefined (a use: it becomes recent). */
  find(key: string): V | undefined {
    const entry = this.#entries.get(key);
    return entry && this.#now() - entry.at < this.#maxAgeMs ? entry.value : undefined;
  }

  /** Like `find`, without making it recent (bookkeeping reads). */
  peek(key: string): V | undefined {
    const entry = this.#entries.peek(key);
    return entry && this.#now() - entry.at < this.#maxAgeMs ? entry.value : undefined;
  }

  /** Keeps `value` from now on (its lifetime starts again). */
  set(key: string, value: V): void {
    this.#entries.set(key, { value, at: this.#now() });
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  /** Forgets every value (what they show changed). */
  clear(): void {
    this.#generation++;
    this.#entries.clear();
    this.#loading.clear();
  }

  async #load<L>(key: string, now: number, make: Load<L, V>): Promise<V> {
    const generation = this.#generation;
    const value = make.keep(await make.load(), now);
    if (generation === this.#generation) this.#entries.set(key, { value, at: now });
    return value;
  }

  /** The next value, served once ready; a failed reload is logged, and tried again by a later call. */
  #reload<L>(key: string, entry: Entry<V>, now: number, make: Load<L, V>): void {
    const next = this.#load(key, now, make);
    entry.next = next;
    next.catch((error: unknown) => {
      entry.next = undefined;
      this.#log?.warn({ err: error, key }, 'kept answer: background reload failed');
    });
  }
}

/** Something kept in memory for one database: cleared by its name's event and when events were missed. */
export interface KeptData {
  clear(): void;
  /** The other events (sessions, viewers, counters), for what keeps data about them. */
  handle?(event: CacheEvent): void;
}

/** What this process keeps per database, by name: the app and the test factories writing to it share it. */
const registry = new WeakMap<Database, Map<string, KeptData>>();

/** The kept thing `name` of `db`, made by `make` the first time (and told the database's cache events). */
export function keptFor<T extends KeptData>(db: Database, name: string, make: () => T): T {
  let named = registry.get(db);
  if (!named) {
    const all = new Map<string, KeptData>();
    onCacheEvent(db, (event) => {
      if (event.kind === 'clear') all.get(event.name)?.clear();
      else if (event.kind === 'resumed') for (const thing of all.values()) thing.clear();
      else for (const thing of all.values()) thing.handle?.(event);
    });
    named = all;
    registry.set(db, named);
  }
  let thing = named.get(name) as T | undefined;
  if (!thing) {
    thing = make();
    named.set(name, thing);
  }
  return thing;
}

/** The memory cache `name` of `db`, made with `options` the first time. */
export const memoryCache = <V>(db: Database, name: string, options: () => MemoryCacheOptions<V>) =>
  keptFor(db, name, () => new MemoryCache<V>(options()));

/** Clears the kept thing `name` of `db` in this process, if it exists (test factories that write in SQL). */
export function clearKept(db: Database, name: string): void {
  registry.get(db)?.get(name)?.clear();
}
