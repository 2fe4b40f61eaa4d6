// What other modules may call of the wallet (.dependency-cruiser.cjs: a module's index is its public face).
export { holdEscrow, refundEscrow, releaseEscrow, splitEscrow } from './escrow.js';
