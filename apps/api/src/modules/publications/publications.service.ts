// Publications: publishing a product (once), free posts (caption + 1 to 5 photos), deletion by the shop
// owner, and the newest-first lists. Each write is one transaction that also moves the shop's counter.
import {
  CATALOG_MSG,
  CreatePublicationBody,
  LIMITS,
  type Publication,
  type PublicationPage,
} from '@sugu/domain';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { announcing } from '../../lib/cache-events.js';
import { decodeTimeCursor, encodeCursor } from '../../lib/cursor.js';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { uniqueViolation } from '../../lib/pg-errors.js';
import { type EncodedBody, type Kept, keyOf, PUBLICATIONS_CHANGED } from '../../lib/response-cache.js';
import { parseOrThrow } from '../../lib/validation.js';
import { withStoredImages } from '../../media/stored-images.js';
import type { UploadedFile } from '../../media/upload.js';
import type { UserRow } from '../../session/session.js';
import { requireOwnedProduct } from '../products/index.js';
import type { ShopTableRow } from '../shops/index.js';
import { getShopForViewer, requireOwnShop, shopNotFound } from '../shops/index.js';
import { type FeedPage, feedPages, spliceOf, viewerPageJson } from './feed-pages.js';
import { feedViewers, HEAVY, MAX_SET } from './feed-viewers.js';
import { presentPublications } from './publications.presenter.js';
import {
  addToPublicationCount,
  deletePublicationRow,
  findFeedViewer,
  findProductImages,
  findPublicationIdOfProduct,
  findPublicationOwner,
  findPublicationPage,
  findPublicationRow,
  findViewerOverlay,
  insertPublication,
  insertPublicationImages,
  setProductPublished,
} from './publications.repository.js';

export const publicationNotFound = () => notFound(CATALOG_MSG.publicationNotFound, 'publication_not_found');
const ownerOnly = () => forbidden(CATALOG_MSG.ownerOnly, 'owner_only');
const alreadyPublished = () => conflict(CATALOG_MSG.productAlreadyPublished, 'already_published');

// ---------- reads ----------

/** Cursor kind of the publication lists (feed and shop lists share the order). */
const PUBLICATIONS = 'publications';

async function listPublications(
  ctx: AppContext,
  options: { viewerId: string | null; cursor?: string; limit: number; shopId?: string },
): Promise<PublicationPage> {
  const after = decodeTimeCursor(options.cursor, PUBLICATIONS);
  // One row more than asked tells whether a next page exists.
  const rows = await findPublicationPage(ctx.db, {
    viewerId: options.viewerId,
    limit: options.limit + 1,
    after,
    shopId: options.shopId,
  });
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    items: await presentPublications(ctx.db, ctx.config, page),
    nextCursor:
      rows.length > options.limit && last
        ? encodeCursor({ kind: PUBLICATIONS, key: last.cursorAt, id: last.publication.id })
        : null,
  };
}

interface PageRequest {
  cursor?: string;
  limit: number;
}

/** GET /api/Publication: the page every guest sees, kept a few seconds (feed-pages.ts). */
export function feedPage(ctx: AppContext, query: PageRequest): Promise<Kept<FeedPage>> {
  return feedPages(ctx).get(keyOf(query.limit, query.cursor ?? null), async () => ({
    page: await listPublications(ctx, { viewerId: null, ...query }),
  }));
}

/**
 * The kept page with the fields of the session's viewer: likes and follows, and the counts of the moment;
 * null when the session is not live (the viewer is a guest). A known viewer costs no SQL (feed-viewers.ts);
 * otherwise one statement reads the session with the viewer's likes and follows, and a viewer with very many
 * of them reads this page's overlay instead (findViewerOverlay, which also leaves out a publication deleted
 * since the page was kept). The body is a function of the page and of this overlay only: its ETag is made of
 * both, and viewers with the same overlay share one encoded copy.
 */
export async function viewerFeedBody(
  ctx: AppContext,
  kept: Kept<FeedPage>,
  sessionId: string,
): Promise<EncodedBody | null> {
  const viewers = feedViewers(ctx);
  const viewer = await viewers.viewer(sessionId, () => findFeedViewer(ctx.db, sessionId, MAX_SET));
  if (!viewer) return null;
  const splice = spliceOf(kept);
  const overlay =
    viewer === HEAVY
      ? await findViewerOverlay(ctx.db, sessionId, splice)
      : viewers.overlay(kept.value.page, kept.loadedAt, viewer);
  if (overlay === null) return null;
  return feedPages(ctx).derived(`${kept.body.etag} ${overlay}`, () =>
    viewerPageJson(kept.value.page, splice, overlay ? overlay.split(',') : []),
  );
}

/** GET /api/Shop/me/Publications: the connected seller's own; 404 'shop_required' without a shop. */
export async function listMyShopPublications(ctx: AppContext, user: UserRow, query: PageRequest) {
  const shop = await requireOwnShop(ctx, user);
  return listPublications(ctx, { viewerId: user.id, shopId: shop.id, ...query });
}

