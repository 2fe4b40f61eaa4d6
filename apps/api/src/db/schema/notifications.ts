import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { at, cascadeRef, createdAt, id } from './columns.js';
import { users } from './users.js';

/** A user's notifications, newest first; the bell counts the unread ones. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: cascadeRef(() => users.id),
    type: varchar({ length: 20 }).notNull(),
    title: varchar({ length: 120 }).notNull(),
    message: text().notNull(),
    link: text(),
    thumbUrl: text(),
    isRead: boolean().notNull().default(false),
    createdAt: createdAt(),
    /**
     * When the outreach dispatcher claimed it for sending out of the app (push, e-mail, SMS); null: still
     * to send. The row is the outbox: written in the event's transaction, claimed once by one process.
     */
    dispatchedAt: at(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx').on(t.userId).where(sql`NOT ${t.isRead}`),
    index('notifications_undispatched_idx').on(t.createdAt).where(sql`${t.dispatchedAt} IS NULL`),
  ],
);
