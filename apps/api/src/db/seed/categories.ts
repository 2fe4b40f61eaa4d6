// Reference categories: needed by every database (shop setup, product filters), written at every start-up.
import { sql } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { categories } from '../schema/index.js';

/** Categories of West African commerce, in display order. */
export const CATEGORY_NAMES = [
  'Mode et vêtements',
  'Beauté et cosmétiques',
  'Alimentation',
  'Téléphones et électronique',
  'Maison et décoration',
  'Artisanat',
  'Agriculture et élevage',
  'Services',
  'Bijoux et accessoires',
  'Santé et bien-être',
  'Enfants et bébés',
  'Sport et loisirs',
] as const;

/** Upsert by name: idempotent and safe when two processes start together; only a moved position is rewritten. */
export async function seedCategories(db: Executor): Promise<void> {
  await db
    .insert(categories)
    .values(CATEGORY_NAMES.map((categoryName, position) => ({ categoryName, position })))
    .onConflictDoUpdate({
      target: categories.categoryName,
      set: { position: sql`excluded.position` },
      setWhere: sql`${categories.position} IS DISTINCT FROM excluded.position`,
    });
}