/** GET /api/Shop/{shopId}/publications: public; 404 'shop_not_found' for an unknown or malformed id. */
export async function listShopPublications(
  ctx: AppContext,
  shopId: string,
  viewerId: string | null,
  query: PageRequest,
): Promise<PublicationPage> {
  if (!isUuid(shopId)) throw shopNotFound();
  const page = await listPublications(ctx, { viewerId, shopId, ...query });
  // An empty first page may be an unknown shop (404, thrown here); a shop without posts is not.
  if (page.items.length === 0 && !query.cursor) await getShopForViewer(ctx, shopId, viewerId);
  return page;
}

/** 404 (CATALOG_MSG.publicationNotFound) for an unknown or malformed id. */
export async function getPublication(
  ctx: AppContext,
  id: string,
  viewerId: string | null,
): Promise<Publication> {
  const row = isUuid(id) ? await findPublicationRow(ctx.db, id, viewerId) : undefined;
  if (!row) throw publicationNotFound();
  const [publication] = await presentPublications(ctx.db, ctx.config, [row]);
  if (!publication) throw publicationNotFound();
  return publication;
}

/** A visible publication with its shop owner and first photo key (likes, shares); 404 otherwise. */
export async function findPublicationTarget(ctx: AppContext, id: string) {
  const target = isUuid(id) ? await findPublicationOwner(ctx.db, id) : undefined;
  if (!target) throw publicationNotFound();
  return target;
}

// ---------- writes ----------

/** Publishes a product of the user's shop with the product's photos; a product is published once only. */
export async function publishProduct(ctx: AppContext, user: UserRow, productId: string): Promise<string> {
  const product = await requireOwnedProduct(ctx, user, productId);
  // Cheap refusal; the unique index publications_product_key decides when two requests race.
  if (await findPublicationIdOfProduct(ctx.db, productId)) throw alreadyPublished();

  try {
    return await changingPublications(ctx, async (tx) => {
      const { id } = await insertPublication(tx, {
        shopId: product.shopId,
        productId,
        publicationType: 'produit',
      });
      const images = await findProductImages(tx, productId);
      await insertPublicationImages(
        tx,
        images.map((image) => ({ publicationId: id, ...image })),
      );
      await setProductPublished(tx, productId, true);
      await addToPublicationCount(tx, product.shopId, 1);
      return id;
    });
  } catch (error) {
    if (uniqueViolation(error) === 'publications_product_key') throw alreadyPublished();
    throw error;
  }
}

/**
 * A free post: caption trimmed and cut to 300 characters, 1 to 5 photos (the form reader already dropped
 * extras). Photos are encoded before the transaction; a file that is not an image refuses the whole post.
 */
export async function createFreePublication(
  ctx: AppContext,
  user: UserRow,
  shop: ShopTableRow,
  form: { fields: Record<string, string>; files: UploadedFile[] },
): Promise<Publication> {
  const shopId = shop.id;
  const { publicationCaption } = parseOrThrow(CreatePublicationBody, form.fields);
  if (form.files.length === 0)
    throw invalid(CATALOG_MSG.publicationInvalid, { Files: CATALOG_MSG.publicationInvalid });
  const files = form.files.slice(0, LIMITS.publicationImagesMax);
  const buffers = files.map((file) => file.buffer);
  const id = await withStoredImages(ctx, buffers, (images) =>
    changingPublications(ctx, async (tx) => {
      const { id } = await insertPublication(tx, { shopId, publicationType: 'libre', publicationCaption });
      await insertPublicationImages(
        tx,
        images.map((image, position) => ({
          publicationId: id,
          position,
          mediaKey: image.key,
          width: image.width,
          height: image.height,
        })),
      );
      await addToPublicationCount(tx, shopId, 1);
      return id;
    }),
  );
  return getPublication(ctx, id, user.id);
}

/** Removes a publication of the user's shop; a product publication makes its product publishable again. */
export async function deletePublication(ctx: AppContext, user: UserRow, id: string): Promise<void> {
  const target = await findPublicationTarget(ctx, id);
  if (target.ownerId !== user.id) throw ownerOnly();

  await changingPublications(ctx, async (tx) => {
    const removed = await deletePublicationRow(tx, id);
    // Deleted meanwhile by a concurrent request: that one moved the counters.
    if (!removed) throw publicationNotFound();
    if (removed.productId) await setProductPublished(tx, removed.productId, false);
    await addToPublicationCount(tx, removed.shopId, -1);
  });
}

/**
 * An operator removes a publication (moderation), in the caller's transaction: as its owner's deletion.
 * The caller announces PUBLICATIONS_CHANGED. False when it was gone already.
 */
export async function removePublication(tx: Executor, id: string): Promise<boolean> {
  const removed = await deletePublicationRow(tx, id);
  if (!removed) return false;
  if (removed.productId) await setProductPublished(tx, removed.productId, false);
  await addToPublicationCount(tx, removed.shopId, -1);
  return true;
}

/**
 * One transaction that creates or deletes publications: once it commits, the feed pages kept by this process
 * are dropped at once and every other process is told to drop its own; so are the search lists
 * (PUBLICATIONS_CHANGED, which a product's deletion announces too).
 */
async function changingPublications<T>(ctx: AppContext, work: (tx: Executor) => Promise<T>): Promise<T> {
  return announcing(ctx.db, async (tx, announce) => {
    const value = await work(tx);
    for (const event of PUBLICATIONS_CHANGED) announce(event);
    return value;
  });
}
