// Queries of shops. Every shop read goes through `shopFields`: one row per shop with its category,
// its owner and whether the viewer follows it (one EXISTS subquery), so a list of n shops is one query.
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { categories, ratings, shops, users } from '../../db/schema/index.js';
import { escapeLike, foldForSearch } from '../../lib/search-text.js';
import { isFollowedBy, shopShown, shopShownTo } from './shops.sql.js';

export type ShopTableRow = typeof shops.$inferSelect;
export type NewShop = typeof shops.$inferInsert;

function shopFields(viewerId: string | null) {
  return {
    shop: shops,
    categoryName: categories.categoryName,
    owner: {
      id: users.id,
      username: users.username,
      city: users.city,
      area: users.area,
      profilePicture: users.profilePicture,
    },
    isFollowed: isFollowedBy(viewerId).mapWith(Boolean),
  };
}

/** Shops with their category, owner and follow status; chain `.where()`, `.orderBy()`, `.limit()`. */
function selectShops(db: Executor, viewerId: string | null) {
  return db
    .select(shopFields(viewerId))
    .from(shops)
    .innerJoin(users, eq(users.id, shops.userId))
    .innerJoin(categories, eq(categories.id, shops.categoryId));
}

export type ShopRow = Awaited<ReturnType<ReturnType<typeof selectShops>['execute']>>[number];

export async function findShopRow(
  db: Executor,
  shopId: string,
  viewerId: string | null,
): Promise<ShopRow | undefined> {
  const [row] = await selectShops(db, viewerId)
    .where(and(eq(shops.id, shopId), shopShownTo(viewerId)))
    .limit(1);
  return row;
}

/** The shop of a user (at most one: unique index shops_user_key), as its table row. */
export async function findShopByUser(db: Executor, userId: string): Promise<ShopTableRow | undefined> {
  const [row] = await db.select().from(shops).where(eq(shops.userId, userId)).limit(1);
  return row;
}

export async function insertShop(db: Executor, values: NewShop): Promise<{ id: string }> {
  const [row] = await db.insert(shops).values(values).returning({ id: shops.id });
  if (!row) throw new Error('shop insert returned no row');
  return row;
}

export async function updateShopIdentityVerified(
  db: Executor,
  shopId: string,
  isIdentityVerified: boolean,
): Promise<void> {
  await db.update(shops).set({ isIdentityVerified }).where(eq(shops.id, shopId));
}

export async function updateShopLogo(db: Executor, shopId: string, coverImg: string): Promise<void> {
  await db.update(shops).set({ coverImg }).where(eq(shops.id, shopId));
}

/** The latest ratings of a shop with their authors' usernames. */
export function latestRatings(db: Executor, shopId: string, limit: number) {
  return db
    .select({
      userId: ratings.userId,
      username: users.username,
      rateNote: ratings.rateNote,
      rateReview: ratings.rateReview,
      createdAt: ratings.createdAt,
    })
    .from(ratings)
    .innerJoin(users, eq(users.id, ratings.userId))
    .where(eq(ratings.shopId, shopId))
    .orderBy(desc(ratings.createdAt), desc(ratings.userId))
    .limit(limit);
}

/**
 * Shop search on the trigram indexes of shops.search_name, the name as search compares it (lowercased,
 * unaccented, lowercased again: stored, so no row is folded again at query time). The keyword is folded
 * the same way; a shop matches when it is a substring of the name (LIKE) or close to a word of it (`<%`,
 * word similarity: typos).
 * Ranking: exact name, then name starting with the keyword, then containing it, then the rest; inside each
 * group the closest (word similarity, then similarity) and the most followed first.
 *
 * One statement in three layers. `matches` keeps the SEARCH_MATCHES_MAX matches closest to the keyword:
 * word-similarity distance (`<<->`: 0 when a whole word of the name contains it), ties by similarity
 * distance (`<->`: an exact name is 0, shorter names first). Without the tie-break a word contained in
 * thousands of names (all at distance 0) would give an arbitrary 200 and could drop the shop named
 * exactly so. Two indexes, two plans: on a common word a KNN scan of the GiST index
 * (shops_search_name_trgm_gist_idx, on `lower(search_name)`: the ORDER BY names that expression) stops
 * after 200 matches; on a rare one a bitmap scan of the GIN index (shops_search_name_trgm_idx, the
 * WHERE's column) reads the few matches, which are then sorted. `ranked` applies the ranking to the
 * candidates and keeps the page; only its rows are joined to owners and categories. `total` counts the
 * candidates, so it caps at SEARCH_MATCHES_MAX (the web shows it as the number of results).
 *
 * The word-similarity threshold is lowered for this query only (SET LOCAL, hence the transaction): at the
 * default 0.6 one missing letter in a short word ('bamko' for 'Bamako', 0.5) would find nothing.
 */
