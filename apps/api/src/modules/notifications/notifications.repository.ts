// Drizzle queries of notifications. Lists walk notifications_user_idx (userId, createdAt desc, id desc);
// the unread count uses the partial index notifications_unread_idx.
import { and, count, desc, eq, inArray, not } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import { olderThan, type TimeKeyset, timestampKey } from '../../lib/cursor.js';

export type NewNotification = typeof notifications.$inferInsert;

export async function insertNotification(db: Executor, values: NewNotification) {
  const [row] = await db
    .insert(notifications)
    .values(values)
    .returning({ id: notifications.id, createdAt: notifications.createdAt });
  if (!row) throw new Error('notification insert returned no row');
  return row;
}

/** Newest first, after `after` when given; one extra row tells whether a next page exists. */
export async function findNotifications(
  db: Executor,
  userId: string,
  limit: number,
  after: TimeKeyset | null,
) {
  return db
    .select({
      id: notifications.id,
      type: notifications.type,
      title: notifications.title,
      message: notifications.message,
      link: notifications.link,
      thumbUrl: notifications.thumbUrl,
      isRead: notifications.isRead,
      createdAt: notifications.createdAt,
      /** Exact sort key for the cursor: a JS Date would drop the microseconds. */
      createdAtKey: timestampKey(notifications.createdAt),
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        after ? olderThan(notifications.createdAt, notifications.id, after) : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit + 1);
}

export async function countUnread(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), not(notifications.isRead)));
  return row?.n ?? 0;
}

/** Marks the given notifications read, only among the user's own. */
export async function markRead(db: Executor, userId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, ids), not(notifications.isRead)));
}
