// The feed's kept pages (the response cache 'feed', lib/response-cache.ts): the public page of a cursor is
// loaded once per few seconds per process and sent to every guest as it is. A connected viewer gets the same
// page with their fields (likes, follows, the counts of the moment) spliced into its JSON: each publication's
// JSON is cut once, where those fields go, and a viewer's body is the pieces with the viewer's values between
// them. No object is rebuilt or serialized per request.
//
// Creating or deleting a publication (deleting its product included) clears every process's pages once it
// commits (PUBLICATIONS_CHANGED, lib/response-cache.ts). Counts (likes, shares, comments) and shop or product
// details on a guest's page are up to FRESH_MS old, STALE_MS more while one request reloads it; a connected
// viewer gets the counts of the moment.
import type { Publication, PublicationPage } from '@sugu/domain';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { clearKept } from '../../lib/memory-cache.js';
import { CACHES, type Kept, type ResponseCache, responseCache } from '../../lib/response-cache.js';

/**
 * FEED_CACHE_SECONDS by default, like the guest lists' `max-age`: counts on a kept page are at most this old
 * when it is served fresh.
 */
export const FRESH_MS = 5_000;
/** A page older than FRESH_MS but not by this much is served while one request reloads it (as long again). */
export const STALE_MS = 5_000;
/** Kept pages per process (~60 KB each): page 1 and the pages guests are reading. */
const MAX_PAGES = 100;

/** A kept page, with what a viewer's body is made from (computed at the first connected request). */
export interface FeedPage {
  page: PublicationPage;
  splice?: PageSplice;
}

interface PageSplice {
  ids: string[];
  shopIds: string[];
  /** Per publication: its JSON cut at each viewer field; odd indexes name the field (a SLOTS value). */
  pieces: string[][];
}

export const feedPages = (ctx: AppContext): ResponseCache<FeedPage> =>
  responseCache<FeedPage>(ctx.db, CACHES.feed, () => ({
    // FEED_CACHE_SECONDS=0: every page read anew (the bench's uncached feed).
    maxAgeMs: ctx.config.feedCacheSeconds * 1000 * 2,
    refreshAfterMs: ctx.config.feedCacheSeconds * 1000,
    max: MAX_PAGES,
    now: () => ctx.now().getTime(),
    log: ctx.log,
    toJson: (value) => JSON.stringify(value.page),
  }));

/** Drops this process's pages (test factories that write publications in SQL). */
export const dropFeedPages = (db: Database) => clearKept(db, CACHES.feed);

// ---------- a viewer's body ----------

/**
 * The viewer fields' marks: a NUL character cannot occur in stored text (PostgreSQL refuses it, and so does
 * lib/input-guard), so `"\u0000…"` in the JSON is always one of these.
 */
const SLOTS = { isFollowed: 'f', likes: 'l', shares: 's', totalComments: 'c', isLiked: 'i' } as const;
type Slot = (typeof SLOTS)[keyof typeof SLOTS];
const mark = (slot: Slot) => `\u0000${slot}`;
const MARKED = /"\\u0000([flsci])"/;

function piecesOf(item: Publication): string[] {
  const marked = {
    ...item,
    publicationShop: { ...item.publicationShop, isFollowed: mark(SLOTS.isFollowed) },
    likes: mark(SLOTS.likes),
    shares: mark(SLOTS.shares),
    totalComments: mark(SLOTS.totalComments),
    isLiked: mark(SLOTS.isLiked),
  };
  return JSON.stringify(marked).split(MARKED);
}

export function spliceOf(kept: Kept<FeedPage>): PageSplice {
  const value = kept.value;
  value.splice ??= {
    ids: value.page.items.map((item) => item.id),
    shopIds: [...new Set(value.page.items.map((item) => item.publicationShop.id))],
    pieces: value.page.items.map(piecesOf),
  };
  return value.splice;
}

/**
 * The page's JSON with a viewer's fields: `overlay` gives, per publication in page order, `'-'` (gone since the
 * page was kept: left out) or `<liked><followed>.<likes>.<shares>.<totalComments>` with `t`/`f` flags and the
 * counts as decimal text (publications.repository.ts › findViewerOverlay). The same text JSON.stringify gives
 * for the page with those values (feed-pages.test.ts checks it).
 */
export function viewerPageJson(page: PublicationPage, splice: PageSplice, overlay: string[]): string {
  const items: string[] = [];
  const values: Record<Slot, string> = { f: '', l: '', s: '', c: '', i: '' };
  splice.pieces.forEach((pieces, index) => {
    const fields = overlay[index];
    if (!fields || fields === '-') return;
    const [flags = '', likes = '0', shares = '0', comments = '0'] = fields.split('.');
    values.i = flags[0] === 't' ? 'true' : 'false';
    values.f = flags[1] === 't' ? 'true' : 'false';
    values.l = likes;
    values.s = shares;
    values.c = comments;
    let json = '';
    for (let k = 0; k < pieces.length; k++) json += k % 2 ? values[pieces[k] as Slot] : pieces[k];
    items.push(json);
  });
  return `{"items":[${items.join(',')}],"nextCursor":${JSON.stringify(page.nextCursor)}}`;
}
