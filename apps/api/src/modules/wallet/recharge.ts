// Recharge: after the PIN authorisation, a pending deposit (type 3, status 0) is registered
// with the provider and the browser goes to its payment page. Money arrives only through settlement.ts.
import {
  moneyMessages,
  type StartPaymentBody,
  type StartPaymentResponse,
  WALLET_MSG,
  WALLET_OPERATION,
  WALLET_STATUS,
} from '@sugu/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { AppError, conflict } from '../../lib/errors.js';
import { newId } from '../../lib/ids.js';
import type { Auth } from '../../session/session.js';
import type { PaymentProvider } from '../payments/index.js';
import { notifyUrl } from '../payments/index.js';
import { consumePinGrant } from '../users/index.js';
import { requireRoom } from './balance-room.js';
import { lockWallets } from './balance-room.repository.js';
import { finishOperation, insertOperation } from './operations.repository.js';
import { paymentReturnPath } from './payment-return.js';
import { currencyMismatch, requireTransferable } from './transfer-rules.js';

export async function startRecharge(
  ctx: AppContext,
  provider: PaymentProvider,
  auth: Auth,
  body: StartPaymentBody,
  log: FastifyBaseLogger,
): Promise<StartPaymentResponse> {
  const { user } = auth;
  if (body.currency !== user.devise) throw currencyMismatch();
  requireTransferable(provider, body.amount, body.currency);
  const operationId = newId();
  await ctx.db.transaction(async (tx) => {
    await consumePinGrant(tx, auth.sessionId);
    // The recharge reserves its room under its currency's maxBalance now: once paid, it is always credited.
    // The session's currency may be stale: a change of country commits under this lock (settings).
    const devise = (await lockWallets(tx, [user.id])).get(user.id);
    if (devise !== body.currency) throw currencyMismatch();
    await requireRoom(tx, { userId: user.id, currency: body.currency }, body.amount, () => {
      const message = moneyMessages(body.currency).balanceFull;
      return conflict(message, 'balance_full', { amount: message });
    });
    await insertOperation(tx, {
      id: operationId,
      userId: user.id,
      type: WALLET_OPERATION.deposit,
      status: WALLET_STATUS.pending,
      operationAmount: body.amount,
      currency: body.currency,
      provider: provider.name,
      providerRef: operationId,
    });
  });
  try {
    const { paymentUrl } = await provider.startPayment({
      reference: operationId,
      amount: body.amount,
      currency: body.currency,
      description: body.description || `Recharge ${user.username}`,
      customer: {
        id: user.id,
        name: user.name,
        surname: user.firstName,
        email: user.email,
        phone: user.phone,
      },
      notifyUrl: notifyUrl(ctx, provider),
      returnUrl: `${ctx.config.publicUrl}${paymentReturnPath(operationId)}`,
    });
    return { paymentUrl, operationId };
  } catch (error) {
    log.error({ err: error, operationId }, 'payment initialisation failed');
    await finishOperation(ctx.db, operationId, WALLET_STATUS.failed);
    throw new AppError(502, 'payment_init_failed', WALLET_MSG.paymentInitFailed);
  }
}
