// Events published from inside a transaction and delivered only once it commits: PostgreSQL's
// NOTIFY is held back until COMMIT (and dropped on ROLLBACK), on the server and in PGlite alike.
// Every API process listening on the database receives every event.
import type { PGlite } from '@electric-sql/pglite';
import type { ServerToClientEvents } from '@sugu/domain';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database, Executor } from '../db/client.js';

export const DB_CHANNELS = {
  /** LiveEvent: a socket event for some users' devices (a notification, an order change, a suspension). */
  live: 'sugu_live',
  /** lib/cache-events.ts: what every process's kept answers and memos must forget or update. */
  cache: 'sugu_cache',
} as const;
type Channel = (typeof DB_CHANNELS)[keyof typeof DB_CHANNELS];

/**
 * What DB_CHANNELS.live carries: the socket event `event` with `data`, for every device of `userIds`.
 * plugins/realtime.ts pushes it to its own sockets in each process.
 */
export type LiveEvent = {
  [E in keyof LiveEvents]: { userIds: string[]; event: E; data: Parameters<LiveEvents[E]>[0] };
}[keyof LiveEvents];
/** The socket events that come from a committed write. */
type LiveEvents = Pick<
  ServerToClientEvents,
  'Notification' | 'OrderChanged' | 'ConversationReopened' | 'AccountSuspended'
>;

/** NOTIFY payloads are limited to 8000 bytes: publish small records (ids, short texts). */
export async function publishAfterCommit(tx: Executor, channel: Channel, payload: unknown): Promise<void> {
  await tx.execute(sql`select pg_notify(${channel}, ${JSON.stringify(payload)})`);
}

export type Unlisten = () => Promise<void>;

/**
 * Calls `handler` with each committed payload of `channels` (one channel or several) and the channel it came
 * on; the returned function stops listening. `onResume` is called once a lost listening connection is
 * replaced: what was published meanwhile never arrives. On a PostgreSQL pool every listener of the process
 * shares one connection (poolListener below).
 */
export async function listen(
  db: Database,
  kind: 'postgres' | 'pglite',
  channels: Channel | Channel[],
  handler: (payload: unknown, channel: Channel) => void,
  onError: (error: Error) => void,
  onResume?: () => void,
): Promise<Unlisten> {
  const list = Array.isArray(channels) ? channels : [channels];
  const deliver = (channel: Channel, text: string | undefined) => {
    try {
      if (text) handler(JSON.parse(text), channel);
    } catch (error) {
      onError(error as Error);
    }
  };
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (kind === 'pglite') {
    const pglite = client as PGlite;
    const stops = await Promise.all(list.map((c) => pglite.listen(c, (text) => deliver(c, text))));
    return async () => {
      for (const stop of stops) await stop();
    };
  }
  const pool = client as pg.Pool;
  let shared = poolListeners.get(pool);
  if (!shared) {
    shared = poolListener(pool);
    poolListeners.set(pool, shared);
  }
  return shared.add({ channels: list, deliver, onError, ...(onResume && { onResume }) });
}

interface Subscriber {
  channels: Channel[];
  deliver: (channel: Channel, text: string | undefined) => void;
  onError: (error: Error) => void;
  onResume?: () => void;
}

/** One listening connection per pool, whoever listens (the live hub, the caches, the outreach dispatcher). */
const poolListeners = new WeakMap<pg.Pool, { add(subscriber: Subscriber): Promise<Unlisten> }>();

/**
 * A dedicated pooled connection holds the LISTEN of every channel while anyone listens; a lost connection is
 * replaced after a second. The connection is released exactly once: by its error handler while we hold it,
 * by `connect` when its LISTEN fails, or when the last listener stops (which first detaches that handler, so
 * a later error on the pooled connection is the pool's).
 */
function poolListener(pool: pg.Pool) {
  const channels = Object.values(DB_CHANNELS);
  const subscribers = new Set<Subscriber>();
  let current: { client: pg.PoolClient; detach: () => void } | undefined;
  let retry: NodeJS.Timeout | undefined;
  /** The connection being made (every listener waits for it), or being given back (a new one waits). */
  let connecting: Promise<void> | undefined;
  let releasing: Promise<void> | undefined;
  let reconnecting: Promise<void> | undefined;

  const connect = async (resumed: boolean) => {
    const client = await pool.connect();
    const onNotification = (msg: pg.Notification) => {
      const channel = channels.find((c) => c === msg.channel);
      if (!channel) return;
      for (const subscriber of subscribers)
        if (subscriber.channels.includes(channel)) subscriber.deliver(channel, msg.payload);
    };
    const onClientError = (error: Error) => {
      if (current?.client !== client) return;
      current.detach();
      current = undefined;
      for (const subscriber of subscribers) subscriber.onError(error);
      client.release(error);
      if (subscribers.size > 0) retry = setTimeout(resume, 1000);
    };
    client.on('notification', onNotification);
    client.on('error', onClientError);
    current = {
      client,
      detach: () => {
        client.off('notification', onNotification);
        client.off('error', onClientError);
      },
    };
    try {
      for (const channel of channels) await client.query(`LISTEN ${channel}`);
    } catch (error) {
      // Its error handler may have released it already (and planned the retry): released once only.
      if (current?.client !== client) return;
      current.detach();
      current = undefined;
      client.release(error as Error);
      throw error;
    }
    // The last listener stopped while this connection was being made.
    if (subscribers.size === 0) await release();
    else if (resumed) for (const subscriber of subscribers) subscriber.onResume?.();
  };
  // Tried again every second while the database is unreachable.
  const resume = () => {
    retry = undefined;
    reconnecting = connect(true)
      .catch((error: Error) => {
        for (const subscriber of subscribers) subscriber.onError(error);
        if (subscribers.size > 0) retry = setTimeout(resume, 1000);
      })
      .finally(() => {
        reconnecting = undefined;
      });
  };
  const release = async () => {
    clearTimeout(retry);
    retry = undefined;
    const held = current;
    current = undefined;
    if (!held) return;
    held.detach();
    try {
      for (const channel of channels) await held.client.query(`UNLISTEN ${channel}`);
      held.client.release();
    } catch (error) {
      held.client.release(error as Error);
    }
  };

  return {
    async add(subscriber: Subscriber): Promise<Unlisten> {
      await releasing;
      subscribers.add(subscriber);
      // A lost connection being replaced (retry) tells this listener too, with onResume.
      if (!current && !connecting && !retry && !reconnecting)
        connecting = connect(false).finally(() => {
          connecting = undefined;
        });
      try {
        await connecting;
      } catch (error) {
        subscribers.delete(subscriber);
        throw error;
      }
      let stopped = false;
      return async () => {
        if (stopped) return;
        stopped = true;
        subscribers.delete(subscriber);
        await connecting?.catch(() => {});
        await reconnecting;
        if (subscribers.size > 0 || releasing) return;
        releasing = release().finally(() => {
          releasing = undefined;
        });
        await releasing;
      };
    },
  };
}
