export { CATEGORY_NAMES, seedCategories } from './categories.js';
export { seedDemo, startDemoSeed } from './demo.js';
