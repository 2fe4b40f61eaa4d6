// Queries of categories: the seeded reference list (db/seed/categories.ts) and what operators add, rename
// or delete (deleted rows stay, marked, so that the seed does not write them again: never listed or found).
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { categories, products, shops } from '../../db/schema/index.js';

export type CategoryRow = { id: string; categoryName: string };

const columns = { id: categories.id, categoryName: categories.categoryName };
/** Qualified by hand: inside a subquery Drizzle would write a bare "id", the subquery's own. */
const outerId = sql.raw('"categories"."id"');
const live = isNull(categories.deletedAt);

export function listCategories(db: Executor): Promise<CategoryRow[]> {
  return db
    .select(columns)
    .from(categories)
    .where(live)
    .orderBy(asc(categories.position), asc(categories.categoryName));
}

/** The first live category matching `where` (locked until the transaction ends with `lock`). */
async function findLiveCategory(db: Executor, where: SQL, lock = false): Promise<CategoryRow | undefined> {
  const query = db.select(columns).from(categories).where(and(where, live));
  const [row] = await (lock ? query.for('update') : query).limit(1);
  return row;
}

export const findCategoryById = (db: Executor, id: string) => findLiveCategory(db, eq(categories.id, id));

/** By name, whatever its case. */
export const findCategoryByName = (db: Executor, name: string) =>
  findLiveCategory(db, eq(sql`lower(${categories.categoryName})`, name.toLowerCase()));

/** The live category `id`, locked until the transaction ends (a rename or delete against another). */
export const lockCategory = (tx: Executor, id: string) => findLiveCategory(tx, eq(categories.id, id), true);

export type CategoryUsage = { shopCount: number; productCount: number };

/** Every live category with how many shops and products use it, in display order. */
export function listCategoryUsage(db: Executor): Promise<(CategoryRow & CategoryUsage)[]> {
  return db
    .select({
      ...columns,
      shopCount: sql<number>`(select count(*)::int from ${shops} where ${shops.categoryId} = ${outerId})`,
      productCount: sql<number>`(select count(*)::int from ${products} where ${products.categoryId} = ${outerId})`,
    })
    .from(categories)
    .where(live)
    .orderBy(asc(categories.position), asc(categories.categoryName));
}

export async function categoryUsage(db: Executor, id: string): Promise<CategoryUsage> {
  const [shopRow] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(shops)
    .where(eq(shops.categoryId, id));
  const [productRow] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(products.categoryId, id));
  return { shopCount: shopRow?.n ?? 0, productCount: productRow?.n ?? 0 };
}

/** A new category at the end of the list. */
export async function insertCategory(tx: Executor, categoryName: string): Promise<CategoryRow> {
  const [row] = await tx
    .insert(categories)
    .values({
      categoryName,
      position: sql`(select coalesce(max(${categories.position}), -1) + 1 from ${categories})`,
    })
    .returning(columns);
  return row!;
}

export async function renameCategory(tx: Executor, id: string, categoryName: string): Promise<void> {
  await tx.update(categories).set({ categoryName }).where(eq(categories.id, id));
}

export async function markCategoryDeleted(tx: Executor, id: string, at: Date): Promise<void> {
  await tx.update(categories).set({ deletedAt: at }).where(eq(categories.id, id));
}
