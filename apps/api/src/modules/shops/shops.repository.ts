// Queries of shops. Every shop read goes through `shopFields`: one row per shop with its category,
// its owner and whether the viewer follows it (one EXISTS subquery), so a list of n shops is one query.
// The search reads the same fields in its own prepared statement (SEARCH_SHOPS), with its ranking.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { categories, ratings, shops, users } from '../../db/schema/index.js';
import { runStatement, type Statement, tableColumns, tableRow } from '../../db/statements.js';
import { escapeLike, foldSql } from '../../lib/search-text.js';
import { isFollowedBy, shopShownSql, shopShownTo } from './shops.sql.js';

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
 * Shop search: the SQL function search_shop_ids (migration 0016_search) ranks the distinct names of shown
 * shops (shop_search_names, trigram index) against the keyword and returns the ids of one page in rank
 * order with `total`; the same statement reads the page's shops with their owner and category, in that
 * order (WITH ORDINALITY), and whether the viewer follows each. Names are stored
 * folded (shops.search_name: lowercased, unaccented, lowercased again) and the keyword is folded by the
 * same SQL: a shop matches when the keyword is a substring of its name (LIKE) or close to a word of it
 * (`<%`, word similarity at least 0.45, set by the function: typos).
 * Ranking: exact name, then name starting with the keyword, then containing it, then the rest; inside each
 * group the closest (word similarity, then similarity) and the most followed first. Only the
 * SEARCH_MATCHES_MAX names closest to the keyword are ranked (a one-letter keyword must not sort every
 * name); `total` counts their shops, so it caps at SEARCH_MATCHES_MAX (the web shows it as the number of
 * results).
 */
export async function searchShops(
  db: Executor,
  keyword: string,
  viewerId: string | null,
  limit: number,
): Promise<(ShopRow & { total: number })[]> {
  const rows = await runStatement<SearchedShop>(db, SEARCH_SHOPS, [
    keyword,
    escapeLike(keyword),
    SEARCH_MATCHES_MAX,
    limit,
    viewerId,
  ]);
  return rows.map((row) => ({
    shop: tableRow(shops, row),
    categoryName: row.categoryName,
    owner: {
      id: row.ownerId,
      username: row.ownerUsername,
      city: row.ownerCity,
      area: row.ownerArea,
      profilePicture: row.ownerProfilePicture,
    },
    isFollowed: row.isFollowed,
    total: row.total,
  }));
}

/** Names ranked at most (and the largest `total`): a one-letter keyword must not sort every name. */
const SEARCH_MATCHES_MAX = 200;

type SearchedShop = Record<string, unknown> & {
  categoryName: string;
  ownerId: string;
  ownerUsername: string;
  ownerCity: string | null;
  ownerArea: string | null;
  ownerProfilePicture: string | null;
  isFollowed: boolean;
  total: number;
};

/**
 * One statement (one round trip, planned once per connection): the ranked page, then its rows. The keyword
 * and its LIKE-escaped form are both folded as search_name is (lib/search-text.ts); $5 is the viewer (null
 * for a guest).
 */
const SEARCH_SHOPS: Statement = {
  name: 'search_shops',
  text: `select ${tableColumns(shops, 's')}, c.category_name as "categoryName",
      u.id as "ownerId", u.username as "ownerUsername", u.city as "ownerCity", u.area as "ownerArea",
      u.profile_picture as "ownerProfilePicture",
      ($5::uuid is not null and exists (select 1 from follows f where f.shop_id = s.id and f.user_id = $5::uuid))
        as "isFollowed",
      r.total::int as total
    from search_shop_ids(${foldSql('$1')}, ${foldSql('$2')}, $3, $4) with ordinality as r (id, total, position)
    join shops s on s.id = r.id and ${shopShownSql('s')}
    join users u on u.id = s.user_id
    join categories c on c.id = s.category_id
    order by r.position`,
};

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
