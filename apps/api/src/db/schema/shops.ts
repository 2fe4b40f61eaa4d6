import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, cascadeRef, counter, createdAt, id, imagesTable, ref, updatedAt } from './columns.js';
import { userMarkTable } from './marks.js';
import { users } from './users.js';

export const categories = pgTable(
  'categories',
  {
    id: id(),
    categoryName: varchar({ length: 60 }).notNull(),
    position: integer().notNull().default(0),
    /**
     * The name db/seed/categories.ts wrote it under, null for one an operator added: the seed finds its
     * rows by it, so a category an operator renamed or deleted is not written again at the next start.
     */
    seedName: varchar({ length: 60 }),
    /** Set when an operator deleted it (never while a shop or product uses it); kept for the seed. */
    deletedAt: at(),
  },
  (t) => [
    uniqueIndex('categories_name_key').on(sql`lower(${t.categoryName})`).where(sql`${t.deletedAt} IS NULL`),
    uniqueIndex('categories_seed_name_key').on(t.seedName),
  ],
);

export const shops = pgTable(
  'shops',
  {
    id: id(),
    userId: cascadeRef(() => users.id),
    shopName: varchar({ length: 60 }).notNull(),
    categoryId: ref(() => categories.id),
    biography: varchar({ length: 120 }).notNull(),
    adress: varchar({ length: 120 }),
    deliveryDelay: varchar({ length: 40 }),
    /** Media key of the logo. */
    coverImg: text(),
    isIdentityVerified: boolean().notNull().default(false),
    followerCount: counter(),
    rateSum: counter(),
    rateCount: counter(),
    productCount: counter(),
    publicationCount: counter(),
    totalSelledProducts: bigint({ mode: 'number' }).notNull().default(0),
    /** Trust signal: orders that ended Finished, and disputes decided against the shop (refund or split). */
    finishedOrders: bigint({ mode: 'number' }).notNull().default(0),
    disputesLost: bigint({ mode: 'number' }).notNull().default(0),
    /** Removed by an operator (moderation): hidden from every list and page. */
    removedAt: at(),
    /** Its owner is suspended (users' suspension writes it): hidden until the suspension is lifted. */
    suspendedAt: at(),
    /** The name as search compares it: lowercased, unaccented, lowercased again ('É' → 'E' → 'e'). */
    searchName: text().generatedAlwaysAs(sql`lower(immutable_unaccent(lower("shop_name")))`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shops_user_key').on(t.userId),
    index('shops_search_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    // Nearest names first (`<<->`, `<->`) for the shop search's ORDER BY. On an expression of its own
    // (lower() of the already folded name: the same text): the planner can only use it to order, and keeps
    // the GIN index above (faster) for the WHERE of a rare keyword.
    index('shops_search_name_trgm_gist_idx').using('gist', sql`lower(${t.searchName}) gist_trgm_ops`),
    // The shown shops of a name search ranked (shop_search_names), most followed first: read from the
    // index alone.
    index('shops_search_name_idx')
      .on(t.searchName, t.followerCount.desc(), t.id)
      .where(sql`${t.removedAt} is null and ${t.suspendedAt} is null`),
    index('shops_category_idx').on(t.categoryId),
    // The hidden shops (few): `not in` them is the product search's shop test (shops.sql.ts › shopHiddenIds).
    index('shops_hidden_idx').on(t.id).where(sql`${t.removedAt} is not null or ${t.suspendedAt} is not null`),
    check('shops_counts_positive', sql`${t.followerCount} >= 0 AND ${t.rateCount} >= 0`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    shopId: cascadeRef(() => shops.id),
    categoryId: ref(() => categories.id),
    productName: varchar({ length: 24 }).notNull(),
    productDescription: varchar({ length: 120 }).notNull().default(''),
    /** Integer amount in the currency's smallest unit (XOF has none). */
    productPrice: bigint({ mode: 'number' }).notNull(),
    currency: varchar({ length: 3 }).notNull().default('XOF'),
    /** 0 PerUnit, 1 PerKg, 2 PerLitre, 3 PerMeter, 4 PerDozen, 5 PerPiece. */
    unit: smallint().notNull().default(0),
    productStock: integer().notNull(),
    totalPurchases: bigint({ mode: 'number' }).notNull().default(0),
    isPublished: boolean().notNull().default(false),
    /** The name as search compares it, like shops.search_name. */
    searchName: text().generatedAlwaysAs(sql`lower(immutable_unaccent(lower("product_name")))`),
    /** Soft delete: orders keep pointing at a deleted product. */
    deletedAt: at(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_shop_idx').on(t.shopId, t.createdAt.desc(), t.id.desc()),
    index('products_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('products_price_idx').on(t.productPrice, t.id),
    index('products_popular_idx').on(t.totalPurchases.desc(), t.id),
    index('products_category_price_idx').on(t.categoryId, t.productPrice, t.id),
    index('products_search_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    // The live products of one name a keyword matched (product_search_names), in each sort's order, read
    // from the index alone: after the sort's columns, those the filters and the hidden-shop test read
    // (shop, category, price), so a name's walk visits no table row (the search's page, see
    // products.repository.ts › pageOfNames).
    index('products_name_price_idx')
      .on(t.searchName, t.productPrice, t.id, t.shopId, t.categoryId)
      .where(sql`${t.deletedAt} is null`),
    index('products_name_created_idx')
      .on(t.searchName, t.createdAt.desc(), t.id.desc(), t.shopId, t.categoryId, t.productPrice)
      .where(sql`${t.deletedAt} is null`),
    index('products_name_popular_idx')
      .on(t.searchName, t.totalPurchases.desc(), t.id, t.shopId, t.categoryId, t.productPrice)
      .where(sql`${t.deletedAt} is null`),
    check('products_stock_positive', sql`${t.productStock} >= 0`),
    check('products_price_positive', sql`${t.productPrice} >= 0`),
  ],
);

export const productImages = imagesTable('product_images', 'productId', () => products.id);

export const follows = userMarkTable('follows', 'shopId', () => shops.id);

export const ratings = pgTable(
  'ratings',
  {
    shopId: cascadeRef(() => shops.id),
    userId: cascadeRef(() => users.id),
    rateNote: smallint().notNull(),
    rateReview: varchar({ length: 200 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.userId] }),
    index('ratings_shop_recent_idx').on(t.shopId, t.createdAt.desc(), t.userId.desc()),
    check('ratings_note_range', sql`${t.rateNote} BETWEEN 1 AND 5`),
  ],
);
