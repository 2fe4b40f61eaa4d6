// Operators (role Admin): an account signed up like any other, then given the role, as `npm run admin --
// promote` does (no endpoint grants it). Their actions need a PIN grant (users.ts confirmPin) and a reason.
import type { AuditEntry } from '@sugu/domain';
import { eq } from 'drizzle-orm';
import type { App } from '../../src/app.js';
import { users } from '../../src/db/schema/index.js';
import { type Account, buildUser, confirmPin, type SignUpOverrides } from './users.js';

/** A logged-in operator (its session reads the role at each request: no new login needed). */
export async function buildOperator(app: App, overrides: SignUpOverrides = {}): Promise<Account> {
  const account = await buildUser(app, { role: 'Client', ...overrides });
  await app.ctx.db.update(users).set({ role: 'Admin' }).where(eq(users.id, account.userId));
  return { ...account, user: { ...account.user, role: 'Admin' } };
}

/** An operator action through its route, after the PIN confirmation every action needs. */
export async function operatorRequest(
  app: App,
  operator: Account,
  request: { method: 'POST' | 'PUT' | 'DELETE'; url: string; payload: object },
  options: { confirm?: boolean } = {},
) {
  if (options.confirm !== false) await confirmPin(app, operator.cookie);
  return app.inject({ ...request, headers: { cookie: operator.cookie } });
}

/** The audit log as GET /api/Admin/audit shows it to `operator`, newest first (first page). */
export async function auditEntries(
  app: App,
  operator: Account,
  query: Record<string, string> = {},
): Promise<AuditEntry[]> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/Admin/audit',
    query,
    headers: { cookie: operator.cookie },
  });
  if (res.statusCode !== 200) throw new Error(`audit failed: ${res.statusCode} ${res.body}`);
  return res.json().items;
}
