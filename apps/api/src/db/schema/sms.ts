// SMS: what left (for the per-user and per-number limits), the dev outbox, and each seller's order window.
import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { at, cascadeRef, createdAt, id, optionalCascadeRef } from './columns.js';
import { users } from './users.js';

/** Every SMS handed to the provider, kept a day or so: the limits count the last hour of it. */
export const smsSends = pgTable(
  'sms_sends',
  {
    id: id(),
    /** The account it was for (null: none). */
    userId: optionalCascadeRef(() => users.id),
    /** E.164. */
    phone: varchar({ length: 20 }).notNull(),
    kind: varchar({ length: 10 }).$type<'code' | 'order' | 'digest'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('sms_sends_phone_idx').on(t.phone, t.createdAt),
    index('sms_sends_user_idx').on(t.userId, t.createdAt),
  ],
);

/** The SMS a server with SMS_PROVIDER=outbox would have sent (read on /dev/mailbox, loopback only). */
export const devSmsOutbox = pgTable('dev_sms_outbox', {
  id: id(),
  to: varchar({ length: 20 }).notNull(),
  text: text().notNull(),
  createdAt: createdAt(),
});

/**
 * One row per seller who got an order SMS: until `windowEndsAt` no other order SMS goes out, the orders
 * are counted in `pending` and one digest carries them when the window ends (outreach/sms-channel.ts).
 */
export const smsOrderWindows = pgTable(
  'sms_order_windows',
  {
    userId: cascadeRef(() => users.id).primaryKey(),
    windowEndsAt: at().notNull(),
    pending: integer().notNull().default(0),
  },
  (t) => [index('sms_order_windows_due_idx').on(t.windowEndsAt)],
);
