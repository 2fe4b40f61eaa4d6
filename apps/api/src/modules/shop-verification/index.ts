// What other modules may call of shop-verification (.dependency-cruiser.cjs: a module's index is its public face).
export { decideVerification, sweepVerificationDocuments } from './shop-verification.service.js';
