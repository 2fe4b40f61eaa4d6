// Helpers of the wallet tests: recharges through the sandbox checkout, balances and the ledger.
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../src/app.js';
import type { Database } from '../../src/db/client.js';
import { users, walletOperations } from '../../src/db/schema/index.js';
import { newId } from '../../src/lib/ids.js';
import { applyProviderStatus } from '../../src/modules/wallet/settlement.js';
import { confirmPin } from './users.js';

export function startPayment(app: App, cookie: string, amount: number | string, currency = 'XOF') {
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

export function withdrawBody(amount: number | string, overrides: Record<string, unknown> = {}) {
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

const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []);

/**
 * The ledger invariant, every way it can break (should be none): a wallet differs from the sum of its
 * entries, a movement does not balance, a balance is negative, an escrow does not hold exactly its open
 * order's amount (nothing once released or refunded), or the entries do not sum to zero.
 */
export async function ledgerViolations(db: Database): Promise<string[]> {
  const found = [
    ...(await ledgerMismatches(db)).map((row) => `wallet ≠ its entries: ${JSON.stringify(row)}`),
    ...(await unbalancedMovements(db)).map((row) => `unbalanced movement: ${JSON.stringify(row)}`),
  ];
  for (const { id } of rowsOf<{ id: string }>(
    await db.execute(sql`SELECT id FROM users WHERE wallet_budget < 0`),
  ))
    found.push(`negative wallet: ${id}`);
  const escrows = rowsOf<{ order_id: string; balance: string; open: boolean }>(
    await db.execute(sql`
      SELECT e.order_id, sum(e.amount) AS balance,
        NOT EXISTS (SELECT 1 FROM ledger_movements m WHERE m.order_id = e.order_id
          AND m.kind IN ('escrow_release', 'escrow_refund')) AS open
      FROM ledger_entries e WHERE e.account = 'escrow' GROUP BY e.order_id`),
  );
  for (const escrow of escrows)
    if (escrow.open ? Number(escrow.balance) <= 0 : Number(escrow.balance) !== 0)
      found.push(
        `escrow of order ${escrow.order_id}: ${escrow.balance} (${escrow.open ? 'open' : 'closed'})`,
      );
  const [total] = rowsOf<{ sum: string }>(
    await db.execute(sql`SELECT coalesce(sum(amount), 0) AS sum FROM ledger_entries`),
  );
  if (Number(total?.sum) !== 0) found.push(`the entries sum to ${total?.sum}, not 0`);
  return found;
}

/** Credits a wallet through the real settlement of a sandbox deposit (no checkout page). */
export async function fund(app: App, userId: string, amount: number, currency = 'XOF'): Promise<string> {
  const id = newId();
  await app.ctx.db.insert(walletOperations).values({
    id,
    userId,
    type: 3,
    status: 0,
    operationAmount: amount,
    currency,
    provider: 'sandbox',
    providerRef: id,
  });
  expect(await applyProviderStatus(app.ctx.db, id, 'settled')).toBe('settled');
  return id;
}
