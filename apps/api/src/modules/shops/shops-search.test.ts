import { ShopSearchResponse } from '@sugu/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildLightUsers, buildSeller, buildShops } from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';
import { shops } from '../../db/schema/index.js';

const { app, db } = await setupTestApp();

const search = async (keyword: string | null, cookie?: string) => {
  const url =
    keyword === null ? '/api/Shop/recherche' : `/api/Shop/recherche?keyword=${encodeURIComponent(keyword)}`;
  const res = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  expect(res.statusCode).toBe(200);
  return ShopSearchResponse.parse(res.json());
};
const names = (result: ShopSearchResponse) => result.items.map((s) => s.shopName);

const karite = await buildSeller(app, { shopName: 'Karité', biography: 'Beurre de karité pur' });
const kariteSegou = await buildSeller(app, { shopName: 'Karité Ségou', biography: 'Savons et beurre' });
await buildSeller(app, { shopName: 'Beurre de karité', biography: 'Cosmétiques naturels' });
await buildSeller(app, { shopName: 'Bamako Mode', biography: 'Boubous et pagnes' });
await buildSeller(app, { shopName: 'ÉLÉGANCE Sikasso', biography: 'Robes de soirée' });
await buildSeller(app, { shopName: 'Téléphones Gao', biography: 'Smartphones et accessoires' });

describe('GET /api/Shop/recherche', () => {
  it('finds “Karité Ségou” from “segou” and from “SÉGOU” (accents and case ignored)', async () => {
    for (const keyword of ['segou', 'SÉGOU', 'Ségou', 'sEgOu']) {
      const result = await search(keyword);
      expect(names(result)).toEqual(['Karité Ségou']);
      expect(result).toMatchObject({ keyword, total: 1 });
      expect(result.items[0]).toMatchObject({
        id: kariteSegou.shop.id,
        biography: 'Savons et beurre',
        shopActivity: 'Artisanat',
        rate: 0,
        rateCount: 0,
      });
    }
  });

  it('folds accented capitals in shop names too', async () => {
    expect(names(await search('elegance'))).toEqual(['ÉLÉGANCE Sikasso']);
    expect(names(await search('telephone'))).toEqual(['Téléphones Gao']);
  });

  it('tolerates a typo', async () => {
    expect(names(await search('karitee'))).toContain('Karité Ségou');
    expect(names(await search('karitee'))[0]).toBe('Karité');
    expect(names(await search('bamko'))[0]).toBe('Bamako Mode');
    expect(names(await search('segoo'))).toContain('Karité Ségou');
  });

  it('ranks the exact name first, then names starting with the keyword, then names containing it', async () => {
    const result = await search('karite');
    expect(names(result)).toEqual(['Karité', 'Karité Ségou', 'Beurre de karité']);
    expect(result.total).toBe(3);
  });

  it('does nothing with an empty keyword', async () => {
    for (const keyword of [null, '', '   ']) {
      expect(await search(keyword)).toEqual({ keyword: '', total: 0, items: [] });
    }
  });

  it('finds nothing for an unrelated word, and treats LIKE wildcards as plain characters', async () => {
    expect(await search('ordinateur')).toEqual({ keyword: 'ordinateur', total: 0, items: [] });
    expect((await search('%')).total).toBe(0);
    expect((await search('_')).total).toBe(0);
  });

  it('tells the connected viewer which results they follow', async () => {
    const [fan] = await buildLightUsers(app, 1);
    const follow = await app.inject({
      method: 'POST',
      url: `/api/Interraction/${karite.shop.id}/follow`,
      headers: { cookie: fan!.cookie },
    });
    expect(follow.statusCode).toBe(200);
    const seen = await search('karite', fan!.cookie);
    expect(seen.items.map((s) => [s.shopName, s.isFollowed, s.followerCount])).toEqual([
      ['Karité', true, 1],
      ['Karité Ségou', false, 0],
      ['Beurre de karité', false, 0],
    ]);
    expect((await search('karite')).items.every((s) => !s.isFollowed)).toBe(true);
  });

  it('returns at most 20 shops and counts every match', async () => {
    await buildShops(
      app,
      Array.from({ length: 25 }, (_, i) => `Tissus Kayes ${i + 1}`),
      'Wax et bazin',
    );
    const result = await search('tissus kayes');
    expect(result.total).toBe(25);
    expect(result.items).toHaveLength(20);
    expect(new Set(names(result)).size).toBe(20);
  });

  it('with more than 200 matches, ranks the 200 closest: the exact name still comes first', async () => {
    const shopNames = Array.from({ length: 252 }, (_, i) => `Pagne Wax ${i + 1}`);
    shopNames[250] = 'WAX';
    shopNames[251] = 'Wax Royal';
    await buildShops(app, shopNames, 'Pagnes');
    const result = await search('wax');
    expect(result.total).toBe(200);
    expect(names(result).slice(0, 3)).toEqual(['WAX', 'Wax Royal', 'Pagne Wax 1']);
    expect(result.items).toHaveLength(20);
  });

  it("finds through typos and accents together, best match first: 'telefone', 'bazn', 'segou'", async () => {
    await buildSeller(app, { shopName: 'Bazin Riche', biography: 'Tissus' });
    await buildSeller(app, { shopName: 'Téléphone Bamako', biography: 'Smartphones' });
    expect(names(await search('telefone'))[0]).toBe('Téléphone Bamako');
    expect(names(await search('bazn'))[0]).toBe('Bazin Riche');
    expect(names(await search('segou'))[0]).toBe('Karité Ségou');
  });

  // Each search its own keyword: a guest's search is kept SEARCH_CACHE_SECONDS, and these changes are made
  // in the database, not through the API that would clear it.
  it('follows renamed and hidden shops (the name dictionary is kept by triggers)', async () => {
    const first = await buildSeller(app, { shopName: 'Kora Tounkara', biography: 'Instruments' });
    const second = await buildSeller(app, { shopName: 'Kora Tounkara', biography: 'Instruments' });
    expect((await search('tounkara')).total).toBe(2);
    await db.update(shops).set({ removedAt: new Date() }).where(eq(shops.id, first.shop.id));
    expect(names(await search('Tounkara'))).toEqual(['Kora Tounkara']);
    await db.update(shops).set({ shopName: 'Balafon Tounkara' }).where(eq(shops.id, second.shop.id));
    expect(names(await search('kora tounkara'))).toEqual(['Balafon Tounkara']);
    expect(names(await search('balafon'))).toEqual(['Balafon Tounkara']);
    await db.update(shops).set({ removedAt: null }).where(eq(shops.id, first.shop.id));
    expect(names(await search('KORA TOUNKARA'))).toEqual(['Kora Tounkara', 'Balafon Tounkara']);
  });
});
