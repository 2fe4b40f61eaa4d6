// Drizzle queries of publications. A list page is one query for the rows (with shop, owner city/area, and
// the viewer's follow and like as EXISTS subqueries) plus one for their images: no query per publication.
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  productImages,
  products,
  publicationImages,
  publicationLikes,
  publications,
  shops,
  users,
} from '../../db/schema/index.js';
import { runStatement, type Statement } from '../../db/statements.js';
import { olderThan, type TimeKeyset, timestampKey } from '../../lib/cursor.js';
import { liveSession } from '../../session/session.repository.js';
import { isFollowedBy, shopCardColumns, shopShown } from '../shops/index.js';
import type { ViewerRow } from './feed-viewers.js';

export type NewPublication = typeof publications.$inferInsert;
export type NewPublicationImage = typeof publicationImages.$inferInsert;

/** Whether `viewerId` likes the publication of the outer query's row (`false` for a guest). */
function isLikedBy(viewerId: string | null): SQL<boolean> {
  if (!viewerId) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${publicationLikes} where ${publicationLikes.publicationId} = ${publications.id} and ${publicationLikes.userId} = ${viewerId})`;
}

/**
 * A product publication stays hidden once its product is deleted (soft delete keeps the row for orders);
 * every publication of a hidden shop (moderation) too. The query joins `shops`.
 */
const visible = sql`(${publications.productId} is null or exists (select 1 from ${products} where ${products.id} = ${publications.productId} and ${products.deletedAt} is null)) and ${shopShown}`;

/** createdAt as UTC text with microseconds: the cursor's sort key. */
const cursorAt = timestampKey(publications.createdAt);
/** The media key of the publication's first picture (the thumbnail of a notification, a share preview). */
const firstImageKey = sql<
  string | null
>`(select ${publicationImages.mediaKey} from ${publicationImages} where ${publicationImages.publicationId} = ${publications.id} order by ${publicationImages.position} limit 1)`;

function selectPublications(db: Executor, viewerId: string | null) {
  return db
    .select({
      publication: publications,
      cursorAt,
      shop: shopCardColumns,
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
 * A session's viewer for the feed: the user, the session's expiry (ms since the epoch) and every publication
 * the user likes and shop they follow (MAX_SET + 1 at most of each: past MAX_SET the viewer is not kept in
 * memory). No row when the session is not live. Read by the (user, …) indexes.
 */
const FEED_VIEWER: Statement = {
  name: 'feed_viewer',
  text: `
SELECT s.user_id::text AS user_id,
  (extract(epoch FROM s.expires_at) * 1000)::float8 AS expires_at,
  ARRAY(SELECT l.publication_id::text FROM publication_likes l WHERE l.user_id = s.user_id LIMIT $2) AS liked,
  ARRAY(SELECT f.shop_id::text FROM follows f WHERE f.user_id = s.user_id LIMIT $2) AS followed
FROM sessions s
WHERE s.id = $1 AND ${liveSession('s')}`,
};

export async function findFeedViewer(
  db: Executor,
  sessionId: string,
  maxSet: number,
): Promise<ViewerRow | undefined> {
  const [row] = await runStatement<{
    user_id: string;
    expires_at: number;
    liked: string[];
    followed: string[];
  }>(db, FEED_VIEWER, [sessionId, maxSet + 1]);
  return row && { userId: row.user_id, expiresAt: row.expires_at, liked: row.liked, followed: row.followed };
}

/**
 * A connected viewer's fields for a kept feed page, and the viewer's session, in one round trip: no row when
 * `$1` is not a live session (the viewer is then a guest). Else `overlay`: per publication of `$2`, in its
 * order, `'-'` when it is deleted or hidden since the page was kept, otherwise `<liked><followed>.<likes>.
 * <shares>.<totalComments>` (`t` or `f`, then the counts of the moment as decimal text). The viewer's likes
 * and follows are read by their (user, …) indexes among the page's publications and shops (`$3`), the counts
 * by primary key. Built as text in SQL: the process reads one short string, not 50 rows.
 */
const VIEWER_OVERLAY: Statement = {
  name: 'feed_viewer_overlay',
  text: `
SELECT (
  SELECT string_agg(
    CASE WHEN p.id IS NULL THEN '-'
    ELSE CASE WHEN p.id = ANY (liked.ids) THEN 't' ELSE 'f' END
      || CASE WHEN p.shop_id = ANY (followed.ids) THEN 't' ELSE 'f' END
      || '.' || p.likes || '.' || p.shares || '.' || p.total_comments
    END, ',' ORDER BY page.n)
  FROM unnest($2::uuid[]) WITH ORDINALITY AS page (id, n)
  LEFT JOIN publications p ON p.id = page.id
    AND (p.product_id IS NULL
      OR EXISTS (SELECT 1 FROM products r WHERE r.id = p.product_id AND r.deleted_at IS NULL))
) AS overlay
FROM sessions s
CROSS JOIN LATERAL (
  SELECT coalesce(array_agg(l.publication_id), '{}') AS ids FROM publication_likes l
  WHERE l.user_id = s.user_id AND l.publication_id = ANY ($2::uuid[])
) AS liked
CROSS JOIN LATERAL (
  SELECT coalesce(array_agg(f.shop_id), '{}') AS ids FROM follows f
  WHERE f.user_id = s.user_id AND f.shop_id = ANY ($3::uuid[])
) AS followed
WHERE s.id = $1 AND ${liveSession('s')}`,
};

/** The overlay text of `findViewerOverlay`, or null when the session is not live. */
export async function findViewerOverlay(
  db: Executor,
  sessionId: string,
  page: { ids: string[]; shopIds: string[] },
): Promise<string | null> {
  const [row] = await runStatement<{ overlay: string | null }>(db, VIEWER_OVERLAY, [
    sessionId,
    page.ids,
    page.shopIds,
  ]);
  return row ? (row.overlay ?? '') : null;
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
      thumbKey: firstImageKey,
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
      imageKey: firstImageKey,
    })
    .from(publications)
    .innerJoin(shops, eq(shops.id, publications.shopId))
    .leftJoin(products, eq(products.id, publications.productId))
    .where(and(eq(publications.id, id), visible))
    .limit(1);
  return row;
}
