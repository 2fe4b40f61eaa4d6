// Queries of the sandbox provider's own books (payment_sandbox_transactions).
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { sandboxTransactions } from '../../db/schema/index.js';

export type SandboxTransaction = typeof sandboxTransactions.$inferSelect;

export async function findSandboxTransaction(
  db: Executor,
  reference: string,
): Promise<SandboxTransaction | undefined> {
  const [row] = await db
    .select()
    .from(sandboxTransactions)
    .where(eq(sandboxTransactions.reference, reference));
  return row;
}

export async function insertSandboxTransaction(
  db: Executor,
  values: typeof sandboxTransactions.$inferInsert,
): Promise<void> {
  await db.insert(sandboxTransactions).values(values);
}

/** Records the decision of a payment still pending; whether it was. */
export async function decideSandboxTransaction(
  db: Executor,
  reference: string,
  status: 'ACCEPTED' | 'REFUSED',
  method: string,
): Promise<boolean> {
  const updated = await db
    .update(sandboxTransactions)
    .set({ status, method })
    .where(and(eq(sandboxTransactions.reference, reference), eq(sandboxTransactions.status, 'PENDING')))
    .returning({ reference: sandboxTransactions.reference });
  return updated.length === 1;
}
