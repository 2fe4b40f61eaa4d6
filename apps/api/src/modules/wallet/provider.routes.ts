// Provider-facing routes of the wallet: the notification endpoint every provider calls, the payer's return
// from the provider's page, the wallet's public settings, and the sandbox provider's checkout page (served by
// our API, as a provider would serve its own; its books are the payments module's).
import {
  DEFAULTS,
  LIMITS,
  MessageResponse,
  PaymentsConfigResponse,
  RECHARGE_CANCEL_REASONS,
  type RechargeCancelReason,
  rechargeCancelledUrl,
} from '@sugu/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ModuleRoutes } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { formShapeProblem, shapeError } from '../../plugins/json-body.js';
import {
  checkoutPage,
  closedPage,
  decideSandboxPayment,
  findSandboxPayment,
  paymentProvider,
  SANDBOX_METHODS,
  signedSandboxNotice,
  signInPage,
} from '../payments/index.js';
import { findByProviderRef } from './operations.repository.js';
import { PAYMENT_RETURN_PATH, paymentReturnPath, paymentReturnUrl } from './payment-return.js';
import { handleProviderNotice } from './settlement.js';

const TAGS = ['Paiements'];

const PaymentReturnQuery = z.object({
  operation: z.string().max(64).optional().catch(undefined),
  transaction_id: z.string().max(64).optional().catch(undefined),
});

const SandboxParams = z.object({ reference: z.string().max(64) });
const SandboxDecision = z.object({
  decision: z.enum(['confirm', 'refuse']).catch('refuse'),
  method: z.string().optional(),
  reason: z
    .enum(Object.keys(RECHARGE_CANCEL_REASONS) as [RechargeCancelReason, ...RechargeCancelReason[]])
    .catch('refused'),
});

export const providerRoutes: ModuleRoutes = async (app, { ctx }) => {
  const provider = paymentProvider(ctx);

  // Providers post their notifications as a form (CinetPay does); scoped to this module.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      const problem = formShapeProblem(body as string);
      if (problem) done(shapeError(problem), undefined);
      else done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.get(
    '/api/Payments/config',
    {
      schema: {
        tags: TAGS,
        summary: 'Réglages publics du portefeuille',
        response: { 200: PaymentsConfigResponse },
      },
    },
    async () => ({
      walletMode: ctx.config.walletMode,
      provider: provider.name,
      currencies: provider.currencies && [...provider.currencies],
      minAmount: LIMITS.walletMinAmount,
      withdrawalPrefix: DEFAULTS.withdrawalPrefix,
    }),
  );

  app.post(
    '/api/Payments/notify/:provider',
    {
      schema: {
        tags: TAGS,
        summary: 'Notification du prestataire (signée, vérifiée auprès du prestataire, traitée une fois)',
        params: z.object({ provider: z.string() }),
        response: { 200: MessageResponse },
      },
    },
    async (request) => {
      if (request.params.provider !== provider.name) throw notFound();
      const result = await handleProviderNotice(
        ctx.db,
        provider,
        { headers: request.headers, body: request.body },
        request.log,
        ctx.now(),
      );
      return { message: result };
    },
  );

  // The payer back from the provider's page (GET or POST, as CinetPay does): a redirect, nothing else. Not
  // under /api: a POST from the provider's page carries its Origin and no session cookie (SameSite=Lax).
  app.route({
    method: ['GET', 'POST'],
    url: PAYMENT_RETURN_PATH,
    schema: { hide: true, querystring: PaymentReturnQuery },
    handler: async (request, reply) => {
      const posted = request.body as Record<string, unknown> | undefined;
      const fromBody = typeof posted?.transaction_id === 'string' ? posted.transaction_id : undefined;
      const operationId = request.query.operation ?? request.query.transaction_id ?? fromBody;
      const target = await paymentReturnUrl(ctx.db, provider, operationId, request.log);
      return reply.header('cache-control', 'no-store').redirect(target, 303);
    },
  });

  // CinetPay pings the notification URL with GET to see it is up.
  app.get('/api/Payments/notify/:provider', { schema: { hide: true } }, async () => ({ message: 'OK' }));

  if (provider.name !== 'sandbox') return;

  /**
   * Only the payer who started the recharge sees its checkout and decides it (the session hook also checks
   * the Origin of the POST): a guest is asked to sign in (401); someone else's payment, or one already
   * decided, does not exist for them (404). Returns that answer, or null when the payer may go on.
   */
  async function refusal(request: FastifyRequest, reference: string, status: string | undefined) {
    if (!request.auth) return { status: 401, page: signInPage() };
    const operation = await findByProviderRef(ctx.db, provider.name, reference);
    if (status !== 'PENDING' || operation?.userId !== request.auth.user.id) {
      return { status: 404, page: closedPage() };
    }
    return null;
  }

  app.get(
    '/paiement/sandbox/:reference',
    { schema: { hide: true, params: SandboxParams } },
    async (request, reply) => {
      const payment = await findSandboxPayment(ctx.db, request.params.reference);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      const refused = await refusal(request, request.params.reference, payment?.status);
      if (refused) return reply.status(refused.status).send(refused.page);
      // The sandbox's reference is the operation's id (recharge.ts).
      return checkoutPage({ ...payment!, returnUrl: paymentReturnPath(request.params.reference) });
    },
  );

  app.post(
    '/paiement/sandbox/:reference',
    { schema: { hide: true, params: SandboxParams, body: SandboxDecision } },
    async (request, reply) => {
      const { reference } = request.params;
      const payment = await findSandboxPayment(ctx.db, reference);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      const refused = await refusal(request, reference, payment?.status);
      if (refused) return reply.status(refused.status).send(refused.page);
      const accepted = request.body.decision === 'confirm';
      const method = SANDBOX_METHODS.find((m) => m.value === request.body.method)?.value ?? 'OM';
      const decided = await decideSandboxPayment(
        ctx.db,
        reference,
        accepted ? 'ACCEPTED' : 'REFUSED',
        method,
      );
      if (!decided) return reply.status(404).send(closedPage());
      // Like a real provider: a signed notification to our endpoint, then the payer goes back to the app.
      const notice = signedSandboxNotice(ctx.config.sandboxSecret, 'payment', reference, ctx.now());
      const response = await app.inject({
        method: 'POST',
        url: '/api/Payments/notify/sandbox',
        headers: notice.headers,
        payload: notice.payload,
      });
      if (response.statusCode !== 200)
        request.log.error({ reference, body: response.body }, 'sandbox notice refused');
      return reply.redirect(accepted ? '/paiement/success' : rechargeCancelledUrl(request.body.reason), 303);
    },
  );
};
