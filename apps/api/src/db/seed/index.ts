export { seedCategories } from './categories.js';
export { seedDemo, startDemoSeed } from './demo.js';
