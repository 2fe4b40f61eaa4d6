// Queries of the SMS send log: what the per-user and per-number limits count.
import { and, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { smsSends } from '../db/schema/index.js';

export type SmsKind = (typeof smsSends.$inferSelect)['kind'];

/** Serialises sends to one number (two accounts naming it must not both pass its limit). */
export async function lockNumber(tx: Executor, phone: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${phone}`}))`);
}

/** SMS since `since` to this number and to this account, all kinds and of `kinds`. */
export async function countSends(
  tx: Executor,
  where: { phone: string; userId: string | null; since: Date; kinds: SmsKind[] },
) {
  const tally = async (who: ReturnType<typeof eq>) => {
    const [row] = await tx
      .select({
        all: count(),
        ofKinds: sql<number>`count(*) filter (where ${inArray(smsSends.kind, where.kinds)})`.mapWith(Number),
      })
      .from(smsSends)
      .where(and(who, gt(smsSends.createdAt, where.since)));
    return { all: row?.all ?? 0, ofKinds: row?.ofKinds ?? 0 };
  };
  const number = await tally(eq(smsSends.phone, where.phone));
  const user = where.userId ? await tally(eq(smsSends.userId, where.userId)) : { all: 0, ofKinds: 0 };
  return { number, user };
}

export async function recordSend(
  tx: Executor,
  row: { phone: string; userId: string | null; kind: SmsKind; createdAt: Date },
): Promise<string> {
  const [inserted] = await tx.insert(smsSends).values(row).returning({ id: smsSends.id });
  return inserted!.id;
}

export async function forgetSend(tx: Executor, id: string) {
  await tx.delete(smsSends).where(eq(smsSends.id, id));
}

/** The log older than `before` counts for nothing any more. */
export async function pruneSends(tx: Executor, before: Date) {
  await tx.delete(smsSends).where(lt(smsSends.createdAt, before));
}
