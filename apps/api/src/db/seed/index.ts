export { CATEGORY_NAMES, seedCategories } from './categories.js';
export { type DemoSummary, seedDemo } from './demo.js';
export { DEMO_CLIENT, DEMO_PASSWORD, DEMO_PIN, DEMO_SELLER } from './demo-data.js';
