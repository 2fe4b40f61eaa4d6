import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The distinct names search compares (shops.search_name, products.search_name: folded, see shops.ts) with
 * how many shown shops / live products carry each. Search ranks names, not rows: many rows share a name
 * ('Boutique', 'Chez Aminata', 'Sac noir'), so the trigram work is done once per name on a table much
 * smaller than the rows, and the rows are then read by an equality on their name (btree).
 * Kept by triggers on shops and products (migration 0016_search); a name whose count falls to 0 stays,
 * skipped by search. `refresh_search_names()` rebuilds both from the rows (after a bulk load that bypassed
 * triggers).
 */
const searchNames = (table: string) =>
  pgTable(
    table,
    {
      name: text().primaryKey(),
      /** Rows carrying the name and shown (shops: not removed nor suspended; products: not deleted). */
      rowCount: integer().notNull().default(0),
    },
    // Without the pending list (fastupdate): new names are rare, and a search would scan the list whole.
    (t) => [index(`${table}_trgm_idx`).using('gin', sql`${t.name} gin_trgm_ops`).with({ fastupdate: 'off' })],
  );

export const shopSearchNames = searchNames('shop_search_names');
export const productSearchNames = searchNames('product_search_names');
