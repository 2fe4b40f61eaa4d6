// Helpers of the wallet tests: recharges through the sandbox checkout, balances and the ledger.
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../src/app.js';
import type { Database } from '../../src/db/client.js';
import { users, walletOperations } from '../../src/db/schema/index.js';
import { newId } from '../../src/lib/ids.js';
import { applyProviderStatus } from '../../src/modules/wallet/settlement.js';
import { confirmPin } from './users.js';

export function startPayment(app: App, cookie: string, amount: number, currency = 'XOF') {
  return app.inject({
    method: 'POST',
    url: '/api/Payments/start',
    payload: { amount, currency, description: 'Recharge test' },
    headers: { cookie },
  });
}

/** The payer's answer on the sandbox checkout page, as their browser posts it (`extra`: other headers). */
export function decideSandbox(
  app: App,
  paymentUrl: string,
  cookie: string | undefined,
  form: string,
  extra: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: paymentUrl,
    payload: form,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie && { cookie }),
      ...extra,
    },
  });
}

/** Starts a recharge and answers the payer on the sandbox page: 'confirm' or 'refuse'. */
export async function recharge(
  app: App,
  cookie: string,
  amount: number,
  decision: 'confirm' | 'refuse' = 'confirm',
  reason = 'refused',
) {
  await confirmPin(app, cookie);
  const start = await startPayment(app, cookie, amount);
  expect(start.statusCode, start.body).toBe(200);
  const { paymentUrl, operationId } = start.json();
  const page = await app.inject({ method: 'GET', url: paymentUrl, headers: { cookie } });
  expect(page.statusCode).toBe(200);
  const answer = await decideSandbox(
    app,
    paymentUrl,
    cookie,
    `decision=${decision}&method=WAVE&reason=${reason}`,
  );
  expect(answer.statusCode).toBe(303);
  return { operationId: operationId as string, redirect: answer.headers.location };
}

export function withdrawBody(amount: number, overrides: Record<string, unknown> = {}) {
  return {
    prefix: '223',
    phone: '76123456',
    name: 'Traoré',
    surname: 'Awa',
    email: 'awa@exemple.ml',
    amount,
    ...overrides,
  };
}

export function postWithdraw(app: App, cookie: string, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/Cashout/withdraw', payload: body, headers: { cookie } });
}

export async function budgetOf(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ budget: users.walletBudget }).from(users).where(eq(users.id, userId));
  return row!.budget;
}

/** Every wallet whose wallet_budget differs from the sum of its ledger entries (should be none). */
export async function ledgerMismatches(db: Database) {
  const result = await db.execute(sql`
    SELECT u.id, u.wallet_budget, coalesce(sum(e.amount), 0) AS ledger
    FROM users u LEFT JOIN ledger_entries e ON e.account = 'wallet' AND e.user_id = u.id
    GROUP BY u.id HAVING u.wallet_budget <> coalesce(sum(e.amount), 0)`);
  return (result as unknown as { rows: unknown[] }).rows ?? (result as unknown as unknown[]);
}

/** Movements whose entries do not sum to zero (should be none; the deferred trigger forbids them). */
export async function unbalancedMovements(db: Database) {
  const result = await db.execute(sql`
    SELECT movement_id FROM ledger_entries GROUP BY movement_id, currency HAVING sum(amount) <> 0`);
  return (result as unknown as { rows: unknown[] }).rows ?? (result as unknown as unknown[]);
}

/** Credits a wallet through the real settlement of a sandbox deposit (no checkout page). */
export async function fund(app: App, userId: string, amount: number): Promise<string> {
  const id = newId();
  await app.ctx.db.insert(walletOperations).values({
    id,
    userId,
    type: 3,
    status: 0,
    operationAmount: amount,
    currency: 'XOF',
    provider: 'sandbox',
    providerRef: id,
  });
  expect(await applyProviderStatus(app.ctx.db, id, 'settled')).toBe('settled');
  return id;
}
