// Shop search answers kept a few seconds for guests (SEARCH_CACHE_SECONDS, 5 by default): what a guest
// may see stale, for how long, and what never is.
import { ShopSearchResponse } from '@sugu/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildLightUsers, buildSeller } from '../../../test/factories/index.js';
import { cacheEventsSettled, setupTestApp } from '../../../test/helper.js';
import { shops } from '../../db/schema/index.js';

const { app, config, database, clock } = await setupTestApp({ clock: 'frozen' });

const search = async (keyword: string, headers: Record<string, string> = {}) => {
  const url = `/api/Shop/recherche?keyword=${encodeURIComponent(keyword)}`;
  const res = await app.inject({ method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  return { res, body: ShopSearchResponse.parse(res.json()) };
};
const names = async (keyword: string) => (await search(keyword)).body.items.map((s) => s.shopName);
const rename = (shopId: string, shopName: string) =>
  database.db.update(shops).set({ shopName }).where(eq(shops.id, shopId));

const kayes = await buildSeller(app, { shopName: 'Électronique Kayes' });

describe('GET /api/Shop/recherche, cached for guests', () => {
  it('lasts 5 seconds by default', () => {
    expect(config.searchCacheSeconds).toBe(5);
  });

  it('shows a shop renamed elsewhere (another server, the database) within 5 seconds, typos still tolerated', async () => {
    // The shop's creation is announced twice to this process (lib/cache-events.ts): both are in.
    await cacheEventsSettled(app);
    expect(await names('electronik')).toEqual(['Électronique Kayes']);
    await rename(kayes.shop.id, 'Électronique Ségou');
    clock.advanceHours(4.9 / 3600);
    expect(await names('electronik')).toEqual(['Électronique Kayes']);
    clock.advanceHours(0.1 / 3600);
    expect(await names('electronik')).toEqual(['Électronique Ségou']);
    expect(await names('segou')).toEqual(['Électronique Ségou']);
    expect(await names('SEGOU')).toEqual(['Électronique Ségou']);
  });

  it('shows a shop created on this server at once', async () => {
    expect(await names('kankan')).toEqual([]);
    await buildSeller(app, { shopName: 'Kankan Mode' });
    expect(await names('kankan')).toEqual(['Kankan Mode']);
  });

  it('answers 304 to the ETag of the cached answer', async () => {
    const { res } = await search('kankan');
    const again = await app.inject({
      method: 'GET',
      url: '/api/Shop/recherche?keyword=kankan',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('never serves the guests’ answer to a connected user, whose answer says what they follow', async () => {
    const [fan] = await buildLightUsers(app, 1);
    await cacheEventsSettled(app);
    expect((await search('segou')).body.items[0]?.isFollowed).toBe(false);
    const follow = await app.inject({
      method: 'POST',
      url: `/api/Interraction/${kayes.shop.id}/follow`,
      headers: { cookie: fan!.cookie },
    });
    expect(follow.statusCode).toBe(200);
    const connected = await search('segou', { cookie: fan!.cookie });
    expect(connected.body.items[0]).toMatchObject({ isFollowed: true, followerCount: 1 });
    expect(connected.res.headers['cache-control']).toBe('private, no-cache');
    // The guests' copy is unchanged until it expires.
    expect((await search('segou')).body.items[0]).toMatchObject({ isFollowed: false, followerCount: 0 });
    clock.advanceHours(5 / 3600);
    expect((await search('segou')).body.items[0]).toMatchObject({ isFollowed: false, followerCount: 1 });
  });
});
