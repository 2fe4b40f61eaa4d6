// Queries of categories: the seeded reference list (db/seed/categories.ts).
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { categories } from '../../db/schema/index.js';

export type CategoryRow = { id: string; categoryName: string };

const columns = { id: categories.id, categoryName: categories.categoryName };

export function listCategories(db: Executor): Promise<CategoryRow[]> {
  return db.select(columns).from(categories).orderBy(asc(categories.position), asc(categories.categoryName));
}

export async function findCategoryById(db: Executor, id: string): Promise<CategoryRow | undefined> {
  const [row] = await db.select(columns).from(categories).where(eq(categories.id, id)).limit(1);
  return row;
}

/** By name, whatever its case. */
export async function findCategoryByName(db: Executor, name: string): Promise<CategoryRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(categories)
    .where(eq(sql`lower(${categories.categoryName})`, name.toLowerCase()))
    .limit(1);
  return row;
}
