// What a connected viewer's feed page is made of, kept in each API process so that a page costs no SQL once
// the viewer is known (feed-pages.ts splices it into the kept page):
// - sessions: session id → its user, never past the session's expiry;
// - viewers: user → the publications they like and the shops they follow (a viewer with more than MAX_SET of
//   either is not kept: each of their pages reads its own overlay; MAX_VIEWER_IDS ids for all viewers);
//   both read together by one statement and trusted VIEWER_MEMO_MS at most;
// - counts: a publication's likes, shares and comments as last committed, newer than the kept page's.
// Each write announces what it changes (lib/cache-events.ts): a logout its session, a like or a follow its
// user, a like, a share or a comment its publication's counters. The writing process applies it before it
// answers, every other process when the notification arrives (after COMMIT, in commit order: milliseconds).
// A memo read while an event about its user or session arrives is used for that request only, never kept
// (other users' events leave it alone). The time limits bound what a lost event could leave wrong; a replaced
// listening connection forgets everything.
import type { PublicationPage } from '@sugu/domain';
import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { type CacheEvent, onCacheEvent } from '../../lib/cache-events.js';
import { FRESH_MS, STALE_MS } from './feed-pages.js';

/** A session and its viewer's likes and follows are trusted from memory this long at most, then read again. */
export const VIEWER_MEMO_MS = 10_000;
/** Likes or follows beyond which a viewer is not kept (memory: ~100 bytes each). */
export const MAX_SET = 2_000;
const MAX_SESSIONS = 20_000;
const MAX_VIEWERS = 20_000;
/**
 * Ids (liked publications, followed shops) kept for all viewers together, ~100 bytes each: ~200 MB at most.
 * Counting viewers alone would allow MAX_VIEWERS × 2 × MAX_SET ids (~8 GB); the least recently used go first.
 */
export const MAX_VIEWER_IDS = 2_000_000;
/** Users and sessions whose last change is kept for the reads under way (older ones: everyone changed). */
export const MAX_CHANGES = 10_000;
/** Counters kept before the ones older than every kept page are swept. */
const SWEEP_COUNTS_ABOVE = 10_000;

/** A viewer read from the database (publications.repository.ts › findFeedViewer). */
export interface ViewerRow {
  userId: string;
  expiresAt: number;
  liked: string[];
  followed: string[];
}

export interface Viewer {
  liked: ReadonlySet<string>;
  followed: ReadonlySet<string>;
}

/** Known but not kept: this viewer's pages read their overlay with SQL. */
export const HEAVY = 'heavy';

interface KeptViewer {
  viewer: Viewer | typeof HEAVY;
  /** When it was read (app clock). */
  at: number;
}

interface Counts {
  likes: number;
  shares: number;
  totalComments: number;
  /** When this process learnt them (app clock). */
  at: number;
}

