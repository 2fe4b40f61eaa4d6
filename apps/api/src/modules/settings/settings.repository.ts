// Queries of the settings: the user's own profile columns and preferences.
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { UserRow } from '../../session/session.js';

type ProfileChanges = Partial<
  Pick<
    UserRow,
    | 'firstName'
    | 'name'
    | 'city'
    | 'area'
    | 'profilePicture'
    | 'operator'
    | 'country'
    | 'dialCode'
    | 'phone'
    | 'isPhoneVerified'
    | 'devise'
  >
>;
type PreferenceChanges = Partial<
  Pick<
    UserRow,
    | 'orderNotif'
    | 'newProductNotif'
    | 'promotionNotif'
    | 'twoFactorCashOut'
    | 'usePinForAllOperation'
    | 'language'
  >
>;

/** The user's row once changed. */
export async function updateProfileColumns(db: Executor, userId: string, changes: ProfileChanges) {
  const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  return row;
}

/** The user's preferences once changed. */
export async function updatePreferenceColumns(db: Executor, userId: string, changes: PreferenceChanges) {
  const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning({
    orderNotif: users.orderNotif,
    newProductNotif: users.newProductNotif,
    promotionNotif: users.promotionNotif,
    twoFactorCashOut: users.twoFactorCashOut,
    usePinForAllOperation: users.usePinForAllOperation,
    language: users.language,
  });
  return row;
}

/**
 * What still holds the user's money in `devise`, read under the lock of their wallet (the lock a recharge,
 * a withdrawal or a wallet-paid order takes first: wallet/balance-room.repository.ts › lockWallets): the
 * balance, the recharges and withdrawals still pending, and the orders still open in that currency (Pending
 * or Accepted, or under an open dispute), as buyer or as seller.
 */
export async function moneyHeldIn(db: Executor, userId: string, devise: string) {
  const result = (await db.execute(sql`
    SELECT u.wallet_budget::text AS balance,
      EXISTS (SELECT 1 FROM wallet_operations w WHERE w.user_id = u.id AND w.status = 0) AS "operationPending",
      EXISTS (
        SELECT 1 FROM orders o
        WHERE o.currency = ${devise}
          AND (o.user_id = u.id OR o.shop_id IN (SELECT s.id FROM shops s WHERE s.user_id = u.id))
          AND (o.order_state IN ('Pending', 'Accepted')
            OR EXISTS (SELECT 1 FROM disputes d WHERE d.order_id = o.id AND d.state = 'Open'))
      ) AS "ordersOpen"
    FROM users u WHERE u.id = ${userId}::uuid
    FOR NO KEY UPDATE OF u`)) as unknown as {
    rows: { balance: string; operationPending: boolean; ordersOpen: boolean }[];
  };
  const row = result.rows[0]!;
  return { balance: Number(row.balance), operationPending: row.operationPending, ordersOpen: row.ordersOpen };
}
