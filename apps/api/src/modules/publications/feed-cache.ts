// The feed's public pages, kept a few seconds in each API process with their JSON, ETag and compressed
// bytes: a guest's page is then sent without a query, a serialization or a compression. A connected
// viewer's page is the same public page with the viewer's fields laid over it (publications.service.ts);
// identical personal bodies (same public page, same overlay) share one kept copy.
//
// Creating or deleting a publication drops every kept page at once in the process that did it and, through
// a database notification sent on commit (lib/db-events.ts), in every other API process. Counts (likes,
// shares, comments) and shop or product details are refreshed when a page is older than FRESH_MS: guests
// may see them that late, a connected viewer gets the counts of the moment from the overlay.
import type { PublicationPage } from '@sugu/domain';
import type { Database, Executor } from '../../db/client.js';
import { DB_CHANNELS, publishAfterCommit } from '../../lib/db-events.js';
import { EncodedBody } from '../../plugins/delivery.js';

/** Like the guest lists' `max-age`: counts on a kept page are at most this old when it is served fresh. */
export const FRESH_MS = 5_000;
/** A page older than FRESH_MS but not by this much is served while one request reloads it. */
export const STALE_MS = 5_000;
/** Kept pages per process (~60 KB each): page 1 and the pages guests are reading. */
const MAX_PAGES = 100;
/** Kept personal bodies per process (~50 KB each). */
const MAX_BODIES = 200;

export interface CachedPage {
  page: PublicationPage;
  body: EncodedBody;
  loadedAt: number;
}

class FeedCache {
  /** Bumped by every drop: a load that started before it is not kept. */
  #generation = 0;
  #pages = new Map<string, CachedPage>();
  #loading = new Map<string, Promise<CachedPage>>();
  #bodies = new Map<string, EncodedBody>();

  /** The kept page of `key`, or `load`'s result once (concurrent requests share one load). */
  page(key: string, now: number, load: () => Promise<PublicationPage>): Promise<CachedPage> {
    const kept = this.#pages.get(key);
    const age = kept ? now - kept.loadedAt : Number.POSITIVE_INFINITY;
    if (kept && age < FRESH_MS) return Promise.resolve(kept);
    const loading = this.#loading.get(key) ?? this.#load(key, now, load);
    if (kept && age < FRESH_MS + STALE_MS) {
      // The next request gets the reloaded page; a failed reload is retried by the next one.
      loading.catch(() => undefined);
      return Promise.resolve(kept);
    }
    return loading;
  }

  #load(key: string, now: number, load: () => Promise<PublicationPage>): Promise<CachedPage> {
    const generation = this.#generation;
    const loading = load()
      .then((page) => {
        const entry = { page, body: new EncodedBody(JSON.stringify(page)), loadedAt: now };
        if (generation === this.#generation) remember(this.#pages, key, entry, MAX_PAGES);
        return entry;
      })
      .finally(() => {
        if (this.#loading.get(key) === loading) this.#loading.delete(key);
      });
    this.#loading.set(key, loading);
    return loading;
  }

  /** The kept body of `key`, else `json()` encoded and kept. */
  body(key: string, json: () => string): EncodedBody {
    const kept = this.#bodies.get(key);
    if (kept) return kept;
    const body = new EncodedBody(json());
    remember(this.#bodies, key, body, MAX_BODIES);
    return body;
  }

  drop(): void {
    this.#generation++;
    this.#pages.clear();
    this.#loading.clear();
    this.#bodies.clear();
  }
}

/** Oldest entry out first once `max` is reached. */
function remember<T>(map: Map<string, T>, key: string, value: T, max: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
}

/** One cache per database: the app and the test factories writing to it drop the same pages. */
const caches = new WeakMap<Database, FeedCache>();

export function feedCache(db: Database): FeedCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new FeedCache();
    caches.set(db, cache);
  }
  return cache;
}

/** Inside a transaction that creates or deletes publications: every process drops its pages on commit. */
export const announceFeedChange = (tx: Executor) => publishAfterCommit(tx, DB_CHANNELS.feed, {});

/** After that transaction commits: this process drops its pages now (its notification comes later). */
export const dropFeedPages = (db: Database) => feedCache(db).drop();
