// The feed's kept viewers alone (feed-viewers.ts): how long a viewer is trusted, which events make it read
// again, which counters replace a kept page's. The routes' behaviour is in feed-pages.test.ts.
import type { PublicationPage } from '@sugu/domain';
import { describe, expect, it } from 'vitest';
import {
  FeedViewers,
  HEAVY,
  MAX_CHANGES,
  MAX_SET,
  MAX_VIEWER_IDS,
  VIEWER_MEMO_MS,
  type ViewerRow,
} from './feed-viewers.js';

let now = 1_000_000;
/** Lets every settled promise's callbacks run. */
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));
const viewers = () => new FeedViewers(() => now);
const row = (overrides: Partial<ViewerRow> = {}): ViewerRow => ({
  userId: 'u1',
  expiresAt: now + 86_400_000,
  liked: ['p1'],
  followed: ['s2'],
  ...overrides,
});
const item = (id: string, shopId: string, likes: number) =>
  ({
    id,
    publicationShop: { id: shopId },
    likes,
    shares: 1,
    totalComments: 2,
  }) as PublicationPage['items'][0];
const page = { items: [item('p1', 's1', 5), item('p2', 's2', 7)], nextCursor: null } as PublicationPage;

describe('kept feed viewers', () => {
  it('trusts a viewer VIEWER_MEMO_MS at most, and never past its session’s expiry', () => {
    const kept = viewers();
    kept.remember('sid', row(), kept.epoch);
    expect(kept.known('sid')).toBeDefined();
    now += VIEWER_MEMO_MS - 1;
    expect(kept.known('sid')).toBeDefined();
    now += 1;
    expect(kept.known('sid')).toBeUndefined();

    kept.remember('short', row({ expiresAt: now + 1_000 }), kept.epoch);
    now += 1_000;
    expect(kept.known('short')).toBeUndefined();
  });

  it('forgets a session or a viewer on its event, and everything when events were missed', () => {
    const kept = viewers();
    kept.remember('a', row(), kept.epoch);
    kept.remember('b', row({ userId: 'u2' }), kept.epoch);
    kept.handle({ kind: 'session', id: 'a' });
    expect(kept.known('a')).toBeUndefined();
    expect(kept.known('b')).toBeDefined();
    kept.handle({ kind: 'viewer', userId: 'u2' });
    expect(kept.known('b')).toBeUndefined();

    kept.remember('b', row({ userId: 'u2' }), kept.epoch);
    kept.handle({ kind: 'resumed' });
    expect(kept.known('b')).toBeUndefined();
  });

  it('uses a read for its own request only when its viewer or session changed while it ran', () => {
    const kept = viewers();
    for (const event of [
      { kind: 'viewer', userId: 'u1' },
      { kind: 'session', id: 'sid' },
      { kind: 'resumed' },
    ] as const) {
      const epoch = kept.epoch;
      kept.handle(event);
      const viewer = kept.remember('sid', row(), epoch);
      expect(viewer, event.kind).not.toBe(HEAVY);
      expect(kept.known('sid'), event.kind).toBeUndefined();
    }
  });

  it('keeps a read while other viewers and sessions change', () => {
    const kept = viewers();
    const epoch = kept.epoch;
    kept.handle({ kind: 'viewer', userId: 'someone else' });
    kept.handle({ kind: 'session', id: 'another session' });
    kept.remember('sid', row(), epoch);
    expect(kept.known('sid')).toBeDefined();
  });

  it('counts every viewer as changed once too many changes are noted to tell them apart', () => {
    const kept = viewers();
    const epoch = kept.epoch;
    for (let i = 0; i <= MAX_CHANGES; i++) kept.handle({ kind: 'viewer', userId: `other ${i}` });
    kept.remember('sid', row(), epoch);
    expect(kept.known('sid')).toBeUndefined();
  });

  it('shares one read among concurrent requests of a viewer, and reads again after an event', async () => {
    const kept = viewers();
    const pending: (() => void)[] = [];
    const read = () => new Promise<ViewerRow>((resolve) => pending.push(() => resolve(row())));
    const release = () => {
      for (const resolve of pending.splice(0)) resolve();
    };
    const first = kept.viewer('sid', read);
    const second = kept.viewer('sid', read);
    expect(pending).toHaveLength(1);
    release();
    expect(await first).toEqual(await second);
    expect(kept.viewer('sid', read)).not.toBeInstanceOf(Promise);

    kept.handle({ kind: 'viewer', userId: 'u1' });
    const during = kept.viewer('sid', read);
    kept.handle({ kind: 'viewer', userId: 'u1' });
    const after = kept.viewer('sid', read);
    expect(pending).toHaveLength(1);
    release();
    await during;
    // `after` came after the viewer's event: not given the read that started before it, it reads again.
    await flush();
    expect(pending).toHaveLength(1);
    release();
    await after;
    // The read that started after the last event is kept.
    expect(kept.viewer('sid', read)).not.toBeInstanceOf(Promise);
    // No live session: a guest.
    expect(await kept.viewer('gone', async () => undefined)).toBeNull();
  });

  it('shares a read under way across another viewer’s event, and keeps it', async () => {
    const kept = viewers();
    const pending: (() => void)[] = [];
    const read = () => new Promise<ViewerRow>((resolve) => pending.push(() => resolve(row())));
    const first = kept.viewer('sid', read);
    kept.handle({ kind: 'viewer', userId: 'someone else' });
    const second = kept.viewer('sid', read);
    expect(pending).toHaveLength(1);
    pending[0]!();
    expect(await second).toEqual(await first);
    expect(kept.known('sid')).toBeDefined();
  });

  it('does not keep the likes and follows of a viewer with more than MAX_SET', () => {
    const kept = viewers();
    const many = Array.from({ length: MAX_SET + 1 }, (_, i) => `p${i}`);
    expect(kept.remember('sid', row({ liked: many }), kept.epoch)).toBe(HEAVY);
    expect(kept.known('sid')).toBe(HEAVY);
  });

  it('keeps MAX_VIEWER_IDS likes and follows in all, the least recently used viewers out first', () => {
    expect(MAX_VIEWER_IDS).toBe(2_000_000);
    // Room for 10 ids: each viewer below weighs 4 (its 3 ids, plus 1).
    const kept = new FeedViewers(() => now, 10);
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `p${i}`);
    kept.remember('a', row({ userId: 'u1', liked: ids(2) }), kept.epoch);
    kept.remember('b', row({ userId: 'u2', liked: ids(2) }), kept.epoch);
    expect(kept.known('a')).toBeDefined();
    kept.remember('c', row({ userId: 'u3', liked: ids(2) }), kept.epoch);
    expect(kept.known('a')).toBeDefined();
    expect(kept.known('b')).toBeUndefined();
    expect(kept.known('c')).toBeDefined();
  });

  it('writes the overlay with counters learnt since the page was loaded, the page’s otherwise', () => {
    const kept = viewers();
    const viewer = kept.remember('sid', row(), kept.epoch);
    if (viewer === HEAVY) throw new Error('not heavy');
    const loadedAt = now;
    expect(kept.overlay(page, loadedAt, viewer)).toBe('tf.5.1.2,ft.7.1.2');
    kept.handle({ kind: 'counts', id: 'p2', likes: 8, shares: 3, totalComments: 4 });
    expect(kept.overlay(page, loadedAt, viewer)).toBe('tf.5.1.2,ft.8.3.4');
    // A page loaded after the counters were learnt has them (or newer): its own win.
    now += 1;
    expect(kept.overlay(page, now, viewer)).toBe('tf.5.1.2,ft.7.1.2');
    kept.handle({ kind: 'counts', id: 'p2', likes: 9, shares: 3, totalComments: 4 });
    kept.handle({ kind: 'resumed' });
    expect(kept.overlay(page, loadedAt, viewer)).toBe('tf.5.1.2,ft.7.1.2');
  });
});
