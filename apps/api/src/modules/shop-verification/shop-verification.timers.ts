// The identity documents' deletion, SHOP_VERIFICATION.documentRetentionDays after the decision: a sweep in every
// API process (not in tests: they call sweepVerificationDocuments with the test clock).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { startSweeper } from '../../lib/sweeper.js';
import { sweepVerificationDocuments } from './shop-verification.service.js';

const SWEEP_INTERVAL_MS = 3_600_000;

export function startDocumentSweeper(app: FastifyInstance, ctx: AppContext): void {
  startSweeper(app, {
    everyMs: SWEEP_INTERVAL_MS,
    sweep: () => sweepVerificationDocuments(ctx),
    done: { key: 'deleted', message: 'verification documents deleted' },
    failed: 'verification document sweep failed',
  });
}
