// Drizzle queries of publications. A list page is one query for the rows (with shop, owner city/area, and
// the viewer's follow and like as EXISTS subqueries) plus one for their images: no query per publication.
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import {
  follows,
  productImages,
  products,
  publicationImages,
  publicationLikes,
  publications,
  shops,
  users,
} from '../../db/schema/index.js';
import { olderThan, type TimeKeyset, timestampKey } from '../../lib/cursor.js';
import { isFollowedBy } from '../shops/shops.repository.js';

export type NewPublication = typeof publications.$inferInsert;
export type NewPublicationImage = typeof publicationImages.$inferInsert;

/** Whether `viewerId` likes the publication of the outer query's row (`false` for a guest). */
function isLikedBy(viewerId: string | null): SQL<boolean> {
  if (!viewerId) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${publicationLikes} where ${publicationLikes.publicationId} = ${publications.id} and ${publicationLikes.userId} = ${viewerId})`;
}

/** A product publication stays hidden once its product is deleted (soft delete keeps the row for orders). */
const visible = sql`(${publications.productId} is null or exists (select 1 from ${products} where ${products.id} = ${publications.productId} and ${products.deletedAt} is null))`;

/** createdAt as UTC text with microseconds: the cursor's sort key. */
const cursorAt = timestampKey(publications.createdAt);

function selectPublications(db: Executor, viewerId: string | null) {
  return db
    .select({
      publication: publications,
      cursorAt,
      shop: {
        id: shops.id,
        userId: shops.userId,
        shopName: shops.shopName,
        coverImg: shops.coverImg,
        isIdentityVerified: shops.isIdentityVerified,
      },
      owner: { city: users.city, area: users.area },
      isFollowed: isFollowedBy(viewerId).mapWith(Boolean),
      isLiked: isLikedBy(viewerId).mapWith(Boolean),
    })
    .from(publications)
    .innerJoin(shops, eq(shops.id, publications.shopId))
    .innerJoin(users, eq(users.id, shops.userId));
}

export type PublicationRow = Awaited<ReturnType<ReturnType<typeof selectPublications>['execute']>>[number];

/**
 * Newest first, `limit` rows after `after` (keyset on (createdAt, id), index publications_feed_idx or
 * publications_shop_idx when `shopId` is given).
 */
export function findPublicationPage(
  db: Executor,
  options: { viewerId: string | null; limit: number; after?: TimeKeyset | null; shopId?: string },
): Promise<PublicationRow[]> {
  const { after, shopId } = options;
  return (
    selectPublications(db, options.viewerId)
      .where(
        and(
          visible,
          shopId ? eq(publications.shopId, shopId) : undefined,
          after ? olderThan(publications.createdAt, publications.id, after) : undefined,
        ),
      )
      // NULLS LAST matches publications_feed_idx / publications_shop_idx (DESC NULLS LAST): a plain DESC
      // (NULLS FIRST) cannot use them and sorts the whole table on every page.
      .orderBy(sql`${publications.createdAt} desc nulls last`, sql`${publications.id} desc nulls last`)
      .limit(options.limit)
  );
}

export async function findPublicationRow(
  db: Executor,
  id: string,
  viewerId: string | null,
): Promise<PublicationRow | undefined> {
  const [row] = await selectPublications(db, viewerId)
    .where(and(eq(publications.id, id), visible))
    .limit(1);
  return row;
}

/**
 * A connected viewer's fields for a feed page: per publication, the counts of the moment, whether the viewer
 * likes it and follows its shop. Primary key and unique (publication, user) / (shop, user) lookups only; a
 * publication deleted or hidden meanwhile has no row. Prepared once per database (named statement).
 */
function prepareViewerOverlay(db: Database) {
  const viewerId = sql.placeholder('viewerId');
  return db
    .select({
      id: publications.id,
      likes: publications.likes,
      shares: publications.shares,
      totalComments: publications.totalComments,
      // Qualified by hand: Drizzle leaves columns unqualified in a query without a join, and follows has
      // a shop_id of its own.
      isLiked: sql<boolean>`exists (select 1 from ${publicationLikes} l where l.publication_id = ${publications}.id and l.user_id = ${viewerId})`,
      isFollowed: sql<boolean>`exists (select 1 from ${follows} f where f.shop_id = ${publications}.shop_id and f.user_id = ${viewerId})`,
    })
    .from(publications)
    .where(and(sql`${publications.id} = any(${sql.placeholder('ids')}::uuid[])`, visible))
    .prepare('feed_viewer_overlay');
}

export type ViewerOverlayRow = Awaited<
  ReturnType<ReturnType<typeof prepareViewerOverlay>['execute']>
>[number];

const overlays = new WeakMap<Database, ReturnType<typeof prepareViewerOverlay>>();

export function findViewerOverlay(
  db: Database,
  viewerId: string,
  ids: string[],
): Promise<ViewerOverlayRow[]> {
  let overlay = overlays.get(db);
  if (!overlay) {
    overlay = prepareViewerOverlay(db);
    overlays.set(db, overlay);
  }
  return overlay.execute({ viewerId, ids });
}

export type PublicationImageRow = typeof publicationImages.$inferSelect;

export function findPublicationImages(db: Executor, ids: string[]): Promise<PublicationImageRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(publicationImages)
    .where(inArray(publicationImages.publicationId, ids))
    .orderBy(asc(publicationImages.publicationId), asc(publicationImages.position));
}

/** The publication with its shop owner and first image key: enough for permissions and notifications. */
export async function findPublicationOwner(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: publications.id,
      shopId: publications.shopId,
      productId: publications.productId,
      ownerId: shops.userId,
      thumbKey: sql<
        string | null
      >`(select ${publicationImages.mediaKey} from ${publicationImages} where ${publicationImages.publicationId} = ${publications.id} order by ${publicationImages.position} limit 1)`,
    })
    .from(publications)
    .innerJoin(shops, eq(shops.id, publications.shopId))
    .where(and(eq(publications.id, id), visible))
    .limit(1);
  return row;
}

// ---------- writes (inside the caller's transaction) ----------

export async function insertPublication(db: Executor, values: NewPublication): Promise<{ id: string }> {
  const [row] = await db.insert(publications).values(values).returning({ id: publications.id });
  if (!row) throw new Error('publication insert returned no row');
  return row;
}

export async function insertPublicationImages(db: Executor, rows: NewPublicationImage[]): Promise<void> {
  if (rows.length > 0) await db.insert(publicationImages).values(rows);
}

/** Deletes the publication (likes, comments and images cascade); undefined when it was already gone. */
export async function deletePublicationRow(db: Executor, id: string) {
  const [row] = await db
    .delete(publications)
    .where(eq(publications.id, id))
    .returning({ shopId: publications.shopId, productId: publications.productId });
  return row;
}

export async function addToPublicationCount(db: Executor, shopId: string, delta: 1 | -1): Promise<void> {
  await db
    .update(shops)
    .set({ publicationCount: sql`${shops.publicationCount} + ${delta}` })
    .where(eq(shops.id, shopId));
}

// ---------- products being published ----------

export async function findPublicationIdOfProduct(
  db: Executor,
  productId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: publications.id })
    .from(publications)
    .where(eq(publications.productId, productId))
    .limit(1);
  return row?.id;
}

export function findProductImages(db: Executor, productId: string) {
  return db
    .select({
      position: productImages.position,
      mediaKey: productImages.mediaKey,
      width: productImages.width,
      height: productImages.height,
    })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position));
}

export async function setProductPublished(db: Executor, productId: string, isPublished: boolean) {
  await db.update(products).set({ isPublished }).where(eq(products.id, productId));
}

/** What a link preview of /publication/{id} shows: names, texts and the first photo. */
export async function findPublicationPreviewRow(db: Executor, id: string) {
  const [row] = await db
    .select({
      caption: publications.publicationCaption,
      shopName: shops.shopName,
      productName: products.productName,
      productDescription: products.productDescription,
      productPrice: products.productPrice,
      currency: products.currency,
      imageKey: sql<
        string | null
      >`(select ${publicationImages.mediaKey} from ${publicationImages} where ${publicationImages.publicationId} = ${publications.id} order by ${publicationImages.position} limit 1)`,
    })
    .from(publications)
    .innerJoin(shops, eq(shops.id, publications.shopId))
    .leftJoin(products, eq(products.id, publications.productId))
    .where(and(eq(publications.id, id), visible))
    .limit(1);
  return row;
}
