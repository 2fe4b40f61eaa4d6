import { CATALOG_MSG, MSG, Publication, PublishResponse } from '@sugu/domain';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  buildProduct,
  buildSeller,
  buildUser,
  changeProduct,
  photos,
  postFreePost,
  postPublication,
  type UploadFile,
} from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';
import { products, publicationImages, publications, shops } from '../../db/schema/index.js';

const { app, config, db } = await setupTestApp();

const seller = await buildSeller(app, { shopName: 'Bazin de Bamako' });
const otherSeller = await buildSeller(app, { shopName: 'Tech Kati' });
const client = await buildUser(app, { role: 'Client' });
const sellerWithoutShop = await buildUser(app, { role: 'Vendeur' });

const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const send = (method: 'POST' | 'DELETE', url: string, cookie?: string) =>
  app.inject({ method, url, headers: cookie ? { cookie } : {} });
const publicationCount = async (shopId: string) =>
  (await db.select({ n: shops.publicationCount }).from(shops).where(eq(shops.id, shopId)))[0]?.n;
const publicationsOfShop = (shopId: string) =>
  db.select().from(publications).where(eq(publications.shopId, shopId));
const imagesOf = (publicationId: string) =>
  db
    .select()
    .from(publicationImages)
    .where(eq(publicationImages.publicationId, publicationId))
    .orderBy(asc(publicationImages.position));

