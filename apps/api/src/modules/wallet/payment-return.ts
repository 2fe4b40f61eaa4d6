// Where a provider sends the payer back after its checkout page, whatever happened there (CinetPay calls
// the return URL with GET or POST and its `transaction_id`). The answer is only a redirect: to
// /paiement/success once the deposit is settled, to the wallet saying it was cancelled when it failed, or
// that it is being checked while the provider has not decided. A pending deposit is first asked of the
// provider (its notification may arrive after the payer), and settled the way a notification settles it.
import { RECHARGE_RETURN_URLS, WALLET_OPERATION, WALLET_STATUS } from '@sugu/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { isUuid } from '../../lib/ids.js';
import type { PaymentProvider } from '../payments/index.js';
import { findOperation } from './operations.repository.js';
import { checkDeposit } from './settlement.js';

export const PAYMENT_RETURN_PATH = '/paiement/retour';

/** The return URL given to the provider for this operation (it may add its own parameters). */
export const paymentReturnPath = (operationId: string) => `${PAYMENT_RETURN_PATH}?operation=${operationId}`;

/** Where the payer goes back to in the app. An unknown operation goes to the wallet, saying nothing. */
export async function paymentReturnUrl(
  db: Database,
  provider: PaymentProvider,
  operationId: string | undefined,
  log: FastifyBaseLogger,
): Promise<string> {
  if (!operationId || !isUuid(operationId)) return RECHARGE_RETURN_URLS.unknown;
  let op = await findOperation(db, operationId);
  if (op?.type !== WALLET_OPERATION.deposit || op.provider !== provider.name)
    return RECHARGE_RETURN_URLS.unknown;
  if (op.status === WALLET_STATUS.pending) {
    try {
      await checkDeposit(db, provider, op, log);
    } catch (error) {
      // The provider unreachable or disagreeing: the deposit stays pending, the reconciliation goes on.
      log.warn({ err: error, operationId }, 'payment return: the provider check failed');
    }
    op = (await findOperation(db, operationId)) ?? op;
  }
  if (op.status === WALLET_STATUS.settled) return RECHARGE_RETURN_URLS.settled;
  if (op.status === WALLET_STATUS.pending) return RECHARGE_RETURN_URLS.pending;
  return RECHARGE_RETURN_URLS.failed;
}
