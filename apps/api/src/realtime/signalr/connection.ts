// One SignalR connection on the server: negotiated, then bound to one transport (WebSockets, Server-Sent
// Events or Long Polling), the JSON hub protocol over it. It reads records (handshake first), bounds what
// a client may send (size, rate), answers and pushes frames, and closes with a Close message when it can.
// The hub (hub.ts) owns the connections and their timers; this file knows nothing of users or methods.
import type { ServerResponse } from 'node:http';
import { MESSAGING_MSG } from '@sugu/domain';
import type { WebSocket } from 'ws';
import {
  frames,
  type HubMessage,
  MessageType,
  readHandshake,
  readMessage,
  splitRecords,
} from './protocol.js';

export type TransportName = 'WebSockets' | 'ServerSentEvents' | 'LongPolling';

export interface ConnectionLimits {
  /** Largest record (and unfinished buffer) a client may send, in UTF-8 bytes: 32 KB as in ASP.NET. */
  maxMessageBytes: number;
  /** Hub messages a connection may send per window before it is closed. */
  rate: { max: number; windowMs: number };
  /** Pushed data a Long Polling client has not collected yet, before the connection is dropped. */
  maxPendingChars: number;
}

export interface ConnectionEvents {
  /** The handshake succeeded: the connection is usable. */
  onOpen(connection: Connection): void;
  onMessage(connection: Connection, message: HubMessage): void;
  /** Once, when a connection that was open (or only negotiated) ends. */
  onEnd(connection: Connection): void;
}

/** A pending long poll: the response waiting for data, and its timer. */
interface Poll {
  res: ServerResponse;
  timer: ReturnType<typeof setTimeout>;
}

export class Connection<Data = unknown> {
  transport: TransportName | null = null;
  handshaken = false;
  ended = false;
  /** Last time something arrived from the client (client timeout) and was sent to it (keep-alive). */
  lastReceivedAt: number;
  lastSentAt: number;
  private buffer = '';
  private windowStart = 0;
  private windowCount = 0;
  private ws: WebSocket | null = null;
  private sse: ServerResponse | null = null;
  private poll: Poll | null = null;
  /** Long Polling: frames waiting for the next poll. */
  private pending: string[] = [];
  private pendingChars = 0;
  /** Long Polling: when the last poll ended (a client that stops polling is gone). */
  lastPollEndedAt: number;

  constructor(
    readonly id: string,
    readonly token: string,
    readonly data: Data,
    private readonly limits: ConnectionLimits,
    private readonly events: ConnectionEvents,
    now: number,
  ) {
    this.lastReceivedAt = now;
    this.lastSentAt = now;
    this.lastPollEndedAt = now;
  }

  // ---------- transports ----------

  attachWebSocket(ws: WebSocket): void {
    this.transport = 'WebSockets';
    this.ws = ws;
    ws.on('message', (data, isBinary) => {
      if (isBinary) {
        this.fail('Binary frames are not supported by the json protocol.');
        return;
      }
      this.receive(data.toString());
    });
    ws.on('close', () => this.end());
    ws.on('error', () => this.end());
    this.flushPending();
  }

  attachSse(res: ServerResponse): void {
    this.transport = 'ServerSentEvents';
    this.sse = res;
    res.on('close', () => this.end());
    this.flushPending();
  }

  /** What was answered to sends (POST) that came before the transport: it goes out on it now. */
  private flushPending(): void {
    const frames = this.pending.join('');
    this.pending = [];
    this.pendingChars = 0;
    if (frames) this.write(frames);
  }

  /** Long Polling's first GET binds the transport; it is answered at once (200, empty). */
  attachLongPolling(): void {
    this.transport = 'LongPolling';
  }

  /**
   * A long poll: answered at once with what is waiting, else held until something is pushed or `timeoutMs`
   * passes (200 empty, the client polls again). A closed connection answers what is left (its Close),
   * then 204: true once it has.
   */
  longPoll(res: ServerResponse, timeoutMs: number, now: number): boolean {
    if (this.poll) {
      // A newer poll replaces the older one, which ends with 204 (TransportProtocols.md: the client gave
      // it up, a timeout on its side or a proxy's); what is waiting goes to the new one.
      const older = this.poll;
      this.poll = null;
      clearTimeout(older.timer);
      older.res.writeHead(204).end();
    }
    if (this.pending.length) {
      this.answerPoll(res, now);
      return false;
    }
    if (this.ended) {
      res.writeHead(204).end();
      return true;
    }
    const timer = setTimeout(() => this.finishPoll(), timeoutMs);
    this.poll = { res, timer };
    res.on('close', () => {
      if (this.poll?.res !== res) return;
      clearTimeout(timer);
      this.poll = null;
      this.lastPollEndedAt = Date.now();
    });
    return false;
  }

