// Notifications: written by other features inside their own transaction (notify), listed and marked read
// by their recipient, and pushed live to the recipient's sockets once the transaction commits.
import {
  type NotificationItem,
  type NotificationPage,
  type NotificationType,
  SOCIAL_MSG,
} from '@sugu/domain';
import type { Executor } from '../../db/client.js';
import { DB_CHANNELS, publishAfterCommit } from '../../lib/db-events.js';
import { invalid } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import {
  countUnread,
  findNotifications,
  insertNotification,
  markRead,
  type NotificationKey,
} from './notifications.repository.js';

export interface NotifyInput {
  /** The recipient. */
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  /** Where tapping it goes; null lets the client pick the default of the type. */
  link?: string | null;
  thumbUrl?: string | null;
  /** Who caused it: nobody is notified of their own action. */
  actorId?: string;
}

/**
 * Writes a notification in the caller's transaction (`tx`), so it exists exactly when the event does.
 * Other features (likes, follows, comments, orders…) call this rather than inserting rows themselves.
 */
export async function notify(tx: Executor, input: NotifyInput): Promise<void> {
  if (input.actorId && input.actorId === input.userId) return;
  const values = {
    userId: input.userId,
    type: input.type,
    title: input.title.slice(0, 120),
    message: input.message,
    link: input.link ?? null,
    thumbUrl: input.thumbUrl ?? null,
  };
  const { id, createdAt } = await insertNotification(tx, values);
  // Delivered to the recipient's sockets by plugins/realtime.ts after COMMIT; nothing on a rollback.
  const live: LiveNotification = {
    userId: input.userId,
    notification: {
      id,
      type: values.type,
      title: values.title,
      // NOTIFY carries at most 8000 bytes; the list shows the full text.
      message: values.message.slice(0, 1000),
      createdAt: createdAt.toISOString(),
      isRead: false,
      link: values.link,
      thumbUrl: values.thumbUrl,
    },
  };
  await publishAfterCommit(tx, DB_CHANNELS.notification, live);
}

/** What the realtime plugin receives for each committed notification. */
export interface LiveNotification {
  userId: string;
  notification: NotificationItem;
}

/** Shortens user text quoted in a notification message. */
export function excerpt(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** A timestamptz as PostgreSQL prints it: `2026-03-01 09:15:02.123456+00`. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)$/;

function encodeCursor(key: NotificationKey): string {
  return Buffer.from(JSON.stringify([key.createdAt, key.id])).toString('base64url');
}

function decodeCursor(cursor: string): NotificationKey {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof createdAt === 'string' && typeof id === 'string' && isUuid(id) && TIMESTAMP.test(createdAt)) {
      return { createdAt, id };
    }
  } catch {
    // falls through to the error below
  }
  throw invalid(SOCIAL_MSG.invalidCursor, undefined, 'invalid_cursor');
}

export async function listNotifications(
  db: Executor,
  userId: string,
  query: { cursor?: string; limit: number },
): Promise<NotificationPage> {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const [rows, unreadCount] = await Promise.all([
    findNotifications(db, userId, query.limit, after),
    countUnread(db, userId),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((n) => ({
      id: n.id,
      type: n.type,
      title: n.title,
      message: n.message,
      createdAt: n.createdAt.toISOString(),
      isRead: n.isRead,
      link: n.link,
      thumbUrl: n.thumbUrl,
    })),
    unreadCount,
    nextCursor:
      rows.length > query.limit && last ? encodeCursor({ createdAt: last.createdAtKey, id: last.id }) : null,
  };
}

/** Marks the caller's own notifications read (ids of others are ignored); answers the unread count left. */
export async function markNotificationsRead(db: Executor, userId: string, ids: string[]) {
  await markRead(db, userId, [...new Set(ids.filter(isUuid))]);
  return { message: SOCIAL_MSG.notificationsMarkedRead, unreadCount: await countUnread(db, userId) };
}
