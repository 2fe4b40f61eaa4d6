// What other modules may call of payments, the providers' adapters (.dependency-cruiser.cjs: a module's index
// is its public face). The wallet serves the routes providers and payers reach (wallet/provider.routes.ts).
export {
  type IncomingNotice,
  NOTICE_MAX_AGE_MS,
  type PaymentProvider,
  type ProviderStatus,
  providerTakes,
} from './provider.js';
export { notifyUrl, paymentProvider } from './providers.js';
export { decideSandboxPayment, findSandboxPayment, signedSandboxNotice } from './sandbox.provider.js';
export { checkoutPage, closedPage, SANDBOX_METHODS, signInPage } from './sandbox-page.js';
