// Drizzle queries of categories: the seeded reference list (db/seed/categories.ts).
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { categories } from '../../db/schema/index.js';
import { isUuid } from '../../lib/ids.js';

export type CategoryRow = { id: string; categoryName: string };

const columns = { id: categories.id, categoryName: categories.categoryName };

export function listCategories(db: Executor): Promise<CategoryRow[]> {
  return db.select(columns).from(categories).orderBy(asc(categories.position), asc(categories.categoryName));
}

/**
 * The category a form names: by id, or by name (case-insensitive), since the spec's client sends the
 * category name as `shopActivity`.
 */
export async function findCategory(db: Executor, idOrName: string): Promise<CategoryRow | undefined> {
  const value = idOrName.trim();
  const where = isUuid(value)
    ? eq(categories.id, value)
    : eq(sql`lower(${categories.categoryName})`, value.toLowerCase());
  const [row] = await db.select(columns).from(categories).where(where).limit(1);
  return row;
}
