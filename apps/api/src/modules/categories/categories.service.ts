// Categories: the seeded reference list (db/seed/categories.ts), the category a form names, and the edits
// operators make from the console (the operators module wraps them in its audited action).
import { OPERATOR_MSG } from '@sugu/domain';
import type { Executor } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import { uniqueViolation } from '../../lib/pg-errors.js';
import {
  type CategoryRow,
  categoryUsage,
  findCategoryById,
  findCategoryByName,
  insertCategory,
  listCategories,
  listCategoryUsage,
  lockCategory,
  markCategoryDeleted,
  renameCategory,
} from './categories.repository.js';

export { listCategories, listCategoryUsage };

/**
 * The category a form names: by id, or by name (case-insensitive), since the spec's client sends the
 * category name as `shopActivity`.
 */
export function findCategory(db: Executor, idOrName: string): Promise<CategoryRow | undefined> {
  const value = idOrName.trim();
  return isUuid(value) ? findCategoryById(db, value) : findCategoryByName(db, value);
}

const categoryNotFound = () => notFound(OPERATOR_MSG.categoryNotFound, 'category_not_found');
const nameTaken = () => conflict(OPERATOR_MSG.categoryExists, 'category_exists');

/** A name another live category holds (whatever its case) is a 409, even when two operators race. */
async function uniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error) !== undefined) throw nameTaken();
    throw error;
  }
}

export async function addCategory(tx: Executor, categoryName: string): Promise<CategoryRow> {
  if (await findCategoryByName(tx, categoryName)) throw nameTaken();
  return uniqueName(() => insertCategory(tx, categoryName));
}

/** Renames the live category `id`; the row before, for the audit log. */
export async function renameCategoryById(
  tx: Executor,
  id: string,
  categoryName: string,
): Promise<{ before: CategoryRow; after: CategoryRow }> {
  const before = isUuid(id) ? await lockCategory(tx, id) : undefined;
  if (!before) throw categoryNotFound();
  if (before.categoryName === categoryName)
    throw conflict(OPERATOR_MSG.categoryUnchanged, 'category_unchanged');
  const other = await findCategoryByName(tx, categoryName);
  if (other && other.id !== id) throw nameTaken();
  await uniqueName(() => renameCategory(tx, id, categoryName));
  return { before, after: { id, categoryName } };
}

/** Deletes the live category `id`, refused (409) while a shop or a product uses it. */
export async function deleteCategoryById(tx: Executor, id: string, at: Date): Promise<CategoryRow> {
  // Locked FOR UPDATE: a shop or product being written with it holds a key-share lock until it commits, so
  // the count below sees it.
  const row = isUuid(id) ? await lockCategory(tx, id) : undefined;
  if (!row) throw categoryNotFound();
  const usage = await categoryUsage(tx, id);
  if (usage.shopCount > 0 || usage.productCount > 0) {
    throw conflict(OPERATOR_MSG.categoryInUse, 'category_in_use');
  }
  await markCategoryDeleted(tx, id, at);
  return row;
}
