// Events published from inside a transaction and delivered only once it commits: PostgreSQL's
// NOTIFY is held back until COMMIT (and dropped on ROLLBACK), on the server and in PGlite alike.
// Every API process listening on the database receives every event.
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database, Executor } from '../db/client.js';

export const DB_CHANNELS = { notification: 'sugu_notification' } as const;
type Channel = (typeof DB_CHANNELS)[keyof typeof DB_CHANNELS];

/** NOTIFY payloads are limited to 8000 bytes: publish small records (ids, short texts). */
export async function publishAfterCommit(tx: Executor, channel: Channel, payload: unknown): Promise<void> {
  await tx.execute(sql`select pg_notify(${channel}, ${JSON.stringify(payload)})`);
}

export type Unlisten = () => Promise<void>;

/** Calls `handler` with each committed payload of `channel`; the returned function stops listening. */
export async function listen(
  db: Database,
  kind: 'postgres' | 'pglite',
  channel: Channel,
  handler: (payload: unknown) => void,
  onError: (error: Error) => void,
): Promise<Unlisten> {
  const deliver = (text: string | undefined) => {
    try {
      if (text) handler(JSON.parse(text));
    } catch (error) {
      onError(error as Error);
    }
  };
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (kind === 'pglite') return (client as PGlite).listen(channel, deliver);
  return listenOnPool(client as pg.Pool, channel, deliver, onError);
}

/** A dedicated pooled connection holds the LISTEN; a lost connection is replaced after a second. */
async function listenOnPool(
  pool: pg.Pool,
  channel: Channel,
  deliver: (text: string | undefined) => void,
  onError: (error: Error) => void,
): Promise<Unlisten> {
  let stopped = false;
  let current: pg.PoolClient | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const client = await pool.connect();
    client.on('notification', (msg) => {
      if (msg.channel === channel) deliver(msg.payload);
    });
    client.on('error', (error) => {
      onError(error);
      client.release(error);
      if (current === client) current = undefined;
      if (!stopped) retry = setTimeout(() => connect().catch(onError), 1000);
    });
    await client.query(`LISTEN ${channel}`);
    current = client;
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    if (!client) return;
    try {
      await client.query(`UNLISTEN ${channel}`);
    } finally {
      client.release();
    }
  };
}
