// What a write tells the data each API process keeps in memory (response-cache.ts: the feed's pages and
// the search lists; publications/feed-viewers.ts: the feed's viewers and counters): a transaction announces
// events (`announcing`); once it commits, one notification carries them to every process listening on the
// database, the writing one included (db-events.ts: NOTIFY is delivered after COMMIT, in commit order), and
// the writing process also applies them itself at once, before it answers. A process whose listening
// connection was lost and replaced gets a 'resumed' event instead of what it missed: its handlers forget
// everything.
//
// The writing process thus applies its events twice: at once, so that its answer and its next requests see
// them, and again when its own notification comes back. Harmless: each event is idempotent (a cache cleared,
// a session or viewer forgotten, counters replaced by the committed values, never added to). Needed for
// 'counts': every process applies the notifications in commit order, its own among them, so the counters it
// keeps end as the last committed even when another process's earlier commit is delivered after its early
// copy (skipping its own notification would leave that older value in place).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import type { Database, Executor } from '../db/client.js';
import { DB_CHANNELS, listen, publishAfterCommit } from './db-events.js';

export type CacheEvent =
  /** The response cache `name` is out of date. */
  | { kind: 'clear'; name: string }
  /** The session (row id) ended. */
  | { kind: 'session'; id: string }
  /** The user liked, unliked, followed or unfollowed. */
  | { kind: 'viewer'; userId: string }
  /** A publication's counters as committed. */
  | { kind: 'counts'; id: string; likes: number; shares: number; totalComments: number }
  /** Events may have been missed. Never published: the listener makes it. */
  | { kind: 'resumed' };

type Handler = (event: CacheEvent) => void;

/** The handlers of each database's kept data in this process. */
const handlers = new WeakMap<Database, Set<Handler>>();

/** Calls `handler` with every event about `db`'s kept data, from this process or another. */
export function onCacheEvent(db: Database, handler: Handler): void {
  let set = handlers.get(db);
  if (!set) {
    set = new Set();
    handlers.set(db, set);
  }
  set.add(handler);
}

/** Applies `events` to this process's kept data. */
export function applyCacheEvents(db: Database, events: CacheEvent[]): void {
  const set = handlers.get(db);
  if (!set) return;
  for (const event of events) for (const handler of set) handler(event);
}

export type Announce = (event: CacheEvent) => void;

/**
 * Runs `work` in a transaction; what it announces reaches every process once it commits (one notification at
 * the end of the transaction, this process's own included), and this process's kept data already before this
 * returns. Nothing is announced if it rolls back.
 */
export async function announcing<T>(
  db: Database,
  work: (tx: Executor, announce: Announce) => Promise<T>,
): Promise<T> {
  const events: CacheEvent[] = [];
  const result = await db.transaction(async (tx) => {
    const value = await work(tx, (event) => events.push(event));
    if (events.length > 0) await publishAfterCommit(tx, DB_CHANNELS.cache, events);
    return value;
  });
  applyCacheEvents(db, events);
  return result;
}

/** Applies the events other processes announce (one LISTEN per app). */
export async function listenForCacheEvents(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const unlisten = await listen(
    ctx.db,
    ctx.dbKind,
    DB_CHANNELS.cache,
    (payload) => applyCacheEvents(ctx.db, payload as CacheEvent[]),
    (error) => app.log.error(error, 'cache event listener'),
    () => applyCacheEvents(ctx.db, [{ kind: 'resumed' }]),
  );
  app.addHook('preClose', async () => {
    await unlisten();
  });
}
