// /chathub speaks SignalR: the official client on each transport, and the protocol's edges by hand
// (negotiate, transports' status codes, Long Polling's timing, malformed frames, limits, timeouts).
import { HttpTransportType, HubConnectionBuilder, LogLevel } from '@microsoft/signalr';
import { MESSAGING_MSG, MSG } from '@sugu/domain';
import { describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import {
  buildConversation,
  buildLightUsers,
  closed,
  collectHub,
  nextHubEvent,
  openHub,
  TRANSPORTS,
  type TransportName,
} from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';

const RS = '\u001e';
const t = await setupTestApp({ listen: true });
// Short timers for the protocol's own clocks: a test waits milliseconds, never the real 15 or 90 s.
const quick = await setupTestApp({
  listen: true,
  hubTiming: {
    keepAliveMs: 100,
    clientTimeoutMs: 600,
    handshakeTimeoutMs: 300,
    pollTimeoutMs: 300,
    disconnectTimeoutMs: 2_000,
    scanMs: 20,
  },
});

describe.each(Object.keys(TRANSPORTS) as TransportName[])('the official client over %s', (transport) => {
  it('negotiates, starts, sends and receives; both participants get ReceiveMessage', async () => {
    const { buyer, seller, conversationId } = await buildConversation(t.app);
    const buyerHub = await openHub(t.url, buyer.cookie, { transport });
    // The seller on another transport: delivery does not depend on the sender's.
    const sellerHub = await openHub(t.url, seller.cookie, {
      transport: transport === 'WebSockets' ? 'LongPolling' : 'WebSockets',
    });
    expect(buyerHub.connectionId).toBeTruthy();
    const arrivals = [buyerHub, sellerHub].map((c) => nextHubEvent(c, 'ReceiveMessage'));
    const stored = await buyerHub.invoke(
      'SendMessage',
      buyer.userId,
      seller.userId,
      'Bonjour, le pagne est dispo ?',
    );
    expect(stored).toMatchObject({
      conversationId,
      senderId: buyer.userId,
      receiverId: seller.userId,
      content: 'Bonjour, le pagne est dispo ?',
    });
    for (const received of await Promise.all(arrivals)) {
      expect(received).toMatchObject({
        id: stored.id,
        conversationId,
        senderId: buyer.userId,
        content: 'Bonjour, le pagne est dispo ?',
      });
      expect(Date.parse(received.time)).toBeGreaterThan(Date.now() - 60_000);
    }
  });

  it('refuses a forged senderId and bad content with the French message, and stays connected', async () => {
    const { buyer, seller } = await buildConversation(t.app);
    const sellerHub = await openHub(t.url, seller.cookie, { transport });
    await expect(
      sellerHub.invoke('SendMessage', buyer.userId, buyer.userId, 'Je suis le client'),
    ).rejects.toThrow(MESSAGING_MSG.notYourself);
    await expect(sellerHub.invoke('SendMessage', seller.userId, buyer.userId, '   ')).rejects.toThrow(
      MESSAGING_MSG.messageEmpty,
    );
    await expect(sellerHub.invoke('NoSuchMethod')).rejects.toThrow("Unknown hub method 'NoSuchMethod'");
    const ok = await sellerHub.invoke('SendMessage', seller.userId, buyer.userId, 'Oui, il est dispo');
    expect(ok).toMatchObject({ senderId: seller.userId });
  });

  it('refuses a guest and a forged session at negotiate', async () => {
    await expect(openHub(t.url, undefined, { transport })).rejects.toThrow(/401/);
    await expect(openHub(t.url, 'sugu_session=forged', { transport })).rejects.toThrow(/401/);
  });
});

describe('negotiate', () => {
  it('answers version 1 with a public id, a secret token and the three transports in order', async () => {
    const [user] = await buildLightUsers(t.app, 1);
    const res = await fetch(`${t.url}/chathub/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { cookie: user!.cookie },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      connectionId: string;
      connectionToken: string;
      availableTransports: { transport: string }[];
    };
    expect(body).toMatchObject({ negotiateVersion: 1 });
    expect(body.connectionId).toEqual(expect.any(String));
    expect(body.connectionToken).toEqual(expect.any(String));
    expect(body.connectionToken).not.toBe(body.connectionId);
    expect(body.availableTransports).toEqual([
      { transport: 'WebSockets', transferFormats: ['Text'] },
      { transport: 'ServerSentEvents', transferFormats: ['Text'] },
      { transport: 'LongPolling', transferFormats: ['Text'] },
    ]);
  });

  it('answers version 0 (asked or implied) without a token: the connectionId names the connection', async () => {
    const [user] = await buildLightUsers(t.app, 1);
    const headers = { cookie: user!.cookie };
    for (const query of ['', '?negotiateVersion=0']) {
      const res = await fetch(`${t.url}/chathub/negotiate${query}`, { method: 'POST', headers });
      const body = (await res.json()) as { connectionId: string; connectionToken?: string };
      expect(body).toMatchObject({ negotiateVersion: 0, connectionId: expect.any(String) });
      expect(body.connectionToken).toBeUndefined();
      // Long Polling's first poll on the connectionId: the connection exists.
      const poll = await fetch(`${t.url}/chathub?id=${body.connectionId}`, { headers });
      expect(poll.status).toBe(200);
    }
    // The official client told to use version 0 (its query kept as given) connects and is served.
    const hub = new HubConnectionBuilder()
      .withUrl(`${t.url}/chathub?negotiateVersion=0`, {
        transport: HttpTransportType.LongPolling,
        headers,
      })
      .configureLogging(LogLevel.None)
      .build();
    await hub.start();
    await expect(hub.invoke('Nope')).rejects.toThrow("Unknown hub method 'Nope'");
    await hub.stop();
  });

  it('answers a later version with 1, and a version that is not a number with an error', async () => {
    const [user] = await buildLightUsers(t.app, 1);
    const ask = async (version: string) =>
      (await fetch(`${t.url}/chathub/negotiate?negotiateVersion=${version}`, {
        method: 'POST',
        headers: { cookie: user!.cookie },
      }).then((r) => r.json())) as Record<string, unknown>;
    expect(await ask('2')).toMatchObject({ negotiateVersion: 1, connectionToken: expect.any(String) });
    expect(await ask('abc')).toEqual({ error: 'The client requested a non-integer protocol version.' });
  });

  it('the official client with skipNegotiation opens a WebSocket directly, the cookie its caller', async () => {
    const { buyer, seller } = await buildConversation(t.app);
    const direct = (cookie?: string) =>
      new HubConnectionBuilder()
        .withUrl(`${t.url}/chathub`, {
          transport: HttpTransportType.WebSockets,
          skipNegotiation: true,
          headers: cookie ? { cookie } : {},
        })
        .configureLogging(LogLevel.None)
        .build();
    const hub = direct(buyer.cookie);
    await hub.start();
    const arrival = nextHubEvent(hub, 'ReceiveMessage');
    const stored = await hub.invoke('SendMessage', buyer.userId, seller.userId, 'Sans négociation');
    expect(await arrival).toMatchObject({ id: stored.id, senderId: buyer.userId });
    await hub.stop();
    await expect(direct().start()).rejects.toThrow();
    await expect(direct('sugu_session=forged').start()).rejects.toThrow();
  });

  it('the official client asking for stateful reconnect is served without it (not offered)', async () => {
    const [user] = await buildLightUsers(t.app, 1);
    const res = await fetch(`${t.url}/chathub/negotiate?negotiateVersion=1&useStatefulReconnect=true`, {
      method: 'POST',
      headers: { cookie: user!.cookie },
    });
    expect(await res.json()).not.toHaveProperty('useStatefulReconnect');
    const hub = new HubConnectionBuilder()
      .withUrl(`${t.url}/chathub`, { headers: { cookie: user!.cookie } })
      .withStatefulReconnect()
      .configureLogging(LogLevel.None)
      .build();
    await hub.start();
    expect(hub.state).toBe('Connected');
    await hub.stop();
  });

  it('follows the HTTP API’s Origin rule', async () => {
    const [user] = await buildLightUsers(t.app, 1);
    const foreign = await fetch(`${t.url}/chathub/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { cookie: user!.cookie, origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    await expect(
      openHub(t.url, user!.cookie, { headers: { origin: 'https://evil.example' } }),
    ).rejects.toThrow();
    const own = await openHub(t.url, user!.cookie, { headers: { origin: t.url } });
    expect(own.connectionId).toBeTruthy();
  });
});

/** A negotiated connection's token, for the raw transport requests. */
async function negotiate(url: string, cookie: string): Promise<string> {
  const res = await fetch(`${url}/chathub/negotiate?negotiateVersion=1`, {
    method: 'POST',
    headers: { cookie },
  });
  return ((await res.json()) as { connectionToken: string }).connectionToken;
}

/** A raw WebSocket on a negotiated connection, with its received text in order. */
async function rawSocket(url: string, cookie: string) {
  const token = await negotiate(url, cookie);
  const ws = new WebSocket(`${url.replace('http', 'ws')}/chathub?id=${token}`, { headers: { cookie } });
  const received: string[] = [];
  const waiters: (() => void)[] = [];
  ws.on('message', (data) => {
    received.push(data.toString());
    for (const w of waiters.splice(0)) w();
  });
  const closedWith = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  /** The next record whose text passes `accept`. */
  const next = (accept: (record: string) => boolean = () => true) =>
    new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`nothing in ${received.join('|')}`)), 3000);
      const check = () => {
        const records = received.join('').split(RS);
        const found = records.find((r) => r && accept(r));
        if (found !== undefined) {
          clearTimeout(timer);
          resolve(found);
        } else waiters.push(check);
      };
      check();
    });
  return { ws, token, received, next, closedWith };
}

