import type { Publication, PublicationPage } from '@sugu/domain';
import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyFollow } from './interactions';
import { aPublication as publication } from './publication.fixture';
import { patchCachedPublication, publicationKeys, removeCachedPublication } from './publications';

function seeded() {
  const client = new QueryClient();
  const feed: InfiniteData<PublicationPage, string | undefined> = {
    pages: [
      { items: [publication('a', 's1'), publication('b', 's2')], nextCursor: 'c1' },
      { items: [publication('c', 's1')], nextCursor: null },
    ],
    pageParams: [undefined, 'c1'],
  };
  client.setQueryData(publicationKeys.feed, feed);
  client.setQueryData(publicationKeys.one('a'), publication('a', 's1'));
  client.setQueryData(['publications', 'shop', 's1'], { items: [publication('c', 's1')], nextCursor: null });
  client.setQueryData(['publications', 'array'], [publication('a', 's1')]);
  client.setQueryData(['shop', 's1'], { untouched: true });
  return client;
}

const feedOf = (client: QueryClient) =>
  client.getQueryData<InfiniteData<PublicationPage>>(publicationKeys.feed)!.pages.flatMap((p) => p.items);

describe('cached publications', () => {
  it('a like reaches every cached copy of the publication and no other', () => {
    const client = seeded();
    patchCachedPublication(client, 'a', { isLiked: true, likes: 4 });
    expect(feedOf(client).map((p) => [p.id, p.isLiked, p.likes])).toEqual([
      ['a', true, 4],
      ['b', false, 3],
      ['c', false, 3],
    ]);
    expect(client.getQueryData<Publication>(publicationKeys.one('a'))).toMatchObject({
      isLiked: true,
      likes: 4,
    });
    expect(client.getQueryData<Publication[]>(['publications', 'array'])![0]).toMatchObject({ likes: 4 });
  });

  it('a follow marks every publication of the shop, in every list', () => {
    const client = seeded();
    applyFollow(client, 's1', true);
    expect(feedOf(client).map((p) => p.publicationShop.isFollowed)).toEqual([true, false, true]);
    const shopPage = client.getQueryData<PublicationPage>(['publications', 'shop', 's1'])!;
    expect(shopPage.items[0]!.publicationShop.isFollowed).toBe(true);
    expect(client.getQueryData(['shop', 's1'])).toEqual({ untouched: true });
  });

  it('a deleted publication leaves the lists; its own entry empties', () => {
    const client = seeded();
    removeCachedPublication(client, 'a');
    expect(feedOf(client).map((p) => p.id)).toEqual(['b', 'c']);
    expect(client.getQueryData(publicationKeys.one('a'))).toBeUndefined();
    expect(client.getQueryData<Publication[]>(['publications', 'array'])).toEqual([]);
  });
});
