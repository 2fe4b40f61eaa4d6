// The one place API tests make their data, each kind building on the one before (Immich's test/factories,
// Outline's test/factories.ts): a user (users.ts), a seller = a Vendeur with a shop (shops.ts), a product
// of a seller (products.ts), an order of a buyer for a product (orders.ts), publications, a conversation
// (chat.ts), money in a wallet (wallet.ts). Through the real endpoints by default; written straight only
// where a test needs many rows at once or a state no endpoint reaches, always by a named builder here.
export * from './africastalking-stand-in.js';
export * from './chat.js';
export * from './disputes.js';
export * from './hub.js';
export * from './moderation.js';
export * from './multipart.js';
export * from './notifications.js';
export * from './operators.js';
export * from './orders.js';
export * from './products.js';
export * from './publications.js';
export * from './push.js';
export * from './shop-verification.js';
export * from './shops.js';
export * from './users.js';
export * from './wallet.js';