describe('POST /api/Publication/creation (free post)', () => {
  it('refuses a guest (401), a Client and a Vendeur without a shop (403)', async () => {
    const fields = { publicationCaption: 'Nouveautés' };
    const files = await photos(1);
    const guest = await postPublication(app, undefined, fields, files);
    expect(guest.statusCode).toBe(401);
    expect(guest.json().message).toBe(MSG.unauthenticated);

    const asClient = await postPublication(app, client.cookie, fields, files);
    expect(asClient.statusCode).toBe(403);
    expect(asClient.json()).toMatchObject({ message: CATALOG_MSG.sellerOnly, code: 'seller_only' });

    const noShop = await postPublication(app, sellerWithoutShop.cookie, fields, files);
    expect(noShop.statusCode).toBe(403);
    expect(noShop.json()).toMatchObject({ message: CATALOG_MSG.shopRequired, code: 'shop_required' });
  });

  it('needs a caption that is not blank and at least one photo, and stores nothing otherwise', async () => {
    const cases: { fields: Record<string, string>; files: UploadFile[] }[] = [
      { fields: { publicationCaption: '   \n ' }, files: await photos(1) },
      { fields: {}, files: await photos(1) },
      { fields: { publicationCaption: 'Arrivage de bazin' }, files: [] },
    ];
    for (const { fields, files } of cases) {
      const res = await postPublication(app, otherSeller.cookie, fields, files);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Ajoutez au moins une photo et une légende');
    }
    expect(await publicationsOfShop(otherSeller.shop.id)).toHaveLength(0);
    expect(await publicationCount(otherSeller.shop.id)).toBe(0);
  });

  it('accepts images only: a text file named .jpg refuses the whole post', async () => {
    const files = [
      ...(await photos(1)),
      { field: 'Files', data: Buffer.from('pas une image'), filename: 'faux.jpg', type: 'image/jpeg' },
    ];
    const res = await postPublication(app, otherSeller.cookie, { publicationCaption: 'Promo' }, files);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.imageOnly);
    expect(await publicationsOfShop(otherSeller.shop.id)).toHaveLength(0);
  });

  it('creates the post: 201, the trimmed caption, the photos in order, the shop counter', async () => {
    const res = await postFreePost(app, seller.cookie, '  Arrivage de bazin riche !  ', 2);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Publication créée avec succès !');
    const publication = Publication.parse(res.json().publication);
    expect(publication).toMatchObject({
      publicationType: 'libre',
      publicationCaption: 'Arrivage de bazin riche !',
      publicationProduct: null,
      publicationShop: {
        id: seller.shop.id,
        userId: seller.userId,
        shopName: 'Bazin de Bamako',
        city: 'Bamako',
        area: 'Hamdallaye',
        isFollowed: false,
      },
      likes: 0,
      shares: 0,
      totalComments: 0,
      isLiked: false,
      shareUrl: `${config.publicUrl}/publication/${publication.id}`,
    });
    const stored = await imagesOf(publication.id);
    expect(stored.map((i) => i.position)).toEqual([0, 1]);
    expect(publication.pubImageUrls).toEqual(stored.map((i) => `/media/${i.mediaKey}-640.webp`));
    expect(publication.pubImages[0]).toEqual({ url: publication.pubImageUrls[0], width: 40, height: 30 });
    expect(publication.thumbnailUrl).toBe(`/media/${stored[0]!.mediaKey}-320.webp`);
    expect((await get(publication.thumbnailUrl!)).statusCode).toBe(200);
    expect(await publicationCount(seller.shop.id)).toBe(1);

    const again = await get(`/api/Publication/${publication.id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(publication);
  });

  it('keeps the first 5 of 6 photos (extras ignored) and cuts a 350-character caption to 300', async () => {
    const caption = `${'a'.repeat(299)}bcdefghij${'z'.repeat(42)}`;
    expect(caption).toHaveLength(350);
    const res = await postPublication(app, seller.cookie, { publicationCaption: caption }, await photos(6));
    expect(res.statusCode).toBe(201);
    const publication = Publication.parse(res.json().publication);
    expect(publication.pubImageUrls).toHaveLength(5);
    expect(await imagesOf(publication.id)).toHaveLength(5);
    // The sixth photo (46x36) was dropped, not one in the middle.
    expect(publication.pubImages.map((i) => i.width)).toEqual([40, 41, 42, 43, 44]);
    const [row] = await db.select().from(publications).where(eq(publications.id, publication.id));
    expect(row!.publicationCaption).toBe(`${'a'.repeat(299)}b`);
  });

  it('takes the photos under `files` as well', async () => {
    const res = await postPublication(
      app,
      seller.cookie,
      { publicationCaption: 'Soldes' },
      await photos(1, 'files'),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().publication.pubImageUrls).toHaveLength(1);
  });
});

describe('POST /api/Publication/creation/{productId} (publish a product)', () => {
  it('refuses a guest (401), a Client and another Vendeur (403), an unknown product (404)', async () => {
    const product = await buildProduct(app, seller);
    const url = `/api/Publication/creation/${product.id}`;
    expect((await send('POST', url)).statusCode).toBe(401);
    for (const cookie of [client.cookie, otherSeller.cookie]) {
      const res = await send('POST', url, cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: CATALOG_MSG.ownerOnly, code: 'owner_only' });
    }
    for (const id of ['0192f000-0000-7000-8000-000000000000', 'pas-un-id']) {
      const res = await send('POST', `/api/Publication/creation/${id}`, seller.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(CATALOG_MSG.productNotFound);
    }
    expect(await db.select().from(publications).where(eq(publications.productId, product.id))).toHaveLength(
      0,
    );
  });

  it('publishes with the product’s photos, marks it published, counts it; a second time is a 409', async () => {
    const product = await buildProduct(app, seller, { name: 'Boubou brodé', images: 3 });
    const before = await publicationCount(seller.shop.id);
    const res = await send('POST', `/api/Publication/creation/${product.id}`, seller.cookie);
    expect(res.statusCode).toBe(201);
    const body = PublishResponse.parse(res.json());
    expect(body).toMatchObject({ isPublished: true, message: CATALOG_MSG.productPublished });

    const [row] = await db.select().from(products).where(eq(products.id, product.id));
    expect(row!.isPublished).toBe(true);
    expect((await imagesOf(body.publicationId)).map((i) => i.mediaKey)).toEqual(product.imageKeys);
    expect(await publicationCount(seller.shop.id)).toBe(before! + 1);

    const one = Publication.parse((await get(`/api/Publication/${body.publicationId}`)).json());
    expect(one).toMatchObject({
      publicationType: 'produit',
      publicationProduct: {
        id: product.id,
        productName: 'Boubou brodé',
        productPrice: 12_500,
        isPublished: true,
      },
      pubImageUrls: product.imageKeys.map((k) => `/media/${k}-640.webp`),
      thumbnailUrl: `/media/${product.imageKeys[0]}-320.webp`,
    });

    const second = await send('POST', `/api/Publication/creation/${product.id}`, seller.cookie);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ message: 'Ce produit est déjà publié', code: 'already_published' });
    expect(await publicationCount(seller.shop.id)).toBe(before! + 1);
  });

  it('publishes exactly once under 10 concurrent requests', async () => {
    const product = await buildProduct(app, otherSeller);
    const before = await publicationCount(otherSeller.shop.id);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        send('POST', `/api/Publication/creation/${product.id}`, otherSeller.cookie),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, ...Array(9).fill(409)]);
    expect(await db.select().from(publications).where(eq(publications.productId, product.id))).toHaveLength(
      1,
    );
    expect(await publicationCount(otherSeller.shop.id)).toBe(before! + 1);
  });
});

describe('DELETE /api/Publication/supprimer/{id}', () => {
  it('refuses a guest (401), a Client and another Vendeur (403), an unknown publication (404)', async () => {
    const created = await postFreePost(app, seller.cookie, 'À garder');
    const id = created.json().publication.id as string;
    const url = `/api/Publication/supprimer/${id}`;
    expect((await send('DELETE', url)).statusCode).toBe(401);
    for (const cookie of [client.cookie, otherSeller.cookie]) {
      const res = await send('DELETE', url, cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(CATALOG_MSG.ownerOnly);
    }
    for (const unknown of ['0192f000-0000-7000-8000-000000000000', 'x']) {
      const res = await send('DELETE', `/api/Publication/supprimer/${unknown}`, seller.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(CATALOG_MSG.publicationNotFound);
    }
    expect((await get(`/api/Publication/${id}`)).statusCode).toBe(200);
  });

  it('lets the owner delete a free post: gone, counter down', async () => {
    const created = await postFreePost(app, seller.cookie, 'Éphémère');
    const id = created.json().publication.id as string;
    const before = await publicationCount(seller.shop.id);
    const res = await send('DELETE', `/api/Publication/supprimer/${id}`, seller.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Publication supprimée' });
    expect(await publicationCount(seller.shop.id)).toBe(before! - 1);
    const after = await get(`/api/Publication/${id}`);
    expect(after.statusCode).toBe(404);
    expect(after.json().message).toBe(CATALOG_MSG.publicationNotFound);
    expect((await send('DELETE', `/api/Publication/supprimer/${id}`, seller.cookie)).statusCode).toBe(404);
  });

  it('makes a deleted product publication’s product publishable again', async () => {
    const product = await buildProduct(app, seller);
    const published = await send('POST', `/api/Publication/creation/${product.id}`, seller.cookie);
    const { publicationId } = PublishResponse.parse(published.json());
    expect(
      (await send('DELETE', `/api/Publication/supprimer/${publicationId}`, seller.cookie)).statusCode,
    ).toBe(200);
    const [row] = await db.select().from(products).where(eq(products.id, product.id));
    expect(row!.isPublished).toBe(false);
    expect((await send('POST', `/api/Publication/creation/${product.id}`, seller.cookie)).statusCode).toBe(
      201,
    );
  });
});

describe('GET /api/Publication/{id}', () => {
  it('is a 404 for an unknown or malformed id', async () => {
    for (const id of ['0192f000-0000-7000-8000-000000000000', 'abc', "1' or '1'='1"]) {
      const res = await get(`/api/Publication/${encodeURIComponent(id)}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(CATALOG_MSG.publicationNotFound);
    }
  });

  it('hides a product publication once its product is deleted', async () => {
    const product = await buildProduct(app, seller);
    const published = await send('POST', `/api/Publication/creation/${product.id}`, seller.cookie);
    const { publicationId } = PublishResponse.parse(published.json());
    await changeProduct(app, product.id, { deleted: true });
    expect((await get(`/api/Publication/${publicationId}`)).statusCode).toBe(404);
  });
});
