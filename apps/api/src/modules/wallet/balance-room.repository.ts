// Queries of the balance's room (balance-room.ts): the wallets' locks and a user's commitments.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

/**
 * Locks the wallets (user rows) in id order, so two orders between the same two people lock alike. Every
 * change of a user's commitments that raises them takes this lock first; the ones that lower them need not.
 * NO KEY UPDATE, the lock of the balance's own UPDATE: the KEY SHARE locks that the order's foreign keys
 * already hold on both rows do not stand in its way (FOR UPDATE would deadlock two crossed orders).
 * Returns each wallet's currency read under the lock.
 */
export async function lockWallets(tx: Executor, userIds: string[]): Promise<Map<string, string>> {
  const ids = [...new Set(userIds)].sort();
  const result = (await tx.execute(
    sql`SELECT id, devise FROM users WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) ORDER BY id FOR NO KEY UPDATE`,
  )) as unknown as { rows: { id: string; devise: string }[] };
  // Each wallet's currency as it stands under the lock (a change of country takes the same lock).
  return new Map(result.rows.map((row) => [row.id, row.devise]));
}

/** The user's balance plus every credit that may still come. One statement: one snapshot of them all. */
export async function commitmentsOf(tx: Executor, userId: string): Promise<number> {
  const result = (await tx.execute(sql`
    SELECT (
      (SELECT wallet_budget FROM users WHERE id = ${userId}::uuid)
      + (SELECT coalesce(sum(operation_amount), 0) FROM wallet_operations
         WHERE user_id = ${userId}::uuid AND status = 0)
      + (SELECT coalesce(sum(h.amount), 0) FROM orders o
         JOIN ledger_movements h ON h.order_id = o.id AND h.kind = 'escrow_hold'
         WHERE o.user_id = ${userId}::uuid AND o.order_state IN ('Pending', 'Accepted'))
      + (SELECT coalesce(sum(h.amount), 0) FROM shops s
         JOIN orders o ON o.shop_id = s.id AND o.order_state IN ('Pending', 'Accepted')
         JOIN ledger_movements h ON h.order_id = o.id AND h.kind = 'escrow_hold'
         WHERE s.user_id = ${userId}::uuid)
    )::text AS total`)) as unknown as { rows: { total: string | null }[] };
  return Number(result.rows[0]?.total ?? 0);
}
