// Categories: the seeded reference list (db/seed/categories.ts), and the category a form names.
import type { Executor } from '../../db/client.js';
import { isUuid } from '../../lib/ids.js';
import {
  type CategoryRow,
  findCategoryById,
  findCategoryByName,
  listCategories,
} from './categories.repository.js';

export { listCategories };

/**
 * The category a form names: by id, or by name (case-insensitive), since the spec's client sends the
 * category name as `shopActivity`.
 */
export function findCategory(db: Executor, idOrName: string): Promise<CategoryRow | undefined> {
  const value = idOrName.trim();
  return isUuid(value) ? findCategoryById(db, value) : findCategoryByName(db, value);
}
