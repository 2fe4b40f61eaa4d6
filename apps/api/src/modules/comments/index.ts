// What other modules may call of comments (.dependency-cruiser.cjs: a module's index is its public face).
export { removeComment } from './comments.service.js';
