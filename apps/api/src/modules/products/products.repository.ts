// Drizzle queries of products. Every list is a keyset page: ORDER BY matches one index exactly
// (directions and NULLS LAST included, or PostgreSQL sorts instead of walking the index), and the
// "after the cursor" condition is a row comparison on the same columns. Deleted products never show.
import type { ProductSort } from '@sugu/domain';
import {
  and,
  eq,
  gte,
  inArray,
  isNull,
  lte,
  type SQL,
  type SQLWrapper,
  type Subquery,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { categories, follows, productImages, products, publications, shops } from '../../db/schema/index.js';
import { runStatement, type Statement } from '../../db/statements.js';
import { type Keyset, timestampKey } from '../../lib/cursor.js';
import { escapeLike, foldForSearch, foldSql } from '../../lib/search-text.js';
import { shopCardColumns, shopHiddenIds, shopShown } from '../shops/index.js';

/** created_at as UTC text with microseconds: the cursor key of the newest-first lists. */
const createdKey = timestampKey(products.createdAt);

export interface ImageRow {
  mediaKey: string;
  width: number;
  height: number;
}

/**
 * A product's images in position order, read with its row: the page needs no second statement (one round
 * trip less for every product list, searches included).
 */
const productImagesJson = sql<ImageRow[]>`(
  select coalesce(json_agg(json_build_object('mediaKey', i.media_key, 'width', i.width, 'height', i.height)
    order by i.position), '[]'::json)
  from ${productImages} i where i.product_id = ${products.id})`;

const productColumns = {
  id: products.id,
  shopId: products.shopId,
  categoryId: products.categoryId,
  productName: products.productName,
  productDescription: products.productDescription,
  productPrice: products.productPrice,
  currency: products.currency,
  unit: products.unit,
  productStock: products.productStock,
  totalPurchases: products.totalPurchases,
  isPublished: products.isPublished,
  createdAt: products.createdAt,
  createdKey,
  categoryName: categories.categoryName,
  images: productImagesJson,
  shop: {
    ...shopCardColumns,
    followerCount: shops.followerCount,
    rateSum: shops.rateSum,
    rateCount: shops.rateCount,
  },
};

/** Products with their shop and category; the inner join on shops keeps only products of existing shops. */
function selectProducts(db: Executor) {
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(shops, and(eq(shops.id, products.shopId), shopShown))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .$dynamic();
}

export type ProductRow = Awaited<ReturnType<typeof findProductRows>>[number];

/** Live products by id, in no particular order. */
export function findProductRows(db: Executor, ids: string[]) {
  return selectProducts(db).where(and(inArray(products.id, ids), isNull(products.deletedAt)));
}

// ---------- lists ----------

/** The columns a sort reads: the table's, or those of a subquery of matches. */
interface SortColumns {
  id: SQLWrapper;
  productPrice: SQLWrapper;
  totalPurchases: SQLWrapper;
  createdAt: SQLWrapper;
}

/** ORDER BY of each sort: the same columns and directions as its index (see db/schema/shops.ts). */
function orderOf(sort: ProductSort, c: SortColumns): SQL {
  switch (sort) {
    // products_price_idx (product_price, id), walked forwards…
    case 'price_asc':
      return sql`${c.productPrice} asc, ${c.id} asc`;
    // …and backwards.
    case 'price_desc':
      return sql`${c.productPrice} desc, ${c.id} desc`;
    // products_created_idx (created_at DESC NULLS LAST, id DESC NULLS LAST).
    case 'recent':
      return sql`${c.createdAt} desc nulls last, ${c.id} desc nulls last`;
    // products_popular_idx (total_purchases DESC NULLS LAST, id).
    case 'popular':
      return sql`${c.totalPurchases} desc nulls last, ${c.id} asc`;
  }
}

const ORDER: Record<ProductSort, SQL> = {
  price_asc: orderOf('price_asc', products),
  price_desc: orderOf('price_desc', products),
  recent: orderOf('recent', products),
  popular: orderOf('popular', products),
};

/** Rows strictly after the cursor in the sort's order. */
function after(sort: ProductSort, cursor: Keyset): SQL {
  const { key, id } = cursor;
  switch (sort) {
    case 'price_asc':
      return sql`(${products.productPrice}, ${products.id}) > (${key}::bigint, ${id}::uuid)`;
    case 'price_desc':
      return sql`(${products.productPrice}, ${products.id}) < (${key}::bigint, ${id}::uuid)`;
    case 'recent':
      return afterCreated(cursor);
    case 'popular':
      // Mixed directions cannot be one row comparison; the redundant `<=` bounds the index scan.
      return sql`${products.totalPurchases} <= ${key}::bigint and (${products.totalPurchases} < ${key}::bigint or ${products.id} > ${id}::uuid)`;
  }
}

const afterCreated = ({ key, id }: Keyset) =>
  sql`(${products.createdAt}, ${products.id}) < (${key}::timestamptz, ${id}::uuid)`;

/** Where the sort key of a row is, for the next cursor. */
export function sortKey(sort: ProductSort, row: ProductRow): number | string {
  if (sort === 'recent') return row.createdKey;
  if (sort === 'popular') return row.totalPurchases;
  return row.productPrice;
}

/** LIKE pattern of a keyword: its wildcards taken literally. */
const containsPattern = (keyword: string) => `%${escapeLike(keyword)}%`;

export interface ProductFilters {
  keyword?: string;
  categoryIds?: string[];
  minPrice?: number;
  maxPrice?: number;
}

/**
 * One page (limit + 1 rows, to tell whether another follows) of the /boutique list.
 *
 * Keyword: accent- and case-insensitive, like shop search: a product matches when the keyword is a
 * substring of its stored search_name (LIKE) or close to a word of it (`<%`, word similarity at least
 * KEYWORD_WORD_SIMILARITY: typos, 'bazn' finds 'Bazin'); the names are matched first
 * (SEARCH_PRODUCT_NAMES), then the page reads their products.
 * Relevance decides only which products match, never their order: the page stays in the chosen sort
 * (price, recent, popular) with its keyset cursor, so a cursor means the same with or without a keyword
 * and pages never repeat or skip a product. (Ordering by closeness, as shop search does, would need the
 * distance in the cursor and would change the list's contract.)
 */
export async function listProducts(
  db: Executor,
  filters: ProductFilters,
  sort: ProductSort,
  cursor: Keyset | null,
  limit: number,
) {
  const where: SQL[] = [isNull(products.deletedAt)];
  if (filters.categoryIds) where.push(inArray(products.categoryId, filters.categoryIds));
  if (filters.minPrice !== undefined) where.push(gte(products.productPrice, filters.minPrice));
  if (filters.maxPrice !== undefined) where.push(lte(products.productPrice, filters.maxPrice));
  if (cursor?.id) where.push(after(sort, cursor));
  const keyword = filters.keyword;
  // Without a keyword, planned at each call: which index serves best depends on the values (a rare
  // category, a narrow price range).
  if (!keyword)
    return selectProducts(db)
      .where(and(...where))
      .orderBy(ORDER[sort])
      .limit(limit + 1);
  // One statement for most keywords: the names and the page. An empty page is the rarer case where the
  // names are asked again: none matched, the filters left nothing, or the keyword matched more than
  // KEYWORD_NAMES_MAX names (pageOfNames then pages none of them).
  // Prepared once per connection and shape (planning it took about as long as running it): its text
  // depends on these only, every value is a parameter. Whatever the values, the plan is the same walk of
  // each name's index.
  const shape = `${sort}_${filters.categoryIds?.length ?? 0}_${filters.minPrice === undefined ? 0 : 1}${filters.maxPrice === undefined ? 0 : 1}${cursor?.id ? 1 : 0}`;
  const rows = await pageOfNames(db, keyword, where, sort, limit)
    .prepare(`product_search_${shape}`)
    .execute();
  if (rows.length > 0) return rows;
  const names = await runStatement<{ name: string }>(db, SEARCH_PRODUCT_NAMES, [
    keyword,
    escapeLike(keyword),
    KEYWORD_NAMES_MAX,
  ]);
  return names.length > KEYWORD_NAMES_MAX ? pageOfCommonKeyword(db, keyword, where, sort, limit) : [];
}

/**
 * The page of the products carrying one of the names `keyword` matches (search_product_names, at most
 * KEYWORD_NAMES_MAX of them: none when it matches more, see listProducts): per name, its first limit + 1 products in the sort's
 * order (products_name_price_idx, _created_idx, _popular_idx: the name, then the sort's columns), then the
 * first limit + 1 of those. At most names × (limit + 1) index entries read, wherever the matches sit in
 * the order: walking the sort's own index and testing each row could read most of the table for a name
 * whose products are all at its far end ('boubou' from the cheapest: 25,000 rows). Hidden shops are
 * skipped inside each name's walk, so a name still gives limit + 1 products when it has them.
 *
 * Each walk reads the index alone (migration 0019_search_speed): the indexes are partial on live products
 * and carry the shop, the category and the price after the sort's columns, so the filters test index
 * entries, and the shop is tested against the hidden shops' ids (hashed once) instead of joined per
 * product. 'boubou' (22 names): 79 buffers instead of 2,836; 'bazin' in Mode between 5,000 and 50,000,
 * the price range and the category become index conditions (0.8 ms, was 141 to 359 ms with a BitmapAnd).
 */
function pageOfNames(db: Executor, keyword: string, where: SQL[], sort: ProductSort, limit: number) {
  const byName = db
    .select({
      id: products.id,
      productPrice: products.productPrice,
      totalPurchases: products.totalPurchases,
      createdAt: products.createdAt,
    })
    .from(products)
    .where(and(sql`${products.searchName} = names.name`, ...where, notInHiddenShop))
    .orderBy(ORDER[sort])
    .limit(limit + 1)
    .as('by_name');
  const page = db
    .select({ id: byName.id })
    .from(
      sql`(select array_agg(name) as found from search_product_names(${foldForSearch(keyword)}, ${foldForSearch(escapeLike(keyword))}, ${KEYWORD_NAMES_MAX}::int) as name) as matched
        cross join unnest(case when cardinality(matched.found) <= ${KEYWORD_NAMES_MAX}::int then matched.found end) as names (name)`,
    )
    .crossJoinLateral(byName)
    .orderBy(orderOf(sort, byName))
    .limit(limit + 1)
    .as('page');
  return productsOfPage(db, page, page.id, sort);
}

/** The product's shop shows (shopShown), tested on its id alone (shopHiddenIds). */
const notInHiddenShop = sql`${products.shopId} not in ${shopHiddenIds}`;

/** The products whose ids a page subquery holds, with their shop and category, in the sort's order. */
function productsOfPage(db: Executor, page: Subquery, pageId: AnyPgColumn, sort: ProductSort) {
  return db
    .select(productColumns)
    .from(page)
    .innerJoin(products, eq(products.id, pageId))
    .innerJoin(shops, and(eq(shops.id, products.shopId), shopShown))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .orderBy(ORDER[sort]);
}

/**
 * The names a keyword matches (SQL function search_product_names, migration 0016_search): a product
 * matches when the keyword is a substring of its stored search_name (LIKE) or close to a word of it (`<%`,
 * word similarity at least KEYWORD_WORD_SIMILARITY, set by the function: typos, 'bazn' finds 'Bazin',
 * 'telefone' finds 'Téléphone'). Searched in product_search_names, the distinct names of live products
 * (trigram index), far fewer than the products; the page then reads the products of those names
 * (products_search_name_idx, or the sort's index filtered on the names when they are common: the planner
 * knows each name's frequency).
 */
const SEARCH_PRODUCT_NAMES: Statement = {
  name: 'search_product_names',
  text: `select name from search_product_names(${foldSql('$1')}, ${foldSql('$2')}, $3) as name`,
};
/**
 * Matching names paged per name at most; a keyword matching more (one or two letters, a common syllable)
 * is common enough for the sort's index walk, filtered on the trigram index, to fill a page quickly.
 */
const KEYWORD_NAMES_MAX = 100;

/**
 * A keyword that matches more than KEYWORD_NAMES_MAX names: the page filters the rows on the trigram index
 * (products_search_name_trgm_idx), with the word-similarity threshold of search_product_names set for
 * this transaction (SET LOCAL).
 */
function pageOfCommonKeyword(db: Executor, keyword: string, where: SQL[], sort: ProductSort, limit: number) {
  const name = products.searchName;
  const matches = sql`(${name} like ${foldForSearch(containsPattern(keyword))} or ${foldForSearch(keyword)} <% ${name})`;
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(KEYWORD_WORD_SIMILARITY)}, true)`,
    );
    return selectProducts(tx)
      .where(and(...where, matches))
      .orderBy(ORDER[sort])
      .limit(limit + 1);
  });
}

/** The threshold search_product_names sets (pg_trgm's 0.6 would miss one wrong letter in a short word). */
const KEYWORD_WORD_SIMILARITY = 0.45;

/** A shop's live products, newest first (products_shop_idx). */
export function listShopProducts(db: Executor, shopId: string, cursor: Keyset | null, limit: number) {
  const where: SQL[] = [eq(products.shopId, shopId), isNull(products.deletedAt)];
  if (cursor?.id) where.push(afterCreated(cursor));
  return selectProducts(db)
    .where(and(...where))
    .orderBy(ORDER.recent)
    .limit(limit + 1);
}

/**
 * Segment 1 of the personalised feed: products of the shops `userId` follows, newest first.
 * Driven from the user's follows: per followed shop, its newest `limit + 1` products after the cursor
 * (products_shop_idx), then the newest of those. Bounded by follows × page size, however old or rare
 * the followed shops' products are (walking products_created_idx and filtering could read the table).
 */
export function listFollowedProducts(db: Executor, userId: string, cursor: Keyset | null, limit: number) {
  const latest = db
    .select({ id: products.id, createdAt: products.createdAt })
    .from(products)
    .where(
      and(
        sql`${products.shopId} = ${follows.shopId}`,
        isNull(products.deletedAt),
        cursor?.id ? afterCreated(cursor) : undefined,
      ),
    )
    .orderBy(ORDER.recent)
    .limit(limit + 1)
    .as('latest');
  // The page's ids first, so only those rows are joined to their shop and category.
  const page = db
    .select({ id: latest.id })
    .from(follows)
    .crossJoinLateral(latest)
    .where(eq(follows.userId, userId))
    .orderBy(sql`${latest.createdAt} desc nulls last, ${latest.id} desc nulls last`)
    .limit(limit + 1)
    .as('page');
  return productsOfPage(db, page, page.id, 'recent');
}

/**
 * Segment 2 of the personalised feed: every product of a shop `userId` does not follow (every product
 * when userId is null), newest first along products_created_idx.
 */
export function listUnfollowedProducts(
  db: Executor,
  userId: string | null,
  cursor: Keyset | null,
  limit: number,
) {
  const where: SQL[] = [isNull(products.deletedAt)];
  if (userId) {
    where.push(
      sql`${products.shopId} not in (select ${follows.shopId} from ${follows} where ${follows.userId} = ${userId}::uuid)`,
    );
  }
  if (cursor?.id) where.push(afterCreated(cursor));
  return selectProducts(db)
    .where(and(...where))
    .orderBy(ORDER.recent)
    .limit(limit + 1);
}

// ---------- writes ----------

export async function findShop(db: Executor, shopId: string) {
  const [row] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId)).limit(1);
  return row;
}

/** A live product with its owner, for permission checks. */
export async function findProductOwner(db: Executor, productId: string) {
  const [row] = await db
    .select({ id: products.id, shopId: products.shopId, ownerId: shops.userId })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(and(eq(products.id, productId), isNull(products.deletedAt)))
    .limit(1);
  return row;
}

export type NewProduct = typeof products.$inferInsert;
export interface NewImage {
  key: string;
  width: number;
  height: number;
}

/** Inserts the product and its images and counts it on the shop: call inside a transaction. */
export async function insertProduct(tx: Executor, values: NewProduct, images: NewImage[]): Promise<string> {
  const [row] = await tx.insert(products).values(values).returning({ id: products.id });
  if (!row) throw new Error('product insert returned no row');
  if (images.length > 0) {
    await tx.insert(productImages).values(
      images.map((image, position) => ({
        productId: row.id,
        position,
        mediaKey: image.key,
        width: image.width,
        height: image.height,
      })),
    );
  }
  await tx
    .update(shops)
    .set({ productCount: sql`${shops.productCount} + 1` })
    .where(eq(shops.id, values.shopId));
  return row.id;
}

/** Sets the stock of a live product; false when it is gone. */
export async function updateStock(db: Executor, productId: string, stock: number): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ productStock: stock })
    .where(and(eq(products.id, productId), isNull(products.deletedAt)))
    .returning({ id: products.id });
  return rows.length > 0;
}

/**
 * Soft-deletes a product, removes its publication (likes and comments go with it by cascade) and
 * uncounts both on the shop: call inside a transaction. False when it was already deleted.
 */
export async function softDeleteProduct(tx: Executor, productId: string, shopId: string): Promise<boolean> {
  const deleted = await tx
    .update(products)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(products.id, productId), isNull(products.deletedAt)))
    .returning({ id: products.id });
  if (deleted.length === 0) return false;
  const removed = await tx
    .delete(publications)
    .where(eq(publications.productId, productId))
    .returning({ id: publications.id });
  await tx
    .update(shops)
    .set({
      productCount: sql`greatest(${shops.productCount} - 1, 0)`,
      publicationCount: sql`greatest(${shops.publicationCount} - ${removed.length}::int, 0)`,
    })
    .where(eq(shops.id, shopId));
  return true;
}

/** What the /produit/{id} link preview shows: name, description, price and the first photo's key. */
export async function findProductPreview(db: Executor, productId: string) {
  const [row] = await db
    .select({
      productName: products.productName,
      productDescription: products.productDescription,
      productPrice: products.productPrice,
      currency: products.currency,
      imageKey: sql<string | null>`(select ${productImages.mediaKey} from ${productImages}
        where ${productImages.productId} = ${products.id} order by ${productImages.position} limit 1)`,
    })
    .from(products)
    .innerJoin(shops, and(eq(shops.id, products.shopId), shopShown))
    .where(and(eq(products.id, productId), isNull(products.deletedAt)))
    .limit(1);
  return row;
}
