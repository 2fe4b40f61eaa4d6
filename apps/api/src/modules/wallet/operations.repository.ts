// Drizzle queries of wallet operations (deposits type 3, withdrawals type 4).
import { WALLET_STATUS } from '@sugu/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users, walletOperations, walletPayouts } from '../../db/schema/index.js';

export type OperationRow = typeof walletOperations.$inferSelect;

export async function insertOperation(tx: Executor, values: typeof walletOperations.$inferInsert) {
  await tx.insert(walletOperations).values(values);
}

export async function insertPayout(tx: Executor, values: typeof walletPayouts.$inferInsert) {
  await tx.insert(walletPayouts).values(values);
}

export async function findByProviderRef(db: Executor, provider: string, reference: string) {
  const [row] = await db
    .select()
    .from(walletOperations)
    .where(and(eq(walletOperations.provider, provider), eq(walletOperations.providerRef, reference)));
  return row;
}

export async function findOperation(db: Executor, id: string): Promise<OperationRow | undefined> {
  const [row] = await db.select().from(walletOperations).where(eq(walletOperations.id, id));
  return row;
}

/** The operation, row-locked: one settlement at a time, whoever notifies. */
export async function lockOperation(tx: Executor, id: string): Promise<OperationRow | undefined> {
  const [row] = await tx.select().from(walletOperations).where(eq(walletOperations.id, id)).for('update');
  return row;
}

export async function finishOperation(tx: Executor, id: string, status: number) {
  await tx.update(walletOperations).set({ status, settledAt: sql`now()` }).where(eq(walletOperations.id, id));
}

/** The user's settled and pending operations, newest first (failed ones moved no money: left out). */
export async function listOperations(db: Executor, userId: string, limit: number) {
  return db
    .select({
      id: walletOperations.id,
      type: walletOperations.type,
      status: walletOperations.status,
      operationAmount: walletOperations.operationAmount,
      currency: walletOperations.currency,
      operationTime: walletOperations.operationTime,
    })
    .from(walletOperations)
    .where(
      and(
        eq(walletOperations.userId, userId),
        inArray(walletOperations.status, [WALLET_STATUS.pending, WALLET_STATUS.settled]),
      ),
    )
    .orderBy(desc(walletOperations.operationTime), desc(walletOperations.id))
    .limit(limit);
}

export async function walletBudgetOf(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ budget: users.walletBudget }).from(users).where(eq(users.id, userId));
  return row?.budget ?? 0;
}

/** Pending operations created before `before`, oldest first: the ones a notification may never have reached. */
export async function findStalePending(db: Executor, provider: string, before: Date, limit: number) {
  return db
    .select()
    .from(walletOperations)
    .where(
      and(
        eq(walletOperations.provider, provider),
        eq(walletOperations.status, WALLET_STATUS.pending),
        sql`${walletOperations.operationTime} < ${before.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(walletOperations.operationTime)
    .limit(limit);
}
