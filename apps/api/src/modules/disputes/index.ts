// What other modules may call of disputes (.dependency-cruiser.cjs: a module's index is its public face).
export { resolveDispute } from './disputes.service.js';
