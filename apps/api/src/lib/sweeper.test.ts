import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { startSweeper } from './sweeper.js';

describe('startSweeper', () => {
  it('sweeps once the app is ready, one sweep at a time, and closing waits for the one in flight', async () => {
    const app = Fastify({ logger: false });
    let calls = 0;
    let finish: (n: number) => void = () => undefined;
    let finished = false;
    startSweeper(app, {
      everyMs: 60_000,
      sweep: () => {
        calls++;
        return new Promise<number>((resolve) => {
          finish = (n) => {
            finished = true;
            resolve(n);
          };
        });
      },
      done: { key: 'done', message: 'swept' },
      failed: 'sweep failed',
    });
    expect(calls).toBe(0);
    await app.ready();
    expect(calls).toBe(1);
    let closed = false;
    const closing = app.close().then(() => {
      closed = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(false);
    finish(2);
    await closing;
    expect(finished && closed).toBe(true);
  });

  it('logs a failed sweep and goes on', async () => {
    const app = Fastify({ logger: false });
    startSweeper(app, {
      everyMs: 60_000,
      sweep: () => Promise.reject(new Error('panne')),
      done: { key: 'done', message: 'swept' },
      failed: 'sweep failed',
    });
    await app.ready();
    await expect(app.close()).resolves.toBeUndefined();
  });
});
