export * from './commerce.js';
export * from './messaging.js';
export * from './moderation.js';
export * from './operators.js';
export * from './publications.js';
export * from './shops.js';
export * from './users.js';
export * from './wallet.js';
