// A notification can be lost (provider outage, our server down): pending operations older than a few
// minutes are asked of the provider directly and settled the same way a notification would settle them.
// A deposit whose checkout nobody answered within a day is abandoned: marked failed (it moved no money).
// Withdrawals are never given up on our side: the held money may be on its way, only the provider decides.
import { WALLET_OPERATION } from '@sugu/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { PaymentProvider, ProviderStatus } from '../payments/index.js';
import { findStalePending } from './operations.repository.js';
import { applyProviderStatus } from './settlement.js';

export const RECONCILE = {
  everyMs: 5 * 60_000,
  olderThanMs: 5 * 60_000,
  abandonDepositAfterMs: 24 * 3_600_000,
  batch: 50,
} as const;

export async function reconcilePending(
  db: Database,
  provider: PaymentProvider,
  log: FastifyBaseLogger,
  now: Date,
): Promise<Record<string, number>> {
  const stale = await findStalePending(
    db,
    provider.name,
    new Date(now.getTime() - RECONCILE.olderThanMs),
    RECONCILE.batch,
  );
  const counts: Record<string, number> = {};
  for (const op of stale) {
    try {
      let status: ProviderStatus;
      if (op.type === WALLET_OPERATION.deposit) {
        const check = await provider.checkPayment(op.providerRef ?? op.id);
        const abandoned = now.getTime() - op.operationTime.getTime() > RECONCILE.abandonDepositAfterMs;
        const agrees = check.amount === op.operationAmount && check.currency === op.currency;
        status = check.status === 'settled' && !agrees ? 'pending' : check.status;
        if (status === 'pending' && abandoned && check.status !== 'settled') status = 'failed';
      } else {
        status = await provider.checkPayout(op.providerRef ?? op.id);
      }
      const result = await applyProviderStatus(db, op.id, status);
      counts[result] = (counts[result] ?? 0) + 1;
    } catch (error) {
      log.warn({ err: error, operationId: op.id }, 'reconciliation of a pending operation failed');
    }
  }
  return counts;
}
