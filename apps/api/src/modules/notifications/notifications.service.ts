// Notifications: written by other features inside their own transaction (notify), listed and marked read
// by their recipient, and pushed live to the recipient's sockets once the transaction commits.
import {
  MSG,
  type NotificationItem,
  type NotificationPage,
  type NotificationType,
  SOCIAL_MSG,
} from '@sugu/domain';
import type { Executor } from '../../db/client.js';
import { inLocale, localeOfUser } from '../../i18n.js';
import { decodeTimeCursor, encodeCursor } from '../../lib/cursor.js';
import type { LiveEvent } from '../../lib/db-events.js';
import { isUuid, newId } from '../../lib/ids.js';
import type { UserRow } from '../../session/session.js';
import {
  claimUndispatched,
  countUnread,
  findNotifications,
  insertWantedNotification,
  languageOf,
  markRead,
  type NotificationValues,
} from './notifications.repository.js';

/**
 * A text of a notification: written in its receiver's language, so a catalogue's text is given as a
 * function (`() => ORDER_MSG.acceptedTitle`) that notify() calls in that language; a plain string (a user's
 * words) is kept as it is.
 */
export type NotifyText = string | (() => string);

export interface NotifyInput {
  /** The recipient. */
  userId: string;
  type: NotificationType;
  title: NotifyText;
  message: NotifyText;
  /** Where tapping it goes; null lets the client pick the default of the type. */
  link?: string | null;
  thumbUrl?: string | null;
  /** Who caused it: nobody is notified of their own action. */
  actorId?: string;
}

/**
 * The notice of a user's act on what `userId` owns (a like, a follow, a reply…): the catalogue's
 * `{key}Title` and `{key}Message(the actor's username)`, read in the receiver's language; nobody is told
 * of their own act.
 */
export function actNotice<K extends string>(
  actor: { id: string; username: string },
  userId: string,
  type: NotificationType,
  [texts, key]: [Record<`${K}Title`, string> & Record<`${K}Message`, (username: string) => string>, K],
  where: { link: string; thumbUrl: string | null },
): NotifyInput {
  // The signature checks the pair at each call; inside, the generic keys are read as plain ones.
  const read = texts as unknown as Record<string, string> & Record<string, (username: string) => string>;
  const title = `${key}Title`;
  const message = `${key}Message`;
  return {
    userId,
    actorId: actor.id,
    type,
    title: () => read[title] as string,
    message: () => (read[message] as (username: string) => string)(actor.username),
    ...where,
  };
}

/**
 * Writes a notification in the caller's transaction (`tx`), so it exists exactly when the event does, unless
 * its recipient turned its type off (notifications.sql.ts); once committed it is pushed to the recipient's
 * sockets, never on a rollback. Other features (likes, follows, comments, orders…) call this rather than
 * inserting rows themselves.
 */
export async function notify(tx: Executor, input: NotifyInput): Promise<void> {
  if (input.actorId && input.actorId === input.userId) return;
  const language =
    typeof input.title === 'function' || typeof input.message === 'function'
      ? await languageOf(tx, input.userId)
      : null;
  const { values, live } = draftNotification(input, language);
  await insertWantedNotification(tx, values, live);
}

/**
 * The row notify() writes and the live event it publishes (its createdAt filled in by the statement): for
 * the order's single statement too, which embeds the same SQL (notifications.sql.ts), with the same texts and
 * limits.
 */
export function draftNotification(
  input: NotifyInput,
  language: string | null | undefined,
): { values: NotificationValues; live: LiveEvent } {
  const { title, message } = inLocale(localeOfUser({ language }), () => ({
    title: typeof input.title === 'function' ? input.title() : input.title,
    message: typeof input.message === 'function' ? input.message() : input.message,
  }));
  const values = {
    id: newId(),
    userId: input.userId,
    type: input.type,
    title: title.slice(0, 120),
    message,
    link: input.link ?? null,
    thumbUrl: input.thumbUrl ?? null,
  };
  const notification: NotificationItem = {
    id: values.id,
    type: values.type,
    title: values.title,
    // NOTIFY carries at most 8000 bytes; the list shows the full text.
    message: values.message.slice(0, 1000),
    createdAt: '',
    isRead: false,
    link: values.link,
    thumbUrl: values.thumbUrl,
  };
  return { values, live: { userIds: [input.userId], event: 'Notification', data: notification } };
}

/** The first notification of every account (sign-up or Google): a seller is pointed to their shop form. */
export function notifyWelcome(tx: Executor, userId: string, role: UserRow['role']): Promise<void> {
  const seller = role === 'Vendeur';
  return notify(tx, {
    userId,
    type: 'Welcome',
    title: () => MSG.welcomeTitle,
    message: () => (seller ? MSG.welcomeMessageSeller : MSG.welcomeMessageClient),
    link: seller ? '/configuration-boutique' : null,
  });
}

/** Shortens user text quoted in a notification message. */
export function excerpt(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** Cursor kind of the notification list. */
const NOTIFICATIONS = 'notifications';

export async function listNotifications(
  db: Executor,
  userId: string,
  query: { cursor?: string; limit: number },
): Promise<NotificationPage> {
  const after = decodeTimeCursor(query.cursor, NOTIFICATIONS);
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
      rows.length > query.limit && last
        ? encodeCursor({ kind: NOTIFICATIONS, key: last.createdAtKey, id: last.id })
        : null,
  };
}

/** Marks the caller's own notifications read (ids of others are ignored); answers the unread count left. */
export async function markNotificationsRead(db: Executor, userId: string, ids: string[]) {
  await markRead(db, userId, [...new Set(ids.filter(isUuid))]);
  return { message: SOCIAL_MSG.notificationsMarkedRead, unreadCount: await countUnread(db, userId) };
}

/**
 * The committed notifications still to send out of the app, claimed once across every process (the outreach
 * dispatcher's outbox): at most `limit`, oldest first.
 */
export async function claimForOutreach(db: Executor, now: Date, limit: number) {
  const rows = await claimUndispatched(db, now, limit);
  return rows.map((row) => ({ ...row, type: row.type as NotificationType }));
}
