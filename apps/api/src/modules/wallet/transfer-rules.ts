// What a recharge or a withdrawal must meet before anything is written: the bounds of the wallet's currency
// (packages/domain money.ts) and a provider that moves money in it.
import { moneyMessages, transferProblem, WALLET_MSG } from '@sugu/domain';
import type { FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
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

/**
 * The first step of a recharge or a withdrawal (its route attaches the body's validation): a body the schema
 * refused is refused here, before the session is asked for, as any route refuses it; an amount that is no
 * whole number at all ('abc') is told the minimum of the user's own currency, as an amount below it is
 * ('Montant invalide (min 10,00 GH₵)'), not the FCFA one the schema was built with.
 */
export async function refuseInvalidTransfer(request: FastifyRequest): Promise<void> {
  const error = request.validationError;
  if (!error) return;
  const currency = request.auth?.user.devise;
  if (currency && hasZodFastifySchemaValidationErrors(error)) {
    const tooLow = moneyMessages(currency).transferTooLow;
    for (const issue of error.validation) if (issue.instancePath === '/amount') issue.message = tooLow;
  }
  throw error;
}
