// The identity documents' deletion, SHOP_VERIFICATION.documentRetentionDays after the decision: a sweep in every
// API process (not in tests: they call sweepVerificationDocuments with the test clock).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { sweepVerificationDocuments } from './shop-verification.service.js';

const SWEEP_INTERVAL_MS = 3_600_000;

export function startDocumentSweeper(app: FastifyInstance, ctx: AppContext): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const sweep = () => {
    running ??= sweepVerificationDocuments(ctx)
      .then(
        (deleted) => {
          if (deleted > 0) app.log.info({ deleted }, 'verification documents deleted');
        },
        (error: unknown) => app.log.error(error, 'verification document sweep failed'),
      )
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(sweep, SWEEP_INTERVAL_MS);
    timer.unref();
    sweep();
  });
  // Before the database closes: a sweep in flight finishes.
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
