// The one place API tests make their data: accounts, sellers with their shop, products, publications.
export * from './accounts.js';
export * from './multipart.js';
export * from './products.js';
export * from './publications.js';
export * from './shops.js';
