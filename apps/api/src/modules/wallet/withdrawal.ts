// Withdrawal: after the PIN authorisation (and the e-mailed code when twoFactorCashOut is on),
// the amount is held at once by the ledger's conditional debit, so concurrent withdrawals can never overdraw;
// then the payout goes to the provider. A refused payout gives the held amount back (settlement.ts).
import {
  phoneRuleError,
  WALLET_MSG,
  WALLET_OPERATION,
  WALLET_STATUS,
  type WithdrawBody,
  type WithdrawResponse,
} from '@sugu/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { forbidden, invalid } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import type { Auth } from '../../session/session.js';
import type { PaymentProvider, ProviderStatus } from '../payments/index.js';
import { notifyUrl } from '../payments/index.js';
import { consumePinGrant } from '../users/index.js';
import { checkPurposeCode, consumePurposeCode } from '../verification/index.js';
import { transfer } from './ledger.js';
import { insertOperation, insertPayout, walletBudgetOf } from './operations.repository.js';
import { applyProviderStatus } from './settlement.js';
import { requireTransferable } from './transfer-rules.js';

const STATUS_OF = { settled: WALLET_STATUS.settled, failed: WALLET_STATUS.failed } as const;

export async function withdraw(
  ctx: AppContext,
  provider: PaymentProvider,
  auth: Auth,
  body: WithdrawBody,
  log: FastifyBaseLogger,
): Promise<WithdrawResponse> {
  const { user } = auth;
  // The payout goes to a number of the account's own country: its dial code, its number rule.
  const ownPrefix = user.dialCode.replace(/^\+/, '');
  if (body.prefix !== ownPrefix) {
    const message = WALLET_MSG.prefixNotYours(ownPrefix);
    throw invalid(message, { prefix: message }, 'prefix_invalid');
  }
  const currency = user.devise;
  requireTransferable(provider, body.amount, currency);
  const phoneRefused = phoneRuleError(user.country, body.phone);
  if (phoneRefused) throw invalid(phoneRefused, { phone: phoneRefused }, 'phone_invalid');
  let codeId: string | null = null;
  if (user.twoFactorCashOut) {
    if (!body.code) throw forbidden(WALLET_MSG.cashoutCodeRequired, 'cashout_code_required');
    // Checked (and its attempt counted) before the transaction, consumed inside it.
    codeId = await checkPurposeCode(ctx.db, user.id, 'cashout', body.code, ctx.now());
  }
  const operationId = newId();
  await ctx.db.transaction(async (tx) => {
    await consumePinGrant(tx, auth.sessionId);
    if (codeId) await consumePurposeCode(tx, codeId, ctx.now());
    await insertOperation(tx, {
      id: operationId,
      userId: user.id,
      type: WALLET_OPERATION.withdrawal,
      status: WALLET_STATUS.pending,
      operationAmount: body.amount,
      currency,
      provider: provider.name,
      providerRef: operationId,
    });
    await insertPayout(tx, {
      operationId,
      prefix: body.prefix,
      phone: body.phone,
      name: body.name,
      surname: body.surname,
      email: body.email,
    });
    await transfer(tx, {
      kind: 'withdrawal',
      operationId,
      amount: body.amount,
      currency,
      from: { account: 'wallet', userId: user.id },
      to: { account: 'clearing', provider: provider.name },
    });
  });

  let status: ProviderStatus;
  try {
    status = await provider.sendPayout({
      reference: operationId,
      amount: body.amount,
      currency,
      prefix: body.prefix,
      phone: body.phone,
      name: body.name,
      surname: body.surname,
      email: body.email,
      notifyUrl: notifyUrl(ctx, provider),
    });
  } catch (error) {
    // Unknown outcome (network): the amount stays held until the provider's notification settles it.
    log.error({ err: error, operationId }, 'payout request failed');
    status = 'pending';
  }
  await applyProviderStatus(ctx.db, operationId, status);
  const finalStatus = status === 'pending' ? WALLET_STATUS.pending : STATUS_OF[status];
  return {
    message:
      finalStatus === WALLET_STATUS.settled
        ? WALLET_MSG.withdrawalDone
        : finalStatus === WALLET_STATUS.failed
          ? WALLET_MSG.withdrawalFailed
          : WALLET_MSG.withdrawalPending,
    operationId,
    status: finalStatus,
    walletBudget: await walletBudgetOf(ctx.db, user.id),
  };
}
