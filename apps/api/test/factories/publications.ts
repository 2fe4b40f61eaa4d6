// Publications: free posts through the real endpoint where the creation is under test, otherwise written
// straight (buildPublication, buildPublications: no photo to encode); the feed's cast; comments.
import { isDeepStrictEqual } from 'node:util';
import { type CommentPage, PublicationPage } from '@sugu/domain';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app.js';
import { publicationImages, publicationLikes, publications, shops } from '../../src/db/schema/index.js';
import { newId } from '../../src/lib/ids.js';
import { dropFeedPages } from '../../src/modules/publications/feed-pages.js';
import { fakeMediaKey, injectMultipart, photos, type UploadFile } from './multipart.js';
import { buildSeller, type Seller } from './shops.js';
import { type Account, buildUser } from './users.js';

export function postPublication(
  app: App,
  cookie: string | undefined,
  fields: Record<string, string>,
  files: UploadFile[] = [],
) {
  return injectMultipart(app, {
    url: '/api/Publication/creation',
    fields,
    files,
    ...(cookie && { cookie }),
  });
}

/** A free post through the endpoint: its caption and `photoCount` test photos. */
export async function postFreePost(app: App, cookie: string | undefined, caption: string, photoCount = 1) {
  return postPublication(app, cookie, { publicationCaption: caption }, await photos(photoCount));
}

interface PublicationRow {
  caption: string;
  mediaKey: string;
  width: number;
  height: number;
  createdAt?: Date;
}

/** Free posts with one photo each written straight; the feed's kept pages dropped as the endpoint would. */
async function insertPublications(app: App, shopId: string, rows: PublicationRow[]): Promise<string[]> {
  const db = app.ctx.db;
  const withIds = rows.map((row) => ({ ...row, id: newId() }));
  await db.insert(publications).values(
    withIds.map((row) => ({
      id: row.id,
      shopId,
      publicationType: 'libre' as const,
      publicationCaption: row.caption,
      ...(row.createdAt && { createdAt: row.createdAt }),
    })),
  );
  await db.insert(publicationImages).values(
    withIds.map((row) => ({
      publicationId: row.id,
      position: 0,
      mediaKey: row.mediaKey,
      width: row.width,
      height: row.height,
    })),
  );
  dropFeedPages(db);
  return withIds.map((row) => row.id);
}

/** `n` free posts of the seller's shop ('Publication 1'…), one fake photo each, all created at `createdAt`. */
export function buildPublications(
  app: App,
  seller: { shop: { id: string } },
  n: number,
  createdAt: Date = new Date(),
): Promise<string[]> {
  return insertPublications(
    app,
    seller.shop.id,
    Array.from({ length: n }, (_, i) => ({
      caption: `Publication ${i + 1}`,
      mediaKey: fakeMediaKey(),
      width: 800,
      height: 600,
      createdAt,
    })),
  );
}

/** One free post of the seller's shop, 'Nouveaux pagnes' with the photo 'pub-photo'. */
export async function buildPublication(app: App, seller: { shop: { id: string } }): Promise<string> {
  const [id] = await insertPublications(app, seller.shop.id, [
    { caption: 'Nouveaux pagnes', mediaKey: 'pub-photo', width: 640, height: 480 },
  ]);
  return id!;
}

/** `userId` likes these publications, written straight (no event, no counter: a state the API never leaves). */
export async function buildLikes(app: App, userId: string, publicationIds: string[]): Promise<void> {
  await app.ctx.db
    .insert(publicationLikes)
    .values(publicationIds.map((publicationId) => ({ publicationId, userId })));
}

/** The publication of a product and the shop's count, as the publications module writes them. */
export async function buildProductPublication(
  app: App,
  seller: { shop: { id: string } },
  productId: string,
): Promise<string> {
  const [publication] = await app.ctx.db
    .insert(publications)
    .values({ shopId: seller.shop.id, productId, publicationType: 'produit' })
    .returning({ id: publications.id });
  await app.ctx.db
    .update(shops)
    .set({ publicationCount: sql`${shops.publicationCount} + 1` })
    .where(eq(shops.id, seller.shop.id));
  return publication!.id;
}

/** The feed tests' cast: two sellers with their shop, and two Clients who neither follow nor like yet. */
export async function feedCast(
  app: App,
): Promise<{ seller: Seller; otherSeller: Seller; awa: Account; kadi: Account }> {
  return {
    seller: await buildSeller(app, { shopName: 'Bazin de Bamako' }),
    otherSeller: await buildSeller(app, { shopName: 'Mangues de Sikasso' }),
    awa: await buildUser(app, { role: 'Client' }),
    kadi: await buildUser(app, { role: 'Client' }),
  };
}

/** GET of a publication list as `cookie`'s owner (a guest without), with the raw response. */
export const getPublications = (
  app: App,
  url: string,
  cookie?: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'GET', url, headers: { ...headers, ...(cookie && { cookie }) } });

/** A publication list page; throws unless it answers 200 with exactly the contract's shape. */
export async function getPublicationPage(app: App, url: string, cookie?: string): Promise<PublicationPage> {
  const res = await getPublications(app, url, cookie);
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  const body = res.json() as PublicationPage;
  const parsed = PublicationPage.parse(body);
  // Nothing more than the schema keeps: a spliced or kept body must not carry extra fields.
  if (!isDeepStrictEqual(parsed, body)) throw new Error(`${url}: not exactly the contract`);
  return parsed;
}

/** A Vendeur with a shop ('Chez Awa') and one free publication with a photo. */
export async function sellerWithPublication(app: App) {
  const seller = await buildSeller(app, { shopName: 'Chez Awa', biography: 'Tissus' });
  const publicationId = await buildPublication(app, seller);
  return { seller, shopId: seller.shop.id, publicationId };
}

export async function totalComments(app: App, publicationId: string): Promise<number> {
  const [row] = await app.ctx.db
    .select({ n: publications.totalComments })
    .from(publications)
    .where(eq(publications.id, publicationId));
  return row?.n ?? -1;
}

/** A JSON POST as `cookie`'s owner (a guest without one). */
function postAs(app: App, cookie: string | undefined, url: string, payload: Record<string, string>) {
  return app.inject({ method: 'POST', url, payload, ...(cookie && { headers: { cookie } }) });
}

export const postComment = (app: App, cookie: string | undefined, publicationId: string, content: string) =>
  postAs(app, cookie, '/api/Comment/create', { content, publicationId });

export const postReply = (app: App, cookie: string | undefined, commentId: string, content: string) =>
  postAs(app, cookie, '/api/Comment/reply/create', { content, commentId });

/** GET /api/Comment/pub/{id} (`query` starts with '?'); throws unless it answers 200. */
export async function getCommentPage(
  app: App,
  publicationId: string,
  query = '',
  cookie?: string,
): Promise<CommentPage> {
  const res = await app.inject({
    url: `/api/Comment/pub/${publicationId}${query}`,
    ...(cookie && { headers: { cookie } }),
  });
  if (res.statusCode !== 200) throw new Error(`comment page: ${res.statusCode} ${res.body}`);
  return res.json() as CommentPage;
}
