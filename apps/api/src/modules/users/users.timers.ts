// Suspensions with an end are lifted when it passes, whether or not the account logs in: a sweep in every API
// process (not in tests: they call liftEndedSuspensions with the test clock). Each account is lifted once
// however many processes sweep (conditional UPDATE).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { startSweeper } from '../../lib/sweeper.js';
import { liftEndedSuspensions } from './suspension.service.js';

const SWEEP_INTERVAL_MS = 60_000;

export function startSuspensionSweeper(app: FastifyInstance, ctx: AppContext): void {
  startSweeper(app, {
    everyMs: SWEEP_INTERVAL_MS,
    sweep: () => liftEndedSuspensions(ctx),
    done: { key: 'lifted', message: 'ended suspensions lifted' },
    failed: 'suspension sweep failed',
  });
}
