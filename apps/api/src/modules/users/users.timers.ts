// Suspensions with an end are lifted when it passes, whether or not the account logs in: a sweep in every API
// process (not in tests: they call liftEndedSuspensions with the test clock). Each account is lifted once
// however many processes sweep (conditional UPDATE).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { liftEndedSuspensions } from './suspension.service.js';

const SWEEP_INTERVAL_MS = 60_000;

export function startSuspensionSweeper(app: FastifyInstance, ctx: AppContext): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  const sweep = () => {
    running ??= liftEndedSuspensions(ctx)
      .then(
        (lifted) => {
          if (lifted > 0) app.log.info({ lifted }, 'ended suspensions lifted');
        },
        (error: unknown) => app.log.error(error, 'suspension sweep failed'),
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
