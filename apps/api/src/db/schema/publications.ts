import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  pgTable,
  primaryKey,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { cascadeRef, counter, createdAt, id, imagesTable, optionalCascadeRef } from './columns.js';
import { userMarkTable } from './marks.js';
import { products, shops } from './shops.js';
import { users } from './users.js';

export const publications = pgTable(
  'publications',
  {
    id: id(),
    shopId: cascadeRef(() => shops.id),
    /** Set for a product publication; null for a free post ('libre'). */
    productId: optionalCascadeRef(() => products.id),
    publicationType: varchar({ length: 10 }).$type<'libre' | 'produit'>().notNull(),
    publicationCaption: varchar({ length: 300 }).notNull().default(''),
    likes: counter(),
    shares: counter(),
    totalComments: counter(),
    createdAt: createdAt(),
  },
  (t) => [
    index('publications_feed_idx').on(t.createdAt.desc(), t.id.desc()),
    index('publications_shop_idx').on(t.shopId, t.createdAt.desc(), t.id.desc()),
    // A product is published once only.
    uniqueIndex('publications_product_key').on(t.productId).where(sql`${t.productId} IS NOT NULL`),
  ],
);

export const publicationImages = imagesTable('publication_images', 'publicationId', () => publications.id);

export const publicationLikes = userMarkTable('publication_likes', 'publicationId', () => publications.id);

export const comments = pgTable(
  'comments',
  {
    id: id(),
    publicationId: cascadeRef(() => publications.id),
    userId: cascadeRef(() => users.id),
    /** Null for a comment; the comment's id for a reply. */
    parentId: optionalCascadeRef((): AnyPgColumn => comments.id),
    content: varchar({ length: 1000 }).notNull(),
    likes: counter(),
    dislikes: counter(),
    createdAt: createdAt(),
  },
  (t) => [
    index('comments_publication_idx').on(t.publicationId, t.createdAt.desc(), t.id.desc()),
    index('comments_parent_idx').on(t.parentId, t.createdAt, t.id),
  ],
);

/** One reaction per user and comment (or reply): 1 like, -1 dislike. */
export const commentReactions = pgTable(
  'comment_reactions',
  {
    commentId: cascadeRef(() => comments.id),
    userId: cascadeRef(() => users.id),
    value: smallint().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);
