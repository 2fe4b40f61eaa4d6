// The live connection's retries (MESSAGING.reconnectDelaysMs): 0, 2 s, 10 s, 30 s, then it stops until asked
// again.
import { MESSAGING } from '@sugu/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Handler = (arg?: unknown) => void;
const fake = vi.hoisted(() => ({
  connects: [] as number[],
  handlers: new Map<string, Handler>(),
  connected: false,
  /** Every attempt fails at once, as with no network. */
  failing: false,
}));

vi.mock('socket.io-client', () => ({
  io: () => ({
    on: (event: string, handler: Handler) => fake.handlers.set(event, handler),
    connect: () => {
      fake.connects.push(Date.now());
      if (fake.failing) fake.handlers.get('connect_error')?.(new Error('xhr poll error'));
    },
    disconnect: () => {},
    removeAllListeners: () => fake.handlers.clear(),
    get connected() {
      return fake.connected;
    },
  }),
}));

const { closeSocket, onReconnect, openSocket, retrySocket, socketStatus } = await import('./socket');

function emit(event: string, arg?: unknown) {
  fake.handlers.get(event)?.(arg);
}

describe('chat connection retries', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
    vi.stubGlobal('window', new EventTarget());
    fake.connects.length = 0;
    fake.connected = false;
    fake.failing = false;
    openSocket();
    emit('connect');
  });
  afterEach(() => {
    closeSocket();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  /** A dropped connection with no network: the times (ms after the drop) at which it retried. */
  function attemptsAfterDrop(): number[] {
    fake.failing = true;
    const seen = fake.connects.length;
    const dropAt = Date.now();
    emit('disconnect', 'transport close');
    vi.runAllTimers();
    return fake.connects.slice(seen).map((t) => t - dropAt);
  }

  it('retries 0, 2 s, 10 s and 30 s after each failure, then stops', () => {
    expect(MESSAGING.reconnectDelaysMs).toEqual([0, 2_000, 10_000, 30_000]);
    expect(attemptsAfterDrop()).toEqual([0, 2_000, 12_000, 42_000]);
    expect(socketStatus()).toBe('stopped');
    vi.advanceTimersByTime(10 * 60_000);
    expect(fake.connects).toHaveLength(4);
  });

  it('shows reconnecting while it still retries', () => {
    emit('disconnect', 'transport close');
    expect(socketStatus()).toBe('reconnecting');
  });

  it('tries again at once with a fresh series when the user asks, and when the network comes back', () => {
    attemptsAfterDrop();
    retrySocket();
    expect(fake.connects).toHaveLength(5);
    vi.runAllTimers();
    expect(fake.connects.slice(4).map((t) => t - fake.connects[4]!)).toEqual([0, 2_000, 12_000, 42_000]);
    expect(socketStatus()).toBe('stopped');

    window.dispatchEvent(new Event('online'));
    expect(fake.connects).toHaveLength(9);
    fake.failing = false;
    emit('connect');
    expect(socketStatus()).toBe('connected');
    vi.runAllTimers();
    expect(fake.connects).toHaveLength(9);
  });

  it('tells its listeners of each reconnection, not of the first connection', () => {
    // beforeEach opened the connection and connected it once, before anyone listened.
    closeSocket();
    let reconnections = 0;
    const stop = onReconnect(() => reconnections++);
    openSocket();
    emit('connect');
    expect(reconnections).toBe(0);
    emit('disconnect', 'transport close');
    emit('connect');
    expect(reconnections).toBe(1);
    stop();
    emit('disconnect', 'transport close');
    emit('connect');
    expect(reconnections).toBe(1);
  });

  it('does not retry a logout or a refused session', () => {
    emit('disconnect', 'io server disconnect');
    vi.advanceTimersByTime(60_000);
    expect(fake.connects).toHaveLength(0);
    expect(socketStatus()).toBe('idle');
    emit('connect_error', Object.assign(new Error('refused'), { data: { code: 'unauthenticated' } }));
    vi.advanceTimersByTime(60_000);
    expect(fake.connects).toHaveLength(0);
  });
});
