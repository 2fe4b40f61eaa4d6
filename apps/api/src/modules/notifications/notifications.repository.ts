// Queries of notifications. Lists walk notifications_user_idx (userId, createdAt desc, id desc); the unread
// count uses the partial index notifications_unread_idx.
import { and, desc, eq, inArray, isNull, not } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { notifications, users } from '../../db/schema/index.js';
import { runStatement, type Statement } from '../../db/statements.js';
import { olderThan, type TimeKeyset, timestampKey } from '../../lib/cursor.js';
import { insertNotificationSql, publishNotificationSql } from './notifications.sql.js';

/** One round trip: written when the recipient wants it, published with it (notifications.sql.ts). */
const NOTIFY: Statement = {
  name: 'notifications_notify_v1',
  text: `WITH notified AS (${insertNotificationSql({
    id: '$1',
    userId: '$2',
    type: '$3',
    title: '$4',
    message: '$5',
    link: '$6',
    thumbUrl: '$7',
  })})
SELECT ${publishNotificationSql('notified', '$8')} AS notified`,
};

export interface NotificationValues {
  id: string;
  userId: string;
  type: string;
  title: string;
  message: string;
  link: string | null;
  thumbUrl: string | null;
}

/** Writes and publishes the notification unless its recipient turned its type off; whether it was written. */
export async function insertWantedNotification(
  db: Executor,
  n: NotificationValues,
  live: unknown,
): Promise<boolean> {
  const [row] = await runStatement<{ notified: number }>(db, NOTIFY, [
    n.id,
    n.userId,
    n.type,
    n.title,
    n.message,
    n.link,
    n.thumbUrl,
    JSON.stringify(live),
  ]);
  return (row?.notified ?? 0) > 0;
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

export function countUnread(db: Executor, userId: string): Promise<number> {
  return db.$count(notifications, and(eq(notifications.userId, userId), not(notifications.isRead)));
}

/** Marks the given notifications read, only among the user's own. */
export async function markRead(db: Executor, userId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, ids), not(notifications.isRead)));
}

/**
 * Claims up to `limit` notifications not yet sent out of the app, oldest first, and marks them sent
 * (`dispatched_at`): rows another process is claiming at that moment are skipped (SKIP LOCKED), so each
 * goes out once whatever the number of processes. Served by notifications_undispatched_idx.
 */
export async function claimUndispatched(db: Executor, now: Date, limit: number) {
  const claimable = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(isNull(notifications.dispatchedAt))
    .orderBy(notifications.createdAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(notifications)
    .set({ dispatchedAt: now })
    .where(inArray(notifications.id, claimable))
    .returning({
      id: notifications.id,
      userId: notifications.userId,
      type: notifications.type,
      title: notifications.title,
      message: notifications.message,
      link: notifications.link,
      thumbUrl: notifications.thumbUrl,
      createdAt: notifications.createdAt,
    });
}

/** The receiver's saved language (null: not chosen, French), to write their notification in it. */
export async function languageOf(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? null;
}
