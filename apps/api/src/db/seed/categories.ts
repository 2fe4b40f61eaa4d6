// Reference categories (CATEGORY_NAMES): needed by every database (shop setup, product filters), written at
// every start-up.
import { CATEGORY_NAMES } from '@sugu/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { categories } from '../schema/index.js';

/**
 * Writes the reference categories a database lacks and moves the seeded ones to their display position.
 * Rows are found by `seed_name`, the name they were first written under: a category an operator renamed or
 * deleted is not written again. Idempotent and safe when two processes start together; a name an operator
 * already gave another category is skipped rather than refused.
 */
export async function seedCategories(db: Executor): Promise<void> {
  await db
    .insert(categories)
    .values(CATEGORY_NAMES.map((name, position) => ({ categoryName: name, seedName: name, position })))
    .onConflictDoNothing();
  const positions = sql.join(
    CATEGORY_NAMES.map((name, position) => sql`(${name}, ${position}::int)`),
    sql`, `,
  );
  await db.execute(sql`UPDATE ${categories} SET position = v.position
    FROM (VALUES ${positions}) AS v(name, position)
    WHERE ${categories.seedName} = v.name AND ${categories.position} IS DISTINCT FROM v.position`);
}
