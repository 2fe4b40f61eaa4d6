// Reports through POST /api/Report, and the operators' moderation services run as the console runs them:
// in one transaction whose cache events reach every process once it commits.
import type { ReportTargetType } from '@sugu/domain';
import { expect } from 'vitest';
import type { App } from '../../src/app.js';
import type { Executor } from '../../src/db/client.js';
import { announcing } from '../../src/lib/cache-events.js';
import type { ModerationEnv } from '../../src/modules/moderation/index.js';

export function postReport(app: App, cookie: string | undefined, payload: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/Report',
    payload,
    headers: { ...(cookie && { cookie }) },
  });
}

/** A report by `cookie`'s owner; throws unless it is filed (201 new, 200 a repeat). Its id. */
export async function buildReport(
  app: App,
  cookie: string,
  targetType: ReportTargetType,
  targetId: string,
  reason = 'Contenu trompeur',
): Promise<string> {
  const res = await postReport(app, cookie, { targetType, targetId, reason });
  expect([200, 201], res.body).toContain(res.statusCode);
  return res.json().reportId;
}

/** Runs a moderation service as the operator console does: one transaction, its events announced. */
export function moderate<T>(app: App, work: (tx: Executor, env: ModerationEnv) => Promise<T>): Promise<T> {
  return announcing(app.ctx.db, (tx, announce) => work(tx, { announce, now: app.ctx.now() }));
}
