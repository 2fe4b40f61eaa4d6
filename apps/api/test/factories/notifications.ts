// What the app sends a user, written straight where a test needs more of it than any request makes, or
// at times no request gives: notifications and dev-mailbox messages.
import { eq, sql } from 'drizzle-orm';
import type { App } from '../../src/app.js';
import { devMailbox, notifications } from '../../src/db/schema/index.js';
import { newId } from '../../src/lib/ids.js';

/** `n` 'Wallet' notifications of the user; their ids. */
export async function buildNotifications(app: App, userId: string, n: number): Promise<string[]> {
  const ids = Array.from({ length: n }, () => newId());
  await app.ctx.db
    .insert(notifications)
    .values(ids.map((id) => ({ id, userId, type: 'Wallet', title: 'T', message: 'M' })));
  return ids;
}

/**
 * Puts the user's notifications in the same millisecond `at`, microseconds apart in the reverse order of
 * their ids (a cursor must keep them apart); their ids in id order.
 */
export async function squeezeNotificationTimes(app: App, userId: string, at: Date): Promise<string[]> {
  const rows = await app.ctx.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.id);
  for (const [i, row] of rows.entries()) {
    await app.ctx.db
      .update(notifications)
      .set({
        createdAt: sql`${at.toISOString()}::timestamptz + ${rows.length - i} * interval '1 microsecond'`,
      })
      .where(eq(notifications.id, row.id));
  }
  return rows.map((row) => row.id);
}

/** `n` dev-mailbox messages to `to` ('Message 0'…), a second apart from `from` on. */
export async function buildMailboxMessages(app: App, to: string, n: number, from: Date): Promise<void> {
  await app.ctx.db.insert(devMailbox).values(
    Array.from({ length: n }, (_, i) => ({
      to,
      subject: `Message ${i}`,
      text: 'x',
      createdAt: new Date(from.getTime() + i * 1000),
    })),
  );
}
