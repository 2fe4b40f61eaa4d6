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
// listening connection forgets everything. All of it is kept in memory caches (lib/memory-cache.ts): this
// file is the per-viewer overlay on top of them.
import type { PublicationPage } from '@sugu/domain';
import type { AppContext } from '../../context.js';
import type { CacheEvent } from '../../lib/cache-events.js';
import { type KeptData, keptFor, MemoryCache } from '../../lib/memory-cache.js';
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
/**
 * Counters kept: a counter is used only by a page loaded before it was learnt, and no page is served longer
 * than FRESH_MS + STALE_MS, so older counters are forgotten; this many at most.
 */
const MAX_COUNTS = 100_000;

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

interface Counts {
  likes: number;
  shares: number;
  totalComments: number;
  /** When this process learnt them (app clock). */
  at: number;
}

export class FeedViewers implements KeptData {
  readonly #now: () => number;
  /** Session id → its user and the session's expiry (app clock). */
  readonly #sessions: MemoryCache<{ userId: string; expiresAt: number }>;
  readonly #viewers: MemoryCache<Viewer | typeof HEAVY>;
  readonly #counts: MemoryCache<Counts>;
  /** Events about a user or a session so far: each takes the next number; a read notes it as it starts. */
  #events = 0;
  /** The number of the last event about each user (`u:` id) and session (`s:` id). */
  readonly #changed = new MemoryCache<number>({
    max: MAX_CHANGES,
    onEvict: (number) => {
      this.#everyoneSince = Math.max(this.#everyoneSince, number);
    },
  });
  /** Every viewer counts as changed at this number: events were missed, or a change was forgotten. */
  #everyoneSince = 0;

  constructor(now: () => number, maxViewerIds = MAX_VIEWER_IDS) {
    this.#now = now;
    const memo = { maxAgeMs: VIEWER_MEMO_MS, now };
    this.#sessions = new MemoryCache({ max: MAX_SESSIONS, ...memo });
    this.#viewers = new MemoryCache({
      max: MAX_VIEWERS,
      maxSize: maxViewerIds,
      sizeOf: (viewer) => (viewer === HEAVY ? 1 : viewer.liked.size + viewer.followed.size + 1),
      ...memo,
    });
    this.#counts = new MemoryCache({ max: MAX_COUNTS, maxAgeMs: FRESH_MS + STALE_MS, now });
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
    const session = this.#sessions.find(sessionId);
    if (!session || this.#now() >= session.expiresAt) return undefined;
    return this.#viewers.find(session.userId);
  }

  /** The viewer just read, kept unless an event about this viewer or session arrived since `epoch`. */
  remember(sessionId: string, row: ViewerRow, epoch: number): Viewer | typeof HEAVY {
    const viewer =
      row.liked.length > MAX_SET || row.followed.length > MAX_SET
        ? HEAVY
        : { liked: new Set(row.liked), followed: new Set(row.followed) };
    if (!this.#changedSince(epoch, row.userId, sessionId)) {
      this.#sessions.set(sessionId, { userId: row.userId, expiresAt: row.expiresAt });
      this.#viewers.set(row.userId, viewer);
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
        const learnt = this.#counts.peek(item.id);
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
      case 'counts': {
        const { likes, shares, totalComments } = event;
        this.#counts.set(event.id, { likes, shares, totalComments, at: this.#now() });
        break;
      }
      case 'resumed':
        this.clear();
        break;
    }
  }

  /** Events may have been missed: every viewer counts as changed, and nothing kept is trusted. */
  clear(): void {
    this.#everyoneSince = ++this.#events;
    this.#reading.clear();
    this.#sessions.clear();
    this.#viewers.clear();
    this.#counts.clear();
  }

  /** Whether the user or the session changed after event number `epoch` (a read started then is stale). */
  #changedSince(epoch: number, userId: string, sessionId: string): boolean {
    return (
      this.#everyoneSince > epoch ||
      (this.#changed.peek(`u:${userId}`) ?? 0) > epoch ||
      (this.#changed.peek(`s:${sessionId}`) ?? 0) > epoch
    );
  }
}

/** The viewers kept for `ctx.db` in this process (made, and told its cache events, on first use). */
export const feedViewers = (ctx: AppContext): FeedViewers =>
  keptFor(ctx.db, 'feed-viewers', () => new FeedViewers(() => ctx.now().getTime()));
