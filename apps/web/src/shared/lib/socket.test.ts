// The live connection's retries: withAutomaticReconnect() with the client's default delays (the spec's 0,
// 2 s, 10 s, 30 s) after a drop; the same series for a first start that fails; then it stops until asked.
import { MESSAGING } from '@sugu/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const fake = vi.hoisted(() => ({
  starts: [] as number[],
  state: 'Disconnected',
  /** Every start fails at once, as with no network; `refused` answers 401. */
  failing: false,
  refused: false,
  reconnectArgs: [] as unknown[][],
  reconnecting: [] as (() => void)[],
  reconnected: [] as (() => void)[],
  close: [] as ((error?: Error) => void)[],
}));

vi.mock('@microsoft/signalr', () => {
  const connection = {
    get state() {
      return fake.state;
    },
    start: () => {
      fake.starts.push(Date.now());
      if (fake.refused) return Promise.reject(Object.assign(new Error('Unauthorized'), { statusCode: 401 }));
      if (fake.failing) return Promise.reject(new Error('Failed to fetch'));
      fake.state = 'Connected';
      return Promise.resolve();
    },
    stop: () => {
      fake.state = 'Disconnected';
      for (const h of fake.close) h();
      return Promise.resolve();
    },
    on: () => {},
    off: () => {},
    onreconnecting: (h: () => void) => fake.reconnecting.push(h),
    onreconnected: (h: () => void) => fake.reconnected.push(h),
    onclose: (h: () => void) => fake.close.push(h),
  };
  class HubConnectionBuilder {
    withUrl() {
      return this;
    }
    withAutomaticReconnect(...args: unknown[]) {
      fake.reconnectArgs.push(args);
      return this;
    }
    configureLogging() {
      return this;
    }
    build() {
      return connection;
    }
  }
  return {
    HubConnectionBuilder,
    HubConnectionState: {
      Connected: 'Connected',
      Disconnected: 'Disconnected',
      Reconnecting: 'Reconnecting',
    },
    HttpTransportType: { WebSockets: 1, ServerSentEvents: 2, LongPolling: 4 },
    LogLevel: { None: 6 },
  };
});

const { closeSocket, onReconnect, openSocket, retrySocket, socketStatus } = await import('./socket');

const drop = () => {
  fake.state = 'Reconnecting';
  for (const h of fake.reconnecting) h();
};
const back = () => {
  fake.state = 'Connected';
  for (const h of fake.reconnected) h();
};
const closed = () => {
  fake.state = 'Disconnected';
  for (const h of fake.close) h();
};

describe('chat connection retries', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ now: 0 });
    vi.stubGlobal('window', new EventTarget());
    Object.assign(fake, { starts: [], state: 'Disconnected', failing: false, refused: false });
    fake.reconnecting = [];
    fake.reconnected = [];
    fake.close = [];
  });
  afterEach(() => {
    closeSocket();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('reconnects with the client’s default delays, the spec’s', async () => {
    openSocket();
    await vi.runAllTimersAsync();
    expect(fake.reconnectArgs.at(-1)).toEqual([]);
    expect(MESSAGING.reconnectDelaysMs).toEqual([0, 2_000, 10_000, 30_000]);
    expect(socketStatus()).toBe('connected');
    drop();
    expect(socketStatus()).toBe('reconnecting');
    closed(); // the automatic retries are spent
    expect(socketStatus()).toBe('stopped');
  });

  it('retries a failed first start 0, 2 s, 10 s and 30 s later, then stops; the user or the network restarts it', async () => {
    fake.failing = true;
    openSocket();
    await vi.runAllTimersAsync();
    expect(fake.starts).toEqual([0, 0, 2_000, 12_000, 42_000]);
    expect(socketStatus()).toBe('stopped');
    retrySocket();
    await vi.runAllTimersAsync();
    expect(fake.starts.slice(5).map((t) => t - fake.starts[5]!)).toEqual([0, 2_000, 12_000, 42_000]);
    fake.failing = false;
    window.dispatchEvent(new Event('online'));
    await vi.runAllTimersAsync();
    expect(socketStatus()).toBe('connected');
  });

  it('does not wait for the client’s next retry when the network comes back: it starts again now', async () => {
    openSocket();
    await vi.runAllTimersAsync();
    drop();
    const before = fake.starts.length;
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.starts).toHaveLength(before + 1);
    expect(socketStatus()).toBe('connected');
  });

  it('ends the connection when the device goes offline, and retries through the series', async () => {
    openSocket();
    await vi.runAllTimersAsync();
    fake.failing = true;
    window.dispatchEvent(new Event('offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(socketStatus()).toBe('reconnecting');
    await vi.runAllTimersAsync();
    expect(fake.starts.slice(1).map((t) => t - fake.starts[1]!)).toEqual([0, 0, 2_000, 12_000, 42_000]);
    expect(socketStatus()).toBe('stopped');
  });

  it('tells its listeners of each reconnection, not of the first connection', async () => {
    let reconnections = 0;
    const stop = onReconnect(() => reconnections++);
    openSocket();
    await vi.runAllTimersAsync();
    expect(reconnections).toBe(0);
    drop();
    back();
    expect(reconnections).toBe(1);
    stop();
    drop();
    back();
    expect(reconnections).toBe(1);
  });

  it('does not retry a refused session, nor a close by the server while connected (a logout)', async () => {
    fake.refused = true;
    openSocket();
    await vi.runAllTimersAsync();
    expect(fake.starts).toHaveLength(1);
    expect(socketStatus()).toBe('idle');
    closeSocket();
    fake.refused = false;
    openSocket();
    await vi.runAllTimersAsync();
    closed();
    await vi.runAllTimersAsync();
    expect(socketStatus()).toBe('idle');
    expect(fake.starts).toHaveLength(2);
  });
});