  get polling(): boolean {
    return this.poll !== null;
  }

  private finishPoll(): void {
    const poll = this.poll;
    if (!poll) return;
    this.poll = null;
    clearTimeout(poll.timer);
    this.answerPoll(poll.res, Date.now());
  }

  private answerPoll(res: ServerResponse, now: number): void {
    const body = this.pending.join('');
    this.pending = [];
    this.pendingChars = 0;
    this.lastPollEndedAt = now;
    res
      .writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' })
      .end(body);
  }

  // ---------- receiving ----------

  /** Text from the client (a WebSocket frame or a POST body): records, handshake first. */
  receive(text: string): void {
    if (this.ended) return;
    this.lastReceivedAt = Date.now();
    this.buffer += text;
    const { records, rest } = splitRecords(this.buffer);
    this.buffer = rest;
    if (this.tooLarge(rest)) return;
    for (const record of records) {
      if (this.ended || this.tooLarge(record)) return;
      if (!this.handshaken) {
        const handshake = readHandshake(record);
        if (!handshake.ok) {
          // Answered in the handshake's own format, then the connection ends (as ASP.NET does).
          this.write(frames.handshakeError(handshake.error));
          this.end();
          return;
        }
        this.handshaken = true;
        this.write(frames.handshakeOk);
        this.events.onOpen(this);
        continue;
      }
      if (!this.withinRate()) {
        this.fail(MESSAGING_MSG.tooManyMessages, false);
        return;
      }
      const parsed = readMessage(record);
      if (!parsed.ok) {
        this.fail(parsed.error);
        return;
      }
      if (parsed.message.type === MessageType.Close) {
        this.end();
        return;
      }
      if (parsed.message.type === MessageType.Ping || parsed.message.type === 'ignored') continue;
      this.events.onMessage(this, parsed.message);
    }
  }

  /** Whether a record passes the size limit (in bytes, as ASP.NET counts), the connection then closed. */
  private tooLarge(record: string): boolean {
    const max = this.limits.maxMessageBytes;
    // A character is at most 3 UTF-8 bytes in a JS string: most records are judged without counting.
    if (record.length * 3 <= max || Buffer.byteLength(record) <= max) return false;
    this.fail(`The maximum message size of ${max}B was exceeded.`);
    return true;
  }

  private withinRate(): boolean {
    const now = Date.now();
    if (now - this.windowStart > this.limits.rate.windowMs) {
      this.windowStart = now;
      this.windowCount = 0;
    }
    return ++this.windowCount <= this.limits.rate.max;
  }

  // ---------- sending ----------

  /** Writes a frame (one or more records) on whatever transport the connection has. */
  write(frame: string): void {
    if (this.ended) return;
    this.lastSentAt = Date.now();
    if (this.ws) {
      this.ws.send(frame);
    } else if (this.sse) {
      // A JSON record holds no raw line break: one `data:` line per event.
      this.sse.write(`data: ${frame}\r\n\r\n`);
    } else {
      this.pending.push(frame);
      this.pendingChars += frame.length;
      if (this.pendingChars > this.limits.maxPendingChars) {
        this.pending = [];
        this.pendingChars = 0;
        this.end();
        return;
      }
      if (this.poll) this.finishPoll();
    }
  }

  /** Pushes a preserialized frame to an open connection (nothing before the handshake). */
  push(frame: string): void {
    if (this.handshaken) this.write(frame);
  }

  // ---------- ending ----------

  /** Ends with a Close message carrying `error` (a protocol fault, a limit, the server stopping). */
  fail(error: string, allowReconnect?: boolean): void {
    if (this.ended) return;
    if (this.handshaken) this.write(frames.close(error, allowReconnect));
    this.end();
  }

  /** Ends normally: a Close message if the handshake was done, then the transport goes. */
  close(allowReconnect?: boolean): void {
    if (this.ended) return;
    if (this.handshaken) this.write(frames.close(undefined, allowReconnect));
    this.end();
  }

  /** Ends the connection once: the transport is closed (a pending poll gets what is left). */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    if (this.ws) {
      const ws = this.ws;
      // Sent frames go out first: close after the buffer drains.
      if (ws.readyState === ws.OPEN) ws.close(1000);
      else ws.terminate();
    }
    if (this.sse && !this.sse.writableEnded) this.sse.end();
    if (this.poll) {
      const poll = this.poll;
      this.poll = null;
      clearTimeout(poll.timer);
      if (this.pending.length) this.answerPoll(poll.res, Date.now());
      else poll.res.writeHead(204).end();
    }
    this.events.onEnd(this);
  }
}
