import { CATALOG_MSG, MSG, Shop } from '@sugu/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  buildLightUsers,
  buildRatings,
  buildSeller,
  buildUser,
  postShop,
  testJpeg,
  validShopForm,
} from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';
import { categories, shops } from '../../db/schema/index.js';

const { app, config, db } = await setupTestApp();

const countShops = async (userId: string) =>
  (await db.select().from(shops).where(eq(shops.userId, userId))).length;
const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('POST /api/Shop/ajout', () => {
  it('creates the Vendeur’s shop: 201 with the Shop, address from the user’s area, logo stored', async () => {
    const seller = await buildUser(app, { role: 'Vendeur', area: 'Médina Coura' });
    const [category] = await db.select().from(categories).where(eq(categories.categoryName, 'Alimentation'));
    const res = await postShop(
      app,
      seller.cookie,
      validShopForm({
        shopName: 'Karité Ségou',
        shopActivity: category!.id,
        UserId: '00000000-0000-4000-8000-000000000000',
        coverImgUrl: 'https://ailleurs.example/logo.png',
      }),
      [{ field: 'file', data: await testJpeg(300, 300) }],
    );
    expect(res.statusCode).toBe(201);
    const shop = Shop.parse(res.json());
    expect(shop).toMatchObject({
      userId: seller.userId,
      shopName: 'Karité Ségou',
      shopActivity: 'Alimentation',
      categoryId: category!.id,
      biography: 'Paniers et nattes tressés à la main',
      adress: 'Médina Coura',
      deliveryDelay: '48h',
      rate: 0,
      rates: [],
      followerCount: 0,
      isFollowed: false,
      badgeVerification: false,
      shopLink: `${config.publicUrl}/boutique/${shop.id}`,
      owner: { id: seller.userId, username: seller.user.username, city: 'Bamako', area: 'Médina Coura' },
    });
    expect(shop.coverImgUrl).toMatch(/^\/media\/[\w-]+-640\.webp$/);
    const logo = await get(shop.coverImgUrl!);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/webp');
    // The session user owns it, whatever UserId the form named.
    expect(await countShops(seller.userId)).toBe(1);

    const me = await get('/api/User/me', seller.cookie);
    expect(me.json().shop).toMatchObject({ id: shop.id, shopName: 'Karité Ségou' });
  });

  it('accepts the category by name, any case, and an explicit address; no logo means coverImgUrl null', async () => {
    const seller = await buildUser(app, { role: 'Vendeur' });
    const res = await postShop(
      app,
      seller.cookie,
      validShopForm({ shopActivity: 'beauté et cosmétiques', adress: 'Rue 310, Hippodrome' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      shopActivity: 'Beauté et cosmétiques',
      adress: 'Rue 310, Hippodrome',
      coverImgUrl: null,
    });
  });

  it.each([
    ['a name with "!"', { shopName: 'Chez Awa !' }, CATALOG_MSG.shopNameInvalid],
    ['a name with an emoji', { shopName: 'Awa 🛍' }, CATALOG_MSG.shopNameInvalid],
    [
      'a biography of 121 characters',
      { biography: 'b'.repeat(121) },
      'La biographie doit contenir entre 1 et 120 caractères',
    ],
    ['no name', { shopName: undefined }, 'Veuillez remplir tous les champs'],
    ['a blank name', { shopName: '   ' }, 'Veuillez remplir tous les champs'],
    ['no biography', { biography: undefined }, 'Veuillez remplir tous les champs'],
    ['no category', { shopActivity: undefined }, 'Veuillez sélectionner une catégorie'],
    ['an empty category', { shopActivity: '' }, 'Veuillez sélectionner une catégorie'],
    ['an unknown category', { shopActivity: 'Voitures' }, CATALOG_MSG.categoryUnknown],
    [
      'an unknown category id',
      { shopActivity: '0190f000-0000-7000-8000-000000000000' },
      CATALOG_MSG.categoryUnknown,
    ],
  ])('refuses %s with the spec’s message and creates nothing', async (_, overrides, message) => {
    const seller = await buildUser(app, { role: 'Vendeur' });
    const res = await postShop(app, seller.cookie, validShopForm(overrides), [
      { field: 'file', data: await testJpeg() },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await countShops(seller.userId)).toBe(0);
  });

  it('accepts accented letters, digits, spaces and hyphens, and a biography of exactly 120 characters', async () => {
    const seller = await buildUser(app, { role: 'Vendeur' });
    const res = await postShop(
      app,
      seller.cookie,
      validShopForm({ shopName: 'Épicerie Dôgon-2 Ñ', biography: 'é'.repeat(120) }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().shopName).toBe('Épicerie Dôgon-2 Ñ');
  });

  it('refuses a file that is not an image, and creates nothing', async () => {
    const seller = await buildUser(app, { role: 'Vendeur' });
    const res = await postShop(app, seller.cookie, validShopForm(), [
      { field: 'file', data: Buffer.from('pas une image'), filename: 'logo.jpg' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.imageOnly);
    expect(await countShops(seller.userId)).toBe(0);
  });

  it('answers 401 to a guest and 403 to a Client', async () => {
    const guest = await postShop(app, undefined, validShopForm());
    expect(guest.statusCode).toBe(401);
    expect(guest.json().message).toBe(MSG.unauthenticated);

    const client = await buildUser(app, { role: 'Client' });
    const res = await postShop(app, client.cookie, validShopForm());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: CATALOG_MSG.sellerOnly, code: 'seller_only' });
    expect(await countShops(client.userId)).toBe(0);
  });

  it('allows one shop per Vendeur: a second creation is a 409', async () => {
    const seller = await buildSeller(app, { shopName: 'Première boutique' });
    const res = await postShop(app, seller.cookie, validShopForm({ shopName: 'Deuxième boutique' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Vous avez déjà une boutique');
    const mine = await get('/api/Shop/me', seller.cookie);
    expect(mine.json().shopName).toBe('Première boutique');
  });

  it('keeps one shop when the same Vendeur submits 6 times at once', async () => {
    const seller = await buildUser(app, { role: 'Vendeur' });
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        postShop(app, seller.cookie, validShopForm({ shopName: `Course ${i}` })),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409]);
    for (const r of results.filter((r) => r.statusCode === 409)) {
      expect(r.json().message).toBe(CATALOG_MSG.shopAlreadyExists);
    }
    expect(await countShops(seller.userId)).toBe(1);
  });
  it('answers 409 when another creation commits between the check and the insert (unique index)', async () => {
    const seller = await buildUser(app, { role: 'Vendeur' });
    const [category] = await db.select().from(categories).limit(1);
    // A concurrent creation holds its uncommitted row while the request runs; on PostgreSQL the request's
    // own insert waits on the unique index shops_user_key, then fails once the other one commits.
    let release!: () => void;
    let inserted!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const insertedRow = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const other = db.transaction(async (tx) => {
      await tx.insert(shops).values({
        userId: seller.userId,
        shopName: 'Gagnante',
        categoryId: category!.id,
        biography: 'Arrivée la première',
      });
      inserted();
      await held;
    });
    await insertedRow;
    const request = postShop(app, seller.cookie, validShopForm({ shopName: 'Perdante' }));
    setTimeout(release, 400);
    const [res] = await Promise.all([request, other]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: CATALOG_MSG.shopAlreadyExists, code: 'shop_already_exists' });
    const rows = await db.select().from(shops).where(eq(shops.userId, seller.userId));
    expect(rows.map((r) => r.shopName)).toEqual(['Gagnante']);
  });
});

describe('GET /api/Shop/me', () => {
  it('answers 401 to a guest, 404 without a shop, the shop otherwise', async () => {
    expect((await get('/api/Shop/me')).statusCode).toBe(401);
    const seller = await buildUser(app, { role: 'Vendeur' });
    const none = await get('/api/Shop/me', seller.cookie);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(CATALOG_MSG.shopRequired);

    await postShop(app, seller.cookie, validShopForm({ shopName: 'Tissus Kayes' }));
    const mine = await get('/api/Shop/me', seller.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ shopName: 'Tissus Kayes', userId: seller.userId });
  });
});

describe('GET /api/Shop/{shopId}', () => {
  it('shows a shop to a guest with its rating (one decimal) and its latest 20 ratings with usernames', async () => {
    const seller = await buildSeller(app, { shopName: 'Bogolan Mopti' });
    const raters = await buildLightUsers(app, 23);
    // Notes 5,4,4,5,4,… : 23 ratings, sum 100 → 4.347… shown as 4.3.
    const notes = raters.map((_, i) => (i % 3 === 0 ? 5 : 4));
    await buildRatings(
      app,
      seller.shop.id,
      raters.map((r, i) => ({
        userId: r.userId,
        rateNote: notes[i]!,
        rateReview: i === 22 ? 'Très beaux tissus' : null,
        createdAt: new Date(Date.UTC(2025, 0, 1 + i)),
      })),
    );
    const sum = notes.reduce((a, b) => a + b, 0);

    const res = await get(`/api/Shop/${seller.shop.id}`);
    expect(res.statusCode).toBe(200);
    const shop = Shop.parse(res.json());
    expect(sum).toBe(100);
    expect(shop.rate).toBe(4.3);
    expect(shop.rateCount).toBe(23);
    expect(shop.rates).toHaveLength(20);
    expect(shop.rates[0]).toMatchObject({ rateNote: 4, rateReview: 'Très beaux tissus' });
    expect(shop.rates[0]!.createdAt).toBe('2025-01-23T00:00:00.000Z');
    expect(shop.rates[0]!.username).toMatch(/^q[0-9a-f]{10}$/);
    expect(shop.isFollowed).toBe(false);
  });

  it('shows the verification badge and whether the viewer follows the shop', async () => {
    const seller = await buildSeller(app, {}, { identityVerified: true });
    const [fan] = await buildLightUsers(app, 1);
    const follow = await app.inject({
      method: 'POST',
      url: `/api/Interraction/${seller.shop.id}/follow`,
      headers: { cookie: fan!.cookie },
    });
    expect(follow.statusCode).toBe(200);
    const seen = (await get(`/api/Shop/${seller.shop.id}`, fan!.cookie)).json();
    expect(seen).toMatchObject({
      isFollowed: true,
      followerCount: 1,
      isIdentityVerified: true,
      badgeVerification: true,
    });
    expect((await get(`/api/Shop/${seller.shop.id}`)).json().isFollowed).toBe(false);
  });

  it.each([
    ['an unknown id', '0190f000-0000-7000-8000-000000000000'],
    ['a malformed id', 'pas-un-uuid'],
    ['an id with SQL in it', "1' OR '1'='1"],
  ])('answers 404 “Boutique introuvable” for %s', async (_, id) => {
    const res = await get(`/api/Shop/${encodeURIComponent(id)}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Boutique introuvable', code: 'shop_not_found' });
  });
});
