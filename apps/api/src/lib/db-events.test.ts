// The listening connection of db-events.ts on a PostgreSQL pool, with a stand-in pool: each connection it
// takes goes back to the pool exactly once, whether its LISTEN succeeds, fails or its connection is lost.
import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client.js';
import { DB_CHANNELS, listen } from './db-events.js';

class FakeClient extends EventEmitter {
  released: (Error | undefined)[] = [];
  constructor(private readonly listenError?: Error) {
    super();
  }
  async query(text: string) {
    if (text.startsWith('LISTEN') && this.listenError) throw this.listenError;
    return { rows: [] };
  }
  release(error?: Error) {
    this.released.push(error);
  }
}

/** A pool whose connections' LISTEN fails with the next of `failures` (undefined: succeeds). */
function fakePool(failures: (Error | undefined)[]) {
  const clients: FakeClient[] = [];
  const pool = {
    async connect() {
      const client = new FakeClient(failures.shift());
      clients.push(client);
      return client;
    },
  };
  return { clients, db: { $client: pool } as unknown as Database };
}

const start = (db: Database, errors: Error[], onResume = () => {}) =>
  listen(
    db,
    'postgres',
    DB_CHANNELS.cache,
    () => {},
    (error) => errors.push(error),
    onResume,
  );

afterEach(() => {
  vi.useRealTimers();
});

describe('listening on a PostgreSQL pool', () => {
  it('gives the connection back, with its error, when LISTEN fails', async () => {
    const refused = new Error('LISTEN refused');
    const { clients, db } = fakePool([refused]);
    await expect(start(db, [])).rejects.toBe(refused);
    expect(clients).toHaveLength(1);
    expect(clients[0]!.released).toEqual([refused]);
    expect(clients[0]!.listenerCount('notification') + clients[0]!.listenerCount('error')).toBe(0);
  });

  it('holds one connection at most while it retries a lost one every second', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const refused = new Error('LISTEN refused');
    const { clients, db } = fakePool([undefined, refused, refused, undefined]);
    const errors: Error[] = [];
    let resumed = 0;
    const unlisten = await start(db, errors, () => resumed++);

    const lost = new Error('connection lost');
    clients[0]!.emit('error', lost);
    expect(clients[0]!.released).toEqual([lost]);
    for (let second = 1; second <= 3; second++) await vi.advanceTimersByTimeAsync(1000);
    expect(clients).toHaveLength(4);
    expect(clients.map((client) => client.released)).toEqual([[lost], [refused], [refused], []]);
    expect(errors).toEqual([lost, refused, refused]);
    expect(resumed).toBe(1);

    await unlisten();
    expect(clients[3]!.released).toEqual([undefined]);
  });
});

describe('listeners of one process on a PostgreSQL pool', () => {
  it('share one connection, each receiving its own channels, and give it back when the last stops', async () => {
    const { clients, db } = fakePool([]);
    const got: string[] = [];
    const on = (name: string, channels: Parameters<typeof listen>[2]) =>
      listen(
        db,
        'postgres',
        channels,
        (payload, channel) => got.push(`${name} ${channel} ${JSON.stringify(payload)}`),
        () => {},
      );
    const [live, cache, both] = await Promise.all([
      on('live', DB_CHANNELS.live),
      on('cache', DB_CHANNELS.cache),
      on('both', [DB_CHANNELS.live, DB_CHANNELS.cache]),
    ]);
    expect(clients).toHaveLength(1);
    clients[0]!.emit('notification', { channel: DB_CHANNELS.live, payload: '1' });
    clients[0]!.emit('notification', { channel: DB_CHANNELS.cache, payload: '2' });
    expect(got.sort()).toEqual([
      'both sugu_cache 2',
      'both sugu_live 1',
      'cache sugu_cache 2',
      'live sugu_live 1',
    ]);

    await live();
    await cache();
    expect(clients[0]!.released).toEqual([]);
    await both();
    expect(clients[0]!.released).toEqual([undefined]);

    // A listener after that takes a connection again.
    const again = await on('again', DB_CHANNELS.live);
    expect(clients).toHaveLength(2);
    await again();
  });

  it('tells every listener of a lost connection, and each that it resumed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { clients, db } = fakePool([]);
    const errors: Error[] = [];
    const resumed: string[] = [];
    const stops = await Promise.all(['a', 'b'].map((name) => start(db, errors, () => resumed.push(name))));
    const lost = new Error('connection lost');
    clients[0]!.emit('error', lost);
    await vi.advanceTimersByTimeAsync(1000);
    expect(errors).toEqual([lost, lost]);
    expect(resumed).toEqual(['a', 'b']);
    expect(clients).toHaveLength(2);
    for (const stop of stops) await stop();
    expect(clients[1]!.released).toEqual([undefined]);
  });
});
