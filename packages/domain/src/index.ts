export * from './auth.js';
export * from './constants.js';
export * from './format.js';
export * from './media.js';
export * from './messages.js';
export * from './reference-data.js';
export * from './users.js';
