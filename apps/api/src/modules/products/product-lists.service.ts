// Product lists: /boutique (filters and sorts), one product, the personalised feed, a shop's products.
// All keyset-paginated (never OFFSET): a product created or deleted between two pages neither repeats
// nor hides another one.
import { CATALOG_MSG, type Product, type ProductListQuery, ProductPage } from '@sugu/domain';
import type { AppContext } from '../../context.js';
import { decodeCursor, encodeCursor, type Keyset, type KeyType } from '../../lib/cursor.js';
import { notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import {
  cachedAnswer,
  keyOf,
  responseCache,
  SEARCH_CACHES,
  searchCacheOptions,
} from '../../lib/response-cache.js';
import type { UserRow } from '../../session/session.js';
import { requireOwnShop } from '../shops/index.js';
import { loadProducts, presentProducts } from './products.presenter.js';
import {
  findShop,
  listFollowedProducts,
  listProducts,
  listShopProducts,
  listUnfollowedProducts,
  type ProductFilters,
  type ProductRow,
  sortKey,
} from './products.repository.js';
import { productNotFound } from './products.service.js';

const emptyPage: ProductPage = { items: [], nextCursor: null };

/** A page from limit + 1 rows: the extra row only tells that another page follows. */
function toPage(
  ctx: AppContext,
  rows: ProductRow[],
  limit: number,
  cursorOf: (last: ProductRow) => Keyset,
): ProductPage {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items: presentProducts(ctx, items),
    nextCursor: rows.length > limit && last ? encodeCursor(cursorOf(last)) : null,
  };
}

const newestCursor = (kind: string) => (row: ProductRow) => ({ kind, key: row.createdKey, id: row.id });

/** The column type of each sort's key: created_at, total_purchases (bigint), product_price (bigint). */
const SORT_KEY_TYPE: Record<ProductListQuery['sort'], KeyType> = {
  recent: 'timestamp',
  popular: 'int8',
  price_asc: 'int8',
  price_desc: 'int8',
};

/** GET /api/Product: keyword, categories, price range, sort. */
export async function listProductPage(ctx: AppContext, query: ProductListQuery): Promise<ProductPage> {
  const { sort, limit } = query;
  const filters: ProductFilters = { minPrice: query.minPrice, maxPrice: query.maxPrice };
  if (query.keyword) filters.keyword = query.keyword;
  const requested = (query.categoryIds ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (requested.length > 0) {
    filters.categoryIds = requested.filter(isUuid);
    // Only unknown categories asked for: nothing can match.
    if (filters.categoryIds.length === 0) return emptyPage;
  }
  const cursor = decodeCursor(query.cursor, sort, SORT_KEY_TYPE[sort]);
  const rows = await listProducts(ctx.db, filters, sort, cursor, limit);
  return toPage(ctx, rows, limit, (last) => ({ kind: sort, key: sortKey(sort, last), id: last.id }));
}

/**
 * /boutique lists carry no per-user field: one answer for all, a few seconds, dropped everywhere when a write
 * announces PRODUCT_LISTS_CHANGED (lib/response-cache.ts).
 */
export const productListCache = (ctx: AppContext) =>
  responseCache<ProductPage>(ctx.db, SEARCH_CACHES.products, () => searchCacheOptions(ctx));

/** The cache key of a /boutique list: every parameter that shapes the answer, in a fixed order. */
export const productListKey = (q: ProductListQuery) =>
  keyOf(q.keyword, q.categoryIds, q.minPrice, q.maxPrice, q.sort, q.cursor, q.limit);

/** A /boutique list as GET /api/Product answers it: its kept answer (same key, same load) while the cache is on. */
export async function keptProductPage(ctx: AppContext, query: ProductListQuery): Promise<ProductPage> {
  const cache = productListCache(ctx);
  if (!cache.enabled) return listProductPage(ctx, query);
  const kept = await cachedAnswer(cache, productListKey(query), ProductPage, () =>
    listProductPage(ctx, query),
  );
  return kept.value;
}

/** GET /api/Product/{id}: 404 for an unknown, malformed or deleted id. */
export async function getProduct(ctx: AppContext, productId: string): Promise<Product> {
  const [product] = isUuid(productId) ? await loadProducts(ctx, [productId]) : [];
  if (!product) throw productNotFound();
  return product;
}

const FEED_FOLLOWED = 'feed-followed';
const FEED_OTHERS = 'feed-others';

/**
 * GET /api/Product/feed/{userId}. Ranking:
 *   1. products of the shops the user follows, newest first;
 *   2. then every other product, newest first.
 * Both segments are keyset-paginated on (createdAt, id); the cursor names its segment, and a page that
 * ends segment 1 continues from the start of segment 2. An unknown or malformed user id (or a user who
 * follows nobody) gets segment 2 only: every product, newest first.
 */
export async function feedPage(
  ctx: AppContext,
  rawUserId: string,
  rawCursor: string | undefined,
  limit: number,
): Promise<ProductPage> {
  const userId = isUuid(rawUserId) ? rawUserId : null;
  const cursor = decodeCursor(rawCursor, [FEED_FOLLOWED, FEED_OTHERS], 'timestamp');
  const rows: ProductRow[] = [];
  let othersCursor = cursor?.kind === FEED_OTHERS ? cursor : null;

  if (userId && (!cursor || cursor.kind === FEED_FOLLOWED)) {
    const followed = await listFollowedProducts(ctx.db, userId, cursor, limit);
    if (followed.length > limit) return toPage(ctx, followed, limit, newestCursor(FEED_FOLLOWED));
    rows.push(...followed);
    othersCursor = null;
  }

  const room = limit - rows.length;
  const others = await listUnfollowedProducts(ctx.db, userId, othersCursor, room);
  const taken = others.slice(0, room);
  rows.push(...taken);
  let next: Keyset | null = null;
  if (others.length > room) {
    const last = taken.at(-1);
    // A page filled by segment 1 alone continues at the start of segment 2.
    next = last ? newestCursor(FEED_OTHERS)(last) : { kind: FEED_OTHERS, key: null, id: null };
  }
  return { items: presentProducts(ctx, rows), nextCursor: next && encodeCursor(next) };
}

const SHOP_PRODUCTS = 'shop-products';

async function shopProductsPage(
  ctx: AppContext,
  shopId: string,
  rawCursor: string | undefined,
  limit: number,
) {
  const cursor = decodeCursor(rawCursor, SHOP_PRODUCTS, 'timestamp');
  const rows = await listShopProducts(ctx.db, shopId, cursor, limit);
  return toPage(ctx, rows, limit, newestCursor(SHOP_PRODUCTS));
}

/** GET /api/Shop/me/products: the seller's own products, newest first; 404 without a shop. */
export async function myShopProducts(
  ctx: AppContext,
  user: UserRow,
  cursor: string | undefined,
  limit: number,
) {
  const shop = await requireOwnShop(ctx, user);
  return shopProductsPage(ctx, shop.id, cursor, limit);
}

/** GET /api/Shop/{shopId}/products: public, newest first; 404 for an unknown shop. */
export async function publicShopProducts(
  ctx: AppContext,
  shopId: string,
  cursor: string | undefined,
  limit: number,
) {
  const shop = isUuid(shopId) ? await findShop(ctx.db, shopId) : undefined;
  if (!shop) throw notFound(CATALOG_MSG.shopNotFound, 'shop_not_found');
  return shopProductsPage(ctx, shop.id, cursor, limit);
}