export class FeedViewers {
  readonly #now: () => number;
  readonly #sessions = new LRUCache<string, { userId: string; expiresAt: number; at: number }>({
    max: MAX_SESSIONS,
  });
  readonly #viewers: LRUCache<string, KeptViewer>;
  readonly #counts = new Map<string, Counts>();
  /** Events about a user or a session so far: each takes the next number; a read notes it as it starts. */
  #events = 0;
  /** The number of the last event about each user (`u:` id) and session (`s:` id). */
  readonly #changed = new LRUCache<string, number>({
    max: MAX_CHANGES,
    dispose: (number, _key, reason) => {
      if (reason === 'evict') this.#everyoneSince = Math.max(this.#everyoneSince, number);
    },
  });
  /** Every viewer counts as changed at this number: events were missed, or a change was forgotten. */
  #everyoneSince = 0;

  constructor(now: () => number, maxViewerIds = MAX_VIEWER_IDS) {
    this.#now = now;
    this.#viewers = new LRUCache<string, KeptViewer>({
      max: MAX_VIEWERS,
      maxSize: maxViewerIds,
      sizeCalculation: ({ viewer }) => (viewer === HEAVY ? 1 : viewer.liked.size + viewer.followed.size + 1),
    });
  }

  /** Reads of sessions under way, from event number `epoch`: concurrent requests of one viewer share one. */
  readonly #reading = new Map<
    string,
    { epoch: number; result: Promise<{ userId: string; viewer: Viewer | typeof HEAVY } | null> }
  >();

  /**
   * The viewer of a session: kept, or read by `read` (undefined: no live session, the viewer is a guest)
   * and kept unless this viewer or session changed while it ran. A request that joins a read under way
   * reads again if its viewer changed between the start of that read and its own.
   */
  viewer(
    sessionId: string,
    read: () => Promise<ViewerRow | undefined>,
  ): Viewer | typeof HEAVY | Promise<Viewer | typeof HEAVY | null> {
    const known = this.known(sessionId);
    if (known) return known;
    const epoch = this.#events;
    const reading = this.#reading.get(sessionId);
    if (reading) {
      return reading.result.then((found) => {
        if (!found) return null;
        const stale = epoch > reading.epoch && this.#changedSince(reading.epoch, found.userId, sessionId);
        return stale ? this.viewer(sessionId, read) : found.viewer;
      });
    }
    const result = read().then((row) =>
      row ? { userId: row.userId, viewer: this.remember(sessionId, row, epoch) } : null,
    );
    this.#reading.set(sessionId, { epoch, result });
    const settled = () => {
      if (this.#reading.get(sessionId)?.result === result) this.#reading.delete(sessionId);
    };
    result.then(settled, settled);
    return result.then((found) => found?.viewer ?? null);
  }

  /** Marks the start of a read (`remember` keeps it unless its viewer or session changed meanwhile). */
  get epoch(): number {
    return this.#events;
  }

  /** The viewer of a kept session; undefined when it must be read. */
  known(sessionId: string): Viewer | typeof HEAVY | undefined {
    const now = this.#now();
    const session = this.#sessions.get(sessionId);
    if (!session || now - session.at >= VIEWER_MEMO_MS || now >= session.expiresAt) return undefined;
    const kept = this.#viewers.get(session.userId);
    if (!kept || now - kept.at >= VIEWER_MEMO_MS) return undefined;
    return kept.viewer;
  }

  /** The viewer just read, kept unless an event about this viewer or session arrived since `epoch`. */
  remember(sessionId: string, row: ViewerRow, epoch: number): Viewer | typeof HEAVY {
    const viewer =
      row.liked.length > MAX_SET || row.followed.length > MAX_SET
        ? HEAVY
        : { liked: new Set(row.liked), followed: new Set(row.followed) };
    if (!this.#changedSince(epoch, row.userId, sessionId)) {
      const at = this.#now();
      this.#sessions.set(sessionId, { userId: row.userId, expiresAt: row.expiresAt, at });
      this.#viewers.set(row.userId, { viewer, at });
    }
    return viewer;
  }

  /**
   * The viewer's overlay of a kept page, as findViewerOverlay writes it: per publication, `<liked><followed>.
   * <likes>.<shares>.<totalComments>`. Counters learnt since the page was loaded replace the page's.
   */
  overlay(page: PublicationPage, loadedAt: number, viewer: Viewer): string {
    return page.items
      .map((item) => {
        const learnt = this.#counts.get(item.id);
        const counts = learnt && learnt.at >= loadedAt ? learnt : item;
        const liked = viewer.liked.has(item.id) ? 't' : 'f';
        const followed = viewer.followed.has(item.publicationShop.id) ? 't' : 'f';
        return `${liked}${followed}.${counts.likes}.${counts.shares}.${counts.totalComments}`;
      })
      .join(',');
  }

  handle(event: CacheEvent): void {
    switch (event.kind) {
      case 'session':
        this.#changed.set(`s:${event.id}`, ++this.#events);
        this.#sessions.delete(event.id);
        // A read of it under way may predate the event: later requests read again.
        this.#reading.delete(event.id);
        break;
      case 'viewer':
        this.#changed.set(`u:${event.userId}`, ++this.#events);
        this.#viewers.delete(event.userId);
        break;
      case 'counts':
        this.#learn(event);
        break;
      case 'resumed':
        this.#everyoneSince = ++this.#events;
        this.#reading.clear();
        this.#sessions.clear();
        this.#viewers.clear();
        this.#counts.clear();
        break;
    }
  }

  /** Whether the user or the session changed after event number `epoch` (a read started then is stale). */
  #changedSince(epoch: number, userId: string, sessionId: string): boolean {
    return (
      this.#everyoneSince > epoch ||
      (this.#changed.peek(`u:${userId}`) ?? 0) > epoch ||
      (this.#changed.peek(`s:${sessionId}`) ?? 0) > epoch
    );
  }

  #learn({ id, likes, shares, totalComments }: { id: string } & Omit<Counts, 'at'>): void {
    const at = this.#now();
    this.#counts.delete(id);
    this.#counts.set(id, { likes, shares, totalComments, at });
    if (this.#counts.size <= SWEEP_COUNTS_ABOVE) return;
    // Every kept page loaded after these: they are never used again.
    for (const [key, counts] of this.#counts) {
      if (counts.at >= at - (FRESH_MS + STALE_MS)) break;
      this.#counts.delete(key);
    }
  }
}

const registry = new WeakMap<Database, FeedViewers>();

/** The viewers kept for `ctx.db` in this process (made, and subscribed to its events, on first use). */
export function feedViewers(ctx: AppContext): FeedViewers {
  let viewers = registry.get(ctx.db);
  if (!viewers) {
    const made = new FeedViewers(() => ctx.now().getTime());
    onCacheEvent(ctx.db, (event) => made.handle(event));
    registry.set(ctx.db, made);
    viewers = made;
  }
  return viewers;
}
