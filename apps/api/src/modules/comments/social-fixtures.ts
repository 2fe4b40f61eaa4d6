// Test data of the comment and notification tests: a seller's shop and a publication written directly
// (the publication endpoints are another module's), accounts through the real sign-up.
import { eq } from 'drizzle-orm';
import { signUp } from '../../../test/factories.js';
import type { App } from '../../app.js';
import { categories, publicationImages, publications, shops } from '../../db/schema/index.js';

export type Account = Awaited<ReturnType<typeof signUp>>;

/** A Vendeur with a shop and one free publication with a photo. */
export async function sellerWithPublication(app: App) {
  const seller = await signUp(app, { role: 'Vendeur' });
  const db = app.ctx.db;
  const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
  if (!category) throw new Error('categories are not seeded');
  const [shop] = await db
    .insert(shops)
    .values({ userId: seller.userId, shopName: 'Chez Awa', categoryId: category.id, biography: 'Tissus' })
    .returning({ id: shops.id });
  if (!shop) throw new Error('shop insert failed');
  const publicationId = await addPublication(app, shop.id);
  return { seller, shopId: shop.id, publicationId };
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
  return publication.id;
}

export async function totalComments(app: App, publicationId: string): Promise<number> {
  const [row] = await app.ctx.db
    .select({ n: publications.totalComments })
    .from(publications)
    .where(eq(publications.id, publicationId));
  return row?.n ?? -1;
}

/** Several accounts, signed up side by side. */
export function accounts(app: App, n: number): Promise<Account[]> {
  return Promise.all(Array.from({ length: n }, () => signUp(app)));
}

export function postComment(app: App, cookie: string | undefined, publicationId: string, content: string) {
  return app.inject({
    method: 'POST',
    url: '/api/Comment/create',
    payload: { content, publicationId },
    ...(cookie && { headers: { cookie } }),
  });
}

export function postReply(app: App, cookie: string | undefined, commentId: string, content: string) {
  return app.inject({
    method: 'POST',
    url: '/api/Comment/reply/create',
    payload: { content, commentId },
    ...(cookie && { headers: { cookie } }),
  });
}