export function searchShops(db: Executor, keyword: string, viewerId: string | null, limit: number) {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`,
    );
    return searchShopsQuery(tx, keyword, viewerId, limit);
  });
}

/** Lowest word similarity counted as a match (pg_trgm's default: 0.6). */
const WORD_SIMILARITY_THRESHOLD = 0.45;
/** Candidates ranked at most (and the largest `total`): a one-letter keyword must not sort the whole table. */
const SEARCH_MATCHES_MAX = 200;

function searchShopsQuery(db: Executor, keyword: string, viewerId: string | null, limit: number) {
  const name = shops.searchName;
  /** The GiST index's expression: the same text as `name`, so it orders like it. */
  const ordered = sql`lower(${name})`;
  const kw = foldForSearch(keyword);
  const escaped = foldForSearch(escapeLike(keyword));

  const matches = db
    .select({ id: shops.id, followerCount: shops.followerCount, name: sql<string>`${name}`.as('name') })
    .from(shops)
    .where(and(sql`(${name} like '%' || ${escaped} || '%' or ${kw} <% ${name})`, shopShown))
    .orderBy(sql`${kw} <<-> ${ordered}`, sql`${kw} <-> ${ordered}`)
    .limit(SEARCH_MATCHES_MAX)
    .as('matches');

  const found = matches.name;
  const group = sql<number>`case
    when ${found} = ${kw} then 0
    when ${found} like ${escaped} || '%' then 1
    when ${found} like '%' || ${escaped} || '%' then 2
    else 3 end`;
  const ranked = db
    .select({
      id: matches.id,
      total: sql<number>`count(*) over ()`.as('total'),
      group: group.as('match_group'),
      wordSimilarity: sql<number>`word_similarity(${kw}, ${found})`.as('word_sim'),
      similarity: sql<number>`similarity(${kw}, ${found})`.as('sim'),
    })
    .from(matches)
    .orderBy(
      group,
      desc(sql`word_similarity(${kw}, ${found})`),
      desc(sql`similarity(${kw}, ${found})`),
      desc(matches.followerCount),
      matches.id,
    )
    .limit(limit)
    .as('ranked');

  return db
    .select({ ...shopFields(viewerId), total: sql<number>`${ranked.total}`.mapWith(Number) })
    .from(ranked)
    .innerJoin(shops, eq(shops.id, ranked.id))
    .innerJoin(users, eq(users.id, shops.userId))
    .innerJoin(categories, eq(categories.id, shops.categoryId))
    .orderBy(
      ranked.group,
      desc(ranked.wordSimilarity),
      desc(ranked.similarity),
      desc(shops.followerCount),
      shops.id,
    );
}

/** An operator removes the shop (moderation): hidden from now on. False when it was already removed. */
export async function markShopRemoved(db: Executor, shopId: string): Promise<boolean> {
  const rows = await db
    .update(shops)
    .set({ removedAt: sql`now()` })
    .where(and(eq(shops.id, shopId), sql`${shops.removedAt} is null`))
    .returning({ id: shops.id });
  return rows.length > 0;
}

/** The owner's suspension hides their shop (`true`) or shows it again (`false`). */
export async function markShopSuspended(db: Executor, userId: string, suspended: boolean): Promise<void> {
  await db
    .update(shops)
    .set({ suspendedAt: suspended ? sql`now()` : null })
    .where(eq(shops.userId, userId));
}
