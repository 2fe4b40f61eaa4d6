import { index, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, id } from './columns.js';
import { sessions, users } from './users.js';

/**
 * A device's web push subscription (one user, several devices). It belongs to the session it was made
 * with: a logout (or an ended session) deletes it, so a shared phone stops getting the last user's pushes.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: cascadeRef(() => users.id),
    sessionId: text()
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** The push service's URL for this device (https, a known push service: modules/push/endpoint-policy.ts). */
    endpoint: varchar({ length: 1024 }).notNull(),
    /** The device's P-256 public key and authentication secret (RFC 8291), base64url. */
    p256dh: varchar({ length: 100 }).notNull(),
    auth: varchar({ length: 40 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
    index('push_subscriptions_session_idx').on(t.sessionId),
  ],
);
