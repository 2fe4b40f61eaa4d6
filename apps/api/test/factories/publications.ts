// Publications: free posts through the real endpoint, rows written straight to the database where encoding
// photos would be slow (many publications for pagination, one for the comment tests), and comments.
import { isDeepStrictEqual } from 'node:util';
import { type CommentPage, PublicationPage } from '@sugu/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app.js';
import type { Database } from '../../src/db/client.js';
import { publicationImages, publications } from '../../src/db/schema/index.js';
import { newId } from '../../src/lib/ids.js';
import { dropFeedPages } from '../../src/modules/publications/feed-pages.js';
import { type Account, signUp } from './accounts.js';
import { fakeMediaKey, injectMultipart, type UploadFile } from './multipart.js';
import { createSeller, type Seller } from './shops.js';

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

/** `n` free posts of the shop with one (fake) photo each, all created at `createdAt` (default now). */
export async function insertPublications(
  db: Database,
  shopId: string,
  n: number,
  createdAt: Date = new Date(),
): Promise<string[]> {
  const rows = Array.from({ length: n }, (_, i) => ({
    id: newId(),
    shopId,
    publicationType: 'libre' as const,
    publicationCaption: `Publication ${i + 1}`,
    createdAt,
  }));
  await db.insert(publications).values(rows);
  await db.insert(publicationImages).values(
    rows.map((r) => ({
      publicationId: r.id,
      position: 0,
      mediaKey: fakeMediaKey(),
      width: 800,
      height: 600,
    })),
  );
  // Written around the service: the feed's kept pages are dropped as a creation through the API would.
  dropFeedPages(db);
  return rows.map((r) => r.id);
}

/** The feed tests' cast: two sellers with their shop, and two Clients who neither follow nor like yet. */
export async function feedCast(
  app: App,
): Promise<{ seller: Seller; otherSeller: Seller; awa: Account; kadi: Account }> {
  return {
    seller: await createSeller(app, { shopName: 'Bazin de Bamako' }),
    otherSeller: await createSeller(app, { shopName: 'Mangues de Sikasso' }),
    awa: await signUp(app, { role: 'Client' }),
    kadi: await signUp(app, { role: 'Client' }),
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
  const seller = await createSeller(app, { shopName: 'Chez Awa', biography: 'Tissus' });
  const publicationId = await addPublication(app, seller.shop.id);
  return { seller, shopId: seller.shop.id, publicationId };
}

export async function addPublication(app: App, shopId: string): Promise<string> {
  const [publication] = await app.ctx.db
    .insert(publications)
    .values({ shopId, publicationType: 'libre', publicationCaption: 'Nouveaux pagnes' })
    .returning({ id: publications.id });
  if (!publication) throw new Error('publication insert failed');
  await app.ctx.db
    .insert(publicationImages)
    .values({ publicationId: publication.id, position: 0, mediaKey: 'pub-photo', width: 640, height: 480 });
  dropFeedPages(app.ctx.db);
  return publication.id;
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
