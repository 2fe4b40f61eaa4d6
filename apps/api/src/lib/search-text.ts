// How a typed keyword is compared to the stored `search_name` columns of shops and products (lowercased,
// unaccented, lowercased again; see db/schema/shops.ts): the keyword is folded by the same SQL.
import { type SQL, sql } from 'drizzle-orm';

/** LIKE pattern characters typed by a user are literal. */
export const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A keyword folded as a search_name column is. */
export const foldForSearch = (keyword: string): SQL => sql`lower(immutable_unaccent(lower(${keyword})))`;

/** The same folding in a hand-written statement, of the parameter `placeholder` ('$1'). */
export const foldSql = (placeholder: string): string =>
  `lower(immutable_unaccent(lower(${placeholder}::text)))`;
