// Provider-facing routes: the notification endpoint every provider calls, the wallet's public settings,
// and the sandbox provider's checkout page (served by our API, as a provider would serve its own).
import { DEFAULTS, LIMITS, MessageResponse, PaymentsConfigResponse } from '@sugu/domain';
import { z } from 'zod';
import type { ModuleRoutes } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { formShapeProblem, shapeError } from '../../plugins/json-body.js';
import { handleProviderNotice } from '../wallet/settlement.js';
import { paymentProvider } from './providers.js';
import { decideSandboxPayment, findSandboxPayment, signedSandboxNotice } from './sandbox.provider.js';
import { checkoutPage, closedPage, SANDBOX_METHODS } from './sandbox-page.js';

const TAGS = ['Paiements'];

const SandboxParams = z.object({ reference: z.string().max(64) });
const SandboxDecision = z.object({
  decision: z.enum(['confirm', 'refuse']).catch('refuse'),
  method: z.string().optional(),
});

export const paymentsRoutes: ModuleRoutes = async (app, { ctx }) => {
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

  // CinetPay pings the notification URL with GET to see it is up.
  app.get('/api/Payments/notify/:provider', { schema: { hide: true } }, async () => ({ message: 'OK' }));

  if (provider.name !== 'sandbox') return;

  app.get(
    '/paiement/sandbox/:reference',
    { schema: { hide: true, params: SandboxParams } },
    async (request, reply) => {
      const payment = await findSandboxPayment(ctx.db, request.params.reference);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (payment?.status !== 'PENDING') return reply.status(404).send(closedPage());
      return checkoutPage(payment);
    },
  );

  app.post(
    '/paiement/sandbox/:reference',
    { schema: { hide: true, params: SandboxParams, body: SandboxDecision } },
    async (request, reply) => {
      const { reference } = request.params;
      const accepted = request.body.decision === 'confirm';
      const method = SANDBOX_METHODS.find((m) => m.value === request.body.method)?.value ?? 'OM';
      const decided = await decideSandboxPayment(
        ctx.db,
        reference,
        accepted ? 'ACCEPTED' : 'REFUSED',
        method,
      );
      if (!decided) return reply.status(404).type('text/html; charset=utf-8').send(closedPage());
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
      return reply.redirect(accepted ? '/paiement/success' : '/portefeuille', 303);
    },
  );
};
