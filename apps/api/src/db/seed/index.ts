export { CATEGORY_NAMES, seedCategories } from './categories.js';
export { type DemoSeeding, type DemoSummary, seedDemo, startDemoSeed } from './demo.js';
export { DEMO_CLIENT, DEMO_PASSWORD, DEMO_PIN, DEMO_SELLER } from './demo-data.js';
