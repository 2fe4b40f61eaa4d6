// What other modules may call of categories (.dependency-cruiser.cjs: a module's index is its public face).
export {
  addCategory,
  deleteCategoryById,
  findCategory,
  listCategoryUsage,
  renameCategoryById,
} from './categories.service.js';
