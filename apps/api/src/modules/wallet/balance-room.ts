// MONEY.maxBalance holds whatever happens (packages/domain money.ts). The credits nobody may refuse — a
// confirmed recharge, a failed withdrawal coming back, an escrow refund or release — are reserved when the
// money sets off: a recharge is refused when it starts, a wallet-paid order when it is placed, if the
// wallet's commitments plus the amount would pass the maximum. Commitments: the balance, the pending
// recharges and withdrawals (a failed one comes back), and the escrow still held on the user's purchases
// (it may be refunded) and sales (it may be released). Every movement keeps them or lowers them, so the
// credits that were reserved always fit: users_wallet_budget_max stands behind it.
import { MONEY } from '@sugu/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { AppError } from '../../lib/errors.js';

/**
 * Locks the wallets (user rows) in id order, so two orders between the same two people lock alike. Every
 * change of a user's commitments that raises them takes this lock first; the ones that lower them need not.
 * NO KEY UPDATE, the lock of the balance's own UPDATE: the KEY SHARE locks that the order's foreign keys
 * already hold on both rows do not stand in its way (FOR UPDATE would deadlock two crossed orders).
 */
export async function lockWallets(tx: Executor, userIds: string[]): Promise<void> {
  const ids = [...new Set(userIds)].sort();
  await tx.execute(
    sql`SELECT id FROM users WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) ORDER BY id FOR NO KEY UPDATE`,
  );
}

/** The user's balance plus every credit that may still come. One statement: one snapshot of them all. */
async function commitments(tx: Executor, userId: string): Promise<number> {
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

/**
 * Throws `refusal()` when `amount` more would take the user's commitments past MONEY.maxBalance. Call it
 * inside the transaction that commits the amount, after lockWallets.
 */
export async function requireRoom(
  tx: Executor,
  userId: string,
  amount: number,
  refusal: () => AppError,
): Promise<void> {
  if ((await commitments(tx, userId)) + amount > MONEY.maxBalance) throw refusal();
}
