// @vitest-environment jsdom
import type { MeResponse } from '@sugu/domain';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { meQueryKey } from './me';
import { clearWhenSessionEnds } from './session';

const user = { id: 'u1', role: 'Client' } as MeResponse;
const feedKey = ['feed'];
const likedFeed = { pages: [{ items: [{ id: 'p1', isLiked: true }] }], pageParams: [undefined] };

/** The device after a user's visit: their session, their feed with their likes, the first screen kept. */
function visitedBy(me: MeResponse | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(meQueryKey, me);
  client.setQueryData(feedKey, likedFeed);
  if (me) localStorage.setItem('userId', me.id);
  localStorage.setItem('sugu:first-screen', '{}');
  return client;
}

/** The next session probe (/api/User/session) answers `answer`. */
const probe = (client: QueryClient, answer: MeResponse | null) =>
  client.fetchQuery({ queryKey: meQueryKey, queryFn: async () => answer });

describe('clearWhenSessionEnds', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    localStorage.clear();
  });

  it('forgets the user as at logout when the server says the session is gone (expired, revoked)', async () => {
    const client = visitedBy(user);
    stop = clearWhenSessionEnds(client);
    await probe(client, null);
    expect(client.getQueryData(meQueryKey)).toBeNull();
    expect(client.getQueryData(feedKey)).toBeUndefined();
    expect(localStorage.getItem('userId')).toBeNull();
    expect(localStorage.getItem('sugu:first-screen')).toBeNull();
  });

  it('keeps everything while the user stays connected, and a guest’s cache as it is', async () => {
    const client = visitedBy(user);
    stop = clearWhenSessionEnds(client);
    await probe(client, user);
    expect(client.getQueryData(feedKey)).toEqual(likedFeed);

    stop();
    const guest = visitedBy(null);
    stop = clearWhenSessionEnds(guest);
    await probe(guest, null);
    expect(guest.getQueryData(feedKey)).toEqual(likedFeed);
    expect(localStorage.getItem('sugu:first-screen')).toBe('{}');
  });

  it('ends nothing when the probe fails (offline)', async () => {
    const client = visitedBy(user);
    stop = clearWhenSessionEnds(client);
    await client
      .fetchQuery({ queryKey: meQueryKey, queryFn: () => Promise.reject(new Error('offline')) })
      .catch(() => {});
    expect(client.getQueryData(feedKey)).toEqual(likedFeed);
  });
});
