// What a recharge or a withdrawal must meet before anything is written: the bounds of the wallet's currency
// (packages/domain money.ts) and a provider that moves money in it.
import { transferProblem, WALLET_MSG } from '@sugu/domain';
import { conflict, invalid } from '../../lib/errors.js';
import { type PaymentProvider, providerTakes } from '../payments/index.js';

/**
 * 409 currency_unsupported when the configured provider does not take the currency; 400 with the currency's
 * own message below its minimum or past its maximum ('Montant invalide (min 500 FCFA)', 'Montant trop élevé
 * (max 125 000,00 GH₵)').
 */
export function requireTransferable(provider: PaymentProvider, amount: number, currency: string): void {
  if (!providerTakes(provider, currency)) {
    throw conflict(WALLET_MSG.currencyUnsupported(currency), 'currency_unsupported');
  }
  const refused = transferProblem(amount, currency);
  if (refused) throw invalid(refused, { amount: refused });
}

/** 400 currency_mismatch: a recharge in another currency than the wallet's (no conversion, ever). */
export const currencyMismatch = () =>
  invalid(WALLET_MSG.currencyMismatch, { currency: WALLET_MSG.currencyMismatch }, 'currency_mismatch');
