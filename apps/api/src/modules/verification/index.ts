// What other modules may call of verification (.dependency-cruiser.cjs: a module's index is its public face).
export { checkPurposeCode, consumePurposeCode, sendPurposeCode } from './purpose-codes.js';
