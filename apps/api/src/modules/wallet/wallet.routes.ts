// The wallet's routes: recharge, withdrawal (and its e-mailed code), the operations list.
import {
  MyOperationsResponse,
  SendCodeResponse,
  StartPaymentBody,
  StartPaymentResponse,
  WALLET_MSG,
  WalletOperation,
  WithdrawBody,
  WithdrawResponse,
} from '@sugu/domain';
import type { ModuleRoutes } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { perAccount } from '../../plugins/rate-limit.js';
import { currentUser, requireUser } from '../../session/session.js';
import { paymentProvider } from '../payments/index.js';
import { sendPurposeCode } from '../verification/index.js';
import { cashoutCodeMail } from './cashout-mail.js';
import { listOperations } from './operations.repository.js';
import { startRecharge } from './recharge.js';
import { RECONCILE, reconcilePending } from './reconcile.js';
import { refuseInvalidTransfer } from './transfer-rules.js';
import { withdraw } from './withdrawal.js';

const TAGS = ['Portefeuille'];
const OPERATIONS_SHOWN = 100;
const LIMITS = {
  startPerAccount: { max: 20, timeWindow: '1 minute' },
  withdrawPerAccount: { max: 60, timeWindow: '1 minute' },
  codePerAccount: { max: 5, timeWindow: '10 minutes' },
};

export const walletRoutes: ModuleRoutes = async (app, { ctx }) => {
  const provider = paymentProvider(ctx);
  const byUser = (request: { auth: { user: { id: string } } | null }) => request.auth?.user.id;
  // WALLET_MODE=notice: no payment contract yet, so no money may enter or leave (the page shows the notice).
  const walletOpen = async () => {
    if (ctx.config.walletMode === 'notice')
      throw new AppError(503, 'wallet_disabled', WALLET_MSG.walletDisabled);
  };

  // Lost notifications: pending operations are asked of the provider every few minutes (not in tests,
  // which call reconcilePending with the time they want).
  if (ctx.config.env !== 'test') {
    const timer = setInterval(() => {
      reconcilePending(ctx.db, provider, app.log, ctx.now()).catch((error) =>
        app.log.warn({ err: error }, 'reconcile'),
      );
    }, RECONCILE.everyMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  if (ctx.config.env === 'production' && provider.name === 'sandbox') {
    app.log.warn('PAYMENT_PROVIDER=sandbox en production : les recharges ne déplacent aucun argent réel.');
  }

  app.post(
    '/api/Payments/start',
    {
      attachValidation: true,
      preHandler: [
        refuseInvalidTransfer,
        requireUser,
        walletOpen,
        perAccount(app, 'payment-start', LIMITS.startPerAccount, byUser),
      ],
      schema: {
        tags: TAGS,
        summary: 'Recharge : crée un dépôt en attente et renvoie la page de paiement (PIN confirmé requis)',
        body: StartPaymentBody,
        response: { 200: StartPaymentResponse },
      },
    },
    async (request) => startRecharge(ctx, provider, request.auth!, request.body, request.log),
  );

  app.post(
    '/api/Cashout/withdraw',
    {
      attachValidation: true,
      preHandler: [
        refuseInvalidTransfer,
        requireUser,
        walletOpen,
        perAccount(app, 'withdraw', LIMITS.withdrawPerAccount, byUser),
      ],
      schema: {
        tags: TAGS,
        summary: 'Retrait vers un compte mobile money (PIN confirmé requis, code e-mail si activé)',
        body: WithdrawBody,
        response: { 200: WithdrawResponse },
      },
    },
    async (request) => withdraw(ctx, provider, request.auth!, request.body, request.log),
  );

  app.post(
    '/api/Cashout/send-code',
    {
      preHandler: [requireUser, perAccount(app, 'cashout-code', LIMITS.codePerAccount, byUser)],
      schema: {
        tags: TAGS,
        summary: 'Envoie par e-mail le code qui confirme un retrait (double authentification)',
        response: { 200: SendCodeResponse },
      },
    },
    async (request) => sendPurposeCode(ctx, currentUser(request), 'cashout', cashoutCodeMail, ctx.now()),
  );

  app.get(
    '/api/Operations/my-operations',
    {
      preHandler: requireUser,
      schema: {
        tags: TAGS,
        summary:
          'Mes dépôts (type 3) et retraits (type 4), réglés (1) et en attente (0), les plus récents d’abord',
        response: { 200: MyOperationsResponse },
      },
    },
    async (request) => {
      const rows = await listOperations(ctx.db, currentUser(request).id, OPERATIONS_SHOWN);
      return rows.map((row) =>
        WalletOperation.parse({ ...row, operationTime: row.operationTime.toISOString() }),
      );
    },
  );
};