describe('transports by hand', () => {
  it('answers 404 for an unknown id and 409 for a second transport on one id', async () => {
    const [user] = await buildLightUsers(t.app, 1);
    const headers = { cookie: user!.cookie };
    for (const method of ['GET', 'POST', 'DELETE']) {
      expect((await fetch(`${t.url}/chathub?id=nope`, { method, headers })).status).toBe(404);
      const noId = await fetch(`${t.url}/chathub`, { method, headers });
      expect([noId.status, await noId.text()]).toEqual([400, 'Connection ID required']);
    }
    const socket = await rawSocket(t.url, user!.cookie);
    const second = new WebSocket(`${t.url.replace('http', 'ws')}/chathub?id=${socket.token}`, { headers });
    const status = await new Promise<number>((resolve) =>
      second.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)),
    );
    expect(status).toBe(409);
    expect((await fetch(`${t.url}/chathub?id=${socket.token}`, { headers })).status).toBe(409);
    const post = await fetch(`${t.url}/chathub?id=${socket.token}`, { method: 'POST', headers, body: '' });
    expect([post.status, await post.text()]).toEqual([
      405,
      'POST requests are not allowed for WebSocket connections.',
    ]);
    // DELETE ends Long Polling only (as ASP.NET: a WebSocket is closed by its own close).
    const del = await fetch(`${t.url}/chathub?id=${socket.token}`, { method: 'DELETE', headers });
    expect([del.status, await del.text()]).toEqual([
      400,
      'Cannot terminate this connection using the DELETE endpoint.',
    ]);
    expect(socket.ws.readyState).toBe(WebSocket.OPEN);
    // Another user's cookie cannot use the token.
    const [other] = await buildLightUsers(t.app, 1);
    expect(
      (await fetch(`${t.url}/chathub?id=${socket.token}`, { headers: { cookie: other!.cookie } })).status,
    ).toBe(403);
  });

  it('Long Polling: the first poll answers at once, later ones wait for data or end before the timeout', async () => {
    const [user] = await buildLightUsers(quick.app, 1);
    const headers = { cookie: user!.cookie };
    const token = await negotiate(quick.url, user!.cookie);
    const poll = () => fetch(`${quick.url}/chathub?id=${token}&_=${Date.now()}`, { headers });
    const first = await poll();
    expect([first.status, await first.text()]).toEqual([200, '']);
    const send = (body: string) =>
      fetch(`${quick.url}/chathub?id=${token}`, { method: 'POST', headers, body });
    expect((await send(`{"protocol":"json","version":1}${RS}`)).status).toBe(200);
    const handshake = await poll();
    // The handshake's answer (a keep-alive ping may follow it on a slow machine).
    expect((await handshake.text()).startsWith(`{}${RS}`)).toBe(true);
    // Held, then ended by the (shortened) poll timeout with a keep-alive ping or nothing: never a hang.
    const started = Date.now();
    const held = await poll();
    expect(held.status).toBe(200);
    expect(['', `{"type":6}${RS}`]).toContain(await held.text());
    expect(Date.now() - started).toBeLessThan(1_000);
    // A pending poll gets the answer of an invocation as soon as it exists.
    const waiting = poll();
    await send(`{"type":1,"invocationId":"7","target":"Nope","arguments":[]}${RS}`);
    expect(await (await waiting).text()).toContain('"invocationId":"7"');
    expect((await fetch(`${quick.url}/chathub?id=${token}`, { method: 'DELETE', headers })).status).toBe(202);
    expect((await poll()).status).toBe(404);
    expect((await send(`{"type":6}${RS}`)).status).toBe(404);
  });

  it('Long Polling: of two polls at once, the older ends with 204; a closed connection answers 204', async () => {
    // On the real timers: no keep-alive ping ends a held poll within the test.
    const [user] = await buildLightUsers(t.app, 1);
    const headers = { cookie: user!.cookie };
    const token = await negotiate(t.url, user!.cookie);
    const poll = () => fetch(`${t.url}/chathub?id=${token}`, { headers });
    const send = (body: string) => fetch(`${t.url}/chathub?id=${token}`, { method: 'POST', headers, body });
    await poll();
    await send(`{"protocol":"json","version":1}${RS}`);
    expect(await (await poll()).text()).toBe(`{}${RS}`);
    // The one the server took first ends when the other comes (its client gave it up).
    const pair = [poll(), poll()];
    const ended = await Promise.race(pair.map((p, i) => p.then(() => i)));
    expect((await pair[ended]!).status).toBe(204);
    await send(`{"type":1,"invocationId":"8","target":"Nope","arguments":[]}${RS}`);
    expect(await (await pair[1 - ended]!).text()).toContain('"invocationId":"8"');
    // Closed by the server: the next poll carries the Close, the one after is 204, then the id is gone.
    await send(`{nope${RS}`);
    expect(JSON.parse((await (await poll()).text()).split(RS)[0]!)).toMatchObject({ type: 7 });
    expect((await poll()).status).toBe(204);
    expect((await poll()).status).toBe(404);
  });

  it('a send that comes before the transport is answered on it once it opens (Server-Sent Events)', async () => {
    const [user] = await buildLightUsers(t.app, 1);
    const headers = { cookie: user!.cookie };
    const token = await negotiate(t.url, user!.cookie);
    const sent = await fetch(`${t.url}/chathub?id=${token}`, {
      method: 'POST',
      headers,
      body: `{"protocol":"json","version":1}${RS}{"type":1,"invocationId":"early","target":"X","arguments":[]}${RS}`,
    });
    expect(sent.status).toBe(200);
    const controller = new AbortController();
    const stream = await fetch(`${t.url}/chathub?id=${token}`, {
      headers: { ...headers, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    const reader = stream.body!.getReader();
    let text = '';
    while (!text.includes('"invocationId":"early"'))
      text += new TextDecoder().decode((await reader.read()).value);
    expect(text).toContain(`data: {}${RS}`);
    controller.abort();
  });

  it('Server-Sent Events: data lines carry the records; sends go by POST', async () => {
    const [user] = await buildLightUsers(t.app, 1);
    const headers = { cookie: user!.cookie };
    const token = await negotiate(t.url, user!.cookie);
    const controller = new AbortController();
    const stream = await fetch(`${t.url}/chathub?id=${token}`, {
      headers: { ...headers, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    expect(stream.headers.get('content-type')).toBe('text/event-stream');
    const reader = stream.body!.getReader();
    await fetch(`${t.url}/chathub?id=${token}`, {
      method: 'POST',
      headers,
      body: `{"protocol":"json","version":1}${RS}{"type":1,"invocationId":"1","target":"X","arguments":[]}${RS}`,
    });
    let text = '';
    while (!text.includes('"invocationId":"1"'))
      text += new TextDecoder().decode((await reader.read()).value);
    expect(text).toContain(`data: {}${RS}\r\n\r\n`);
    expect(text).toContain(`data: {"type":3,"invocationId":"1","error":"Unknown hub method 'X'"}${RS}`);
    expect(
      (await fetch(`${t.url}/chathub?id=${token}`, { headers: { ...headers, accept: 'text/event-stream' } }))
        .status,
    ).toBe(409);
    controller.abort();
  });
});

describe('protocol robustness', () => {
  const health = async () => (await fetch(`${quick.url}/healthz`)).status;

  it('refuses the messagepack protocol in the handshake answer, then closes', async () => {
    const [user] = await buildLightUsers(quick.app, 1);
    const s = await rawSocket(quick.url, user!.cookie);
    s.ws.send(`{"protocol":"messagepack","version":1}${RS}`);
    expect(JSON.parse(await s.next())).toEqual({ error: "The protocol 'messagepack' is not supported." });
    expect(await s.closedWith).toBe(1000);
  });

  it('closes with an error on malformed JSON, several records in one frame being read in order', async () => {
    const [user] = await buildLightUsers(quick.app, 1);
    const s = await rawSocket(quick.url, user!.cookie);
    s.ws.send(
      `{"protocol":"json","version":1}${RS}{"type":6}${RS}{"type":1,"invocationId":"a","target":"Nope","arguments":[]}${RS}`,
    );
    expect(await s.next((r) => r.includes('"invocationId":"a"'))).toContain("Unknown hub method 'Nope'");
    s.ws.send(`{nope${RS}`);
    expect(JSON.parse(await s.next((r) => r.includes('"type":7')))).toEqual({
      type: 7,
      error: 'Invalid JSON in a hub message.',
    });
    await s.closedWith;
    expect(await health()).toBe(200);
  });

  it('answers every invoke once: none for a send without invocationId, an error for a stream invocation', async () => {
    const [user] = await buildLightUsers(quick.app, 1);
    const s = await rawSocket(quick.url, user!.cookie);
    s.ws.send(
      [
        '{"protocol":"json","version":2}',
        '{"type":1,"target":"Nope","arguments":[]}',
        '{"type":4,"invocationId":"s","target":"SendMessage","arguments":[]}',
        '{"type":5,"invocationId":"s"}',
        '{"type":1,"invocationId":"c","target":"Nope","arguments":[]}',
        '',
      ].join(RS),
    );
    expect(JSON.parse(await s.next((r) => r.includes('"invocationId":"s"')))).toEqual({
      type: 3,
      invocationId: 's',
      error: "The method 'SendMessage' is not a streaming method.",
    });
    await s.next((r) => r.includes('"invocationId":"c"'));
    const completions = s.received
      .join('')
      .split(RS)
      .filter((r) => r.includes('"type":3'));
    expect(completions).toHaveLength(2);
    expect(s.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('ignores a protocol message it has no use for (Ack) and keeps serving', async () => {
    const [user] = await buildLightUsers(quick.app, 1);
    const s = await rawSocket(quick.url, user!.cookie);
    s.ws.send(`{"protocol":"json","version":1}${RS}{"type":8,"sequenceId":1}${RS}`);
    s.ws.send(`{"type":1,"invocationId":"b","target":"Nope","arguments":[]}${RS}`);
    expect(await s.next((r) => r.includes('"invocationId":"b"'))).toContain('"error"');
    expect(s.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('closes a connection that sends a message type outside the protocol, and keeps serving', async () => {
    const [user] = await buildLightUsers(quick.app, 1);
    const s = await rawSocket(quick.url, user!.cookie);
    s.ws.send(`{"protocol":"json","version":1}${RS}{"type":42,"what":"future"}${RS}`);
    expect(JSON.parse(await s.next((r) => r.includes('"type":7')))).toEqual({
      type: 7,
      error: "Unknown message type '42'.",
    });
    await s.closedWith;
    expect(await health()).toBe(200);
  });

  it('a handshake without its record separator times out with a clear end', async () => {
    const [user] = await buildLightUsers(quick.app, 1);
    const s = await rawSocket(quick.url, user!.cookie);
    s.ws.send('{"protocol":"json","version":1}');
    expect(await s.closedWith).toBe(1000);
    expect(s.received.join('')).toBe('');
    expect(await health()).toBe(200);
  });

  it('closes a connection whose record passes 32 KB, and drops a 1 MB frame at the transport', async () => {
    const [user] = await buildLightUsers(quick.app, 1);
    const s = await rawSocket(quick.url, user!.cookie);
    s.ws.send(`{"protocol":"json","version":1}${RS}`);
    await s.next();
    s.ws.send('x'.repeat(40_000));
    expect(JSON.parse(await s.next((r) => r.includes('"type":7')))).toMatchObject({ type: 7 });
    await s.closedWith;
    // Counted in bytes, as ASP.NET: 11,000 '€' are 33,000 bytes.
    const euros = await rawSocket(quick.url, user!.cookie);
    euros.ws.send(`{"protocol":"json","version":1}${RS}`);
    await euros.next();
    euros.ws.send(`"${'€'.repeat(11_000)}"${RS}`);
    expect(JSON.parse(await euros.next((r) => r.includes('"type":7')))).toEqual({
      type: 7,
      error: 'The maximum message size of 32768B was exceeded.',
    });

    const big = await rawSocket(quick.url, user!.cookie);
    big.ws.send('x'.repeat(1024 * 1024));
    expect(await big.closedWith).toBe(1009);
    expect(await health()).toBe(200);
  });

  it('closes a connection that floods, without reconnect', async () => {
    const [user] = await buildLightUsers(quick.app, 1);
    const s = await rawSocket(quick.url, user!.cookie);
    s.ws.send(`{"protocol":"json","version":1}${RS}${`{"type":6}${RS}`.repeat(200)}`);
    expect(JSON.parse(await s.next((r) => r.includes('"type":7')))).toMatchObject({
      type: 7,
      allowReconnect: false,
    });
  });

  it('pings an idle client and drops a silent one, inviting it to reconnect', async () => {
    const [user] = await buildLightUsers(quick.app, 1);
    const s = await rawSocket(quick.url, user!.cookie);
    s.ws.send(`{"protocol":"json","version":1}${RS}`);
    await s.next((r) => r === '{"type":6}');
    const close = JSON.parse(await s.next((r) => r.includes('"type":7')));
    expect(close).toMatchObject({ type: 7, allowReconnect: true });
    await s.closedWith;
  });
});

describe('the protocol clocks at their real values (the clock moved, not waited)', () => {
  it('a Ping after 15 s without a frame, a Close inviting to reconnect after 30 s of silence, 15 s for the handshake', async () => {
    const real = await setupTestApp({ listen: true, hubTiming: { scanMs: 20 } });
    const [user] = await buildLightUsers(real.app, 1);
    const s = await rawSocket(real.url, user!.cookie);
    const mute = await rawSocket(real.url, user!.cookie);
    s.ws.send(`{"protocol":"json","version":1}${RS}`);
    await s.next();
    const base = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: base });
    try {
      vi.setSystemTime(base + 15_001);
      await s.next((r) => r === '{"type":6}');
      // The socket that never sent its handshake is closed, nothing said.
      expect(await mute.closedWith).toBe(1000);
      expect(mute.received).toEqual([]);
      expect(s.received.join('')).not.toContain('"type":7');
      vi.setSystemTime(base + 30_001);
      expect(JSON.parse(await s.next((r) => r.includes('"type":7')))).toMatchObject({
        type: 7,
        allowReconnect: true,
      });
    } finally {
      vi.useRealTimers();
    }
    await s.closedWith;
    await real.close();
  });
});

describe('reconnecting', () => {
  it('the official client negotiates again when the server drops it with allowReconnect, and is served', async () => {
    const { buyer, seller } = await buildConversation(quick.app);
    // The quick server drops a client silent for 600 ms; the official client pings only every 15 s.
    const hub = await openHub(quick.url, seller.cookie, { reconnect: true });
    const firstId = hub.connectionId;
    const newId = await new Promise<string | undefined>((resolve) => hub.onreconnected(resolve));
    expect(newId).toBeTruthy();
    expect(newId).not.toBe(firstId);
    // The new connection serves at once: an answer to an invocation, and a message to the seller.
    const arrival = nextHubEvent(hub, 'ReceiveMessage');
    const stored = await hub.invoke('SendMessage', seller.userId, buyer.userId, 'Toujours là ?');
    expect(stored).toMatchObject({ content: 'Toujours là ?' });
    expect(await arrival).toMatchObject({ id: stored.id });
  });
});

describe('a restart', () => {
  it('the official client reconnects to the server started again on its port, with a new negotiate', async () => {
    const first = await setupTestApp({ listen: true });
    const { port } = new URL(first.url);
    const { buyer, seller } = await buildConversation(first.app);
    const hub = await openHub(first.url, seller.cookie, { reconnect: [0, 20, 50, 100, 200, 400, 800, 1600] });
    const firstId = hub.connectionId;
    const reconnected = new Promise<string | undefined>((resolve) => hub.onreconnected(resolve));
    // The process stops (its connections are closed with allowReconnect) and starts again on the same
    // database and port: nothing of the old connection survives but the client's session cookie.
    await first.app.close();
    const second = await setupTestApp({
      sharing: { app: first.app, as: 'restart' },
      listen: { port: Number(port) },
    });
    const newId = await reconnected;
    expect(newId).toBeTruthy();
    expect(newId).not.toBe(firstId);
    const arrival = nextHubEvent(hub, 'ReceiveMessage');
    const stored = await hub.invoke('SendMessage', seller.userId, buyer.userId, 'De retour');
    expect(stored).toMatchObject({ content: 'De retour' });
    expect(await arrival).toMatchObject({ id: stored.id });
    await hub.stop();
    await second.close();
  });
});

describe('the session', () => {
  it('a logout ends that session’s hub connections only; the official client sees the close', async () => {
    const [a, b] = await buildLightUsers(t.app, 2);
    const mine = await openHub(t.url, a!.cookie);
    const other = await openHub(t.url, b!.cookie);
    const ended = closed(mine);
    const res = await fetch(`${t.url}/api/OAuth/logout`, { method: 'POST', headers: { cookie: a!.cookie } });
    expect(res.status).toBe(200);
    await ended;
    expect(mine.state).toBe('Disconnected');
    expect(other.state).toBe('Connected');
    expect(collectHub(other, 'ReceiveMessage')).toEqual([]);
  });

  it('pushes committed notifications to the hub', async () => {
    const { seller } = await buildConversation(t.app);
    const hub = await openHub(t.url, seller.cookie, { transport: 'ServerSentEvents' });
    const arrival = nextHubEvent(hub, 'Notification');
    const { notify } = await import('../../modules/notifications/index.js');
    await t.app.ctx.db.transaction((tx) =>
      notify(tx, {
        userId: seller.userId,
        type: 'Subscription',
        title: 'Nouvel abonné',
        message: 'awa vous suit',
      }),
    );
    expect(await arrival).toMatchObject({ title: 'Nouvel abonné', isRead: false });
    expect(MSG.unauthenticated).toBeTruthy();
  });
});
