export { CATEGORY_NAMES, seedCategories } from './categories.js';
export { seedDemo } from './demo.js';
