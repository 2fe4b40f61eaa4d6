// Each seller's order-SMS window (sms_order_windows): one order SMS per window, the orders that arrive
// meanwhile counted for one digest when it ends. Row locks make several API processes agree.
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { smsOrderWindows, users } from '../../db/schema/index.js';

/**
 * A new order for `userId` at `now`: inside the window it is only counted (null); otherwise the window
 * starts again and this SMS carries it with what was still counted (the count to announce).
 */
export function claimOrderSms(db: Database, userId: string, now: Date, windowMs: number) {
  return db.transaction(async (tx) => {
    await tx
      .insert(smsOrderWindows)
      .values({ userId, windowEndsAt: new Date(0), pending: 0 })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(smsOrderWindows)
      .where(eq(smsOrderWindows.userId, userId))
      .for('update');
    if (row && row.windowEndsAt > now) {
      await tx
        .update(smsOrderWindows)
        .set({ pending: sql`${smsOrderWindows.pending} + 1` })
        .where(eq(smsOrderWindows.userId, userId));
      return null;
    }
    await tx
      .update(smsOrderWindows)
      .set({ windowEndsAt: new Date(now.getTime() + windowMs), pending: 0 })
      .where(eq(smsOrderWindows.userId, userId));
    return (row?.pending ?? 0) + 1;
  });
}

/**
 * The windows ended at `now` with orders still counted, claimed (a new window starts for each, its count
 * back to 0) so each digest goes once however many processes sweep; with what the SMS needs of the seller.
 */
export async function claimDueDigests(db: Database, now: Date, windowMs: number, limit = 100) {
  const next = new Date(now.getTime() + windowMs);
  const claimed = await db.execute(sql`
    with due as (
      select user_id, pending from ${smsOrderWindows}
      where window_ends_at <= ${now.toISOString()}::timestamptz and pending > 0
      order by window_ends_at limit ${limit}
      for update skip locked
    )
    update ${smsOrderWindows} w set pending = 0, window_ends_at = ${next.toISOString()}::timestamptz
    from due where w.user_id = due.user_id
    returning w.user_id, due.pending`);
  const { rows } = claimed as unknown as { rows: { user_id: string; pending: number }[] };
  if (rows.length === 0) return [];
  const sellers = await db
    .select({
      id: users.id,
      phone: users.phone,
      dialCode: users.dialCode,
      isPhoneVerified: users.isPhoneVerified,
    })
    .from(users)
    .where(
      inArray(
        users.id,
        rows.map((r) => r.user_id),
      ),
    );
  return rows.flatMap((r) => {
    const seller = sellers.find((s) => s.id === r.user_id);
    return seller ? [{ ...seller, count: Number(r.pending) }] : [];
  });
}

/** Windows ended with nothing counted are forgotten. */
export async function dropIdleWindows(tx: Executor, now: Date) {
  await tx
    .delete(smsOrderWindows)
    .where(and(lte(smsOrderWindows.windowEndsAt, now), eq(smsOrderWindows.pending, 0)));
}
