// A graceful stop (shutdown.ts, what main.ts does on SIGTERM): new connections are refused at once, the
// request in flight still gets its answer, and the live connections are closed with a reconnect hint.
import { once } from 'node:events';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildLightUsers, openHub } from '../test/factories/index.js';
import { setupTestApp } from '../test/helper.js';
import { stopGracefully } from './shutdown.js';

describe('a graceful stop', () => {
  it('refuses new connections, finishes the request in flight, and closes the hub with allowReconnect', async () => {
    let arrived!: () => void;
    const inFlight = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const t = await setupTestApp({
      listen: true,
      extend: (app) => {
        app.get('/test/slow', async () => {
          arrived();
          await released;
          return { done: true };
        });
      },
    });
    const [user] = await buildLightUsers(t.app, 1);
    // A long first delay: the client only has to show it was invited to reconnect, not reconnect here.
    const hub = await openHub(t.url, user!.cookie, { reconnect: [60_000] });
    const reconnecting = new Promise<boolean>((resolve) => {
      hub.onreconnecting(() => resolve(true));
      hub.onclose(() => resolve(false));
    });

    const slow = fetch(`${t.url}/test/slow`);
    await inFlight;
    let stopped = false;
    const stopping = stopGracefully(t.app).then(() => {
      stopped = true;
    });

    // The live connection was told to come back (a Close without allowReconnect would end it for good).
    expect(await reconnecting).toBe(true);
    // A new connection is refused: a proxy sends it to another process.
    await expect(fetch(`${t.url}/healthz`)).rejects.toThrow();
    // The request in flight holds the stop until it is answered, and is answered in full.
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    release();
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ done: true });
    await stopping;
    expect(stopped).toBe(true);
    await hub.stop();
  });

  it('serves a request that comes after the stop began on a connection accepted before (a proxy’s)', async () => {
    const t = await setupTestApp({ listen: true });
    const { port } = new URL(t.url);
    const accepted = once(t.app.server, 'connection');
    const socket = net.connect(Number(port), '127.0.0.1');
    await accepted;
    const stopping = stopGracefully(t.app);
    // Not refused with 503 nor cut: the request is answered, then the connection closes and the stop ends.
    socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    await once(socket, 'close');
    const answer = Buffer.concat(chunks).toString();
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('"status":"ok"');
    await stopping;
  });
});
