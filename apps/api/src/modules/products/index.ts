// What other modules may call of products (.dependency-cruiser.cjs: a module's index is its public face).
export { loadProducts } from './products.presenter.js';
export { priceText } from './products.preview.js';
export { removeProduct, requireOwnedProduct } from './products.service.js';
