// Settling deposits and withdrawals once the provider has spoken: a notification is authenticated
// (signature, freshness), then the status is asked of the provider itself, then applied once per
// operation under a row lock. Replays and forgeries change nothing.
import { formatOrderAmount, WALLET_MSG, WALLET_OPERATION, WALLET_STATUS } from '@sugu/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.js';
import { AppError, notFound } from '../../lib/errors.js';
import {
  type IncomingNotice,
  NOTICE_MAX_AGE_MS,
  type PaymentProvider,
  type ProviderStatus,
} from '../payments/index.js';
import { transfer } from './ledger.js';
import {
  findByProviderRef,
  finishOperation,
  lockOperation,
  type OperationRow,
} from './operations.repository.js';
import { notifyWalletOwner } from './wallet-notice.js';

export type SettleResult = 'settled' | 'failed' | 'pending' | 'already';

/** Applies the provider's final word to a pending operation; a second call finds it finished and does nothing. */
export async function applyProviderStatus(
  db: Database,
  operationId: string,
  status: ProviderStatus,
): Promise<SettleResult> {
  if (status === 'pending') return 'pending';
  return db.transaction(async (tx) => {
    const op = await lockOperation(tx, operationId);
    if (!op) throw notFound();
    if (op.status !== WALLET_STATUS.pending) return 'already';
    if (op.type === WALLET_OPERATION.deposit) await settleDeposit(tx, op, status);
    else await settleWithdrawal(tx, op, status);
    await finishOperation(tx, op.id, status === 'settled' ? WALLET_STATUS.settled : WALLET_STATUS.failed);
    return status;
  });
}

/** The operation's amount from the provider's clearing account into the user's wallet. */
function creditFromClearing(tx: Executor, op: OperationRow, kind: 'deposit' | 'withdrawal_reversal') {
  return transfer(tx, {
    kind,
    operationId: op.id,
    amount: op.operationAmount,
    currency: op.currency,
    from: { account: 'clearing', provider: op.provider },
    to: { account: 'wallet', userId: op.userId },
  });
}

async function settleDeposit(tx: Executor, op: OperationRow, status: 'settled' | 'failed') {
  if (status === 'failed') return;
  await creditFromClearing(tx, op, 'deposit');
  await notifyWalletOwner(
    tx,
    op.userId,
    () => WALLET_MSG.depositTitle,
    () => WALLET_MSG.depositMessage(formatOrderAmount(op.operationAmount, op.currency)),
  );
}

async function settleWithdrawal(tx: Executor, op: OperationRow, status: 'settled' | 'failed') {
  const amount = () => formatOrderAmount(op.operationAmount, op.currency);
  if (status === 'failed') {
    // The amount was held when the withdrawal was asked: it goes back to the wallet.
    await creditFromClearing(tx, op, 'withdrawal_reversal');
  }
  await notifyWalletOwner(
    tx,
    op.userId,
    () => (status === 'settled' ? WALLET_MSG.withdrawalTitle : WALLET_MSG.withdrawalFailedTitle),
    () =>
      status === 'settled'
        ? WALLET_MSG.withdrawalMessage(amount())
        : WALLET_MSG.withdrawalFailedMessage(amount()),
  );
}

/** POST /api/Payments/notify/{provider}: authenticate, ask the provider, apply once. */
export async function handleProviderNotice(
  db: Database,
  provider: PaymentProvider,
  notice: IncomingNotice,
  log: FastifyBaseLogger,
  now: Date,
): Promise<SettleResult> {
  const verified = provider.verifyNotice(notice);
  if (!verified) throw new AppError(401, 'notification_invalid', WALLET_MSG.notificationInvalid);
  if (verified.signedAt && Math.abs(now.getTime() - verified.signedAt.getTime()) > NOTICE_MAX_AGE_MS) {
    throw new AppError(400, 'notification_stale', WALLET_MSG.notificationStale);
  }
  const op = await findByProviderRef(db, provider.name, verified.reference);
  const expectedType = verified.kind === 'payment' ? WALLET_OPERATION.deposit : WALLET_OPERATION.withdrawal;
  if (!op || op.type !== expectedType) throw notFound();
  if (op.status !== WALLET_STATUS.pending) return 'already';

  if (op.type === WALLET_OPERATION.withdrawal) {
    return applyProviderStatus(db, op.id, await provider.checkPayout(verified.reference));
  }
  return checkDeposit(db, provider, op, log);
}

/**
 * Asks the provider how a pending deposit went and applies its answer: after a notification, and when the
 * payer comes back from the provider's page (payment-return.ts). A payment of another amount or currency
 * than the operation's is never credited.
 */
export async function checkDeposit(
  db: Database,
  provider: PaymentProvider,
  op: OperationRow,
  log: FastifyBaseLogger,
): Promise<SettleResult> {
  const check = await provider.checkPayment(op.providerRef ?? op.id);
  if (check.status === 'settled' && (check.amount !== op.operationAmount || check.currency !== op.currency)) {
    log.error({ operationId: op.id, check }, 'payment amount or currency differs from the operation');
    throw new AppError(409, 'payment_mismatch', WALLET_MSG.notificationInvalid);
  }
  return applyProviderStatus(db, op.id, check.status);
}
