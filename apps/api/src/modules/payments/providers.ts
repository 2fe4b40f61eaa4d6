// The configured provider (PAYMENT_PROVIDER), one per app: the wallet module asks for it here.
import type { AppContext } from '../../context.js';
import { createCinetpayProvider } from './cinetpay.provider.js';
import type { PaymentProvider } from './provider.js';
import { createSandboxProvider } from './sandbox.provider.js';

// Keyed by the app's context, so several apps in one process (tests) keep their own provider.
const providers = new WeakMap<AppContext, PaymentProvider>();

export function paymentProvider(ctx: AppContext): PaymentProvider {
  let provider = providers.get(ctx);
  if (!provider) {
    provider =
      ctx.config.paymentProvider === 'cinetpay' && ctx.config.cinetpay
        ? createCinetpayProvider(ctx.config.cinetpay)
        : createSandboxProvider(ctx.db, ctx.config.sandboxSecret);
    providers.set(ctx, provider);
  }
  return provider;
}

/** Where providers call us back: absolute, on PUBLIC_URL (a real provider must reach it from outside). */
export const notifyUrl = (ctx: AppContext, provider: PaymentProvider) =>
  `${ctx.config.publicUrl}/api/Payments/notify/${provider.name}`;
