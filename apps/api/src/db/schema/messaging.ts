// Moderation around the chat: reports kept for review, and blocks between two users.
import { index, pgTable, primaryKey, uuid, varchar } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, id } from './columns.js';
import { conversations, messages } from './commerce.js';
import { users } from './users.js';

export const messageReports = pgTable(
  'message_reports',
  {
    id: id(),
    reporterId: cascadeRef(() => users.id),
    conversationId: cascadeRef(() => conversations.id),
    /** Null when the whole conversation is reported. */
    messageId: uuid().references(() => messages.id, { onDelete: 'cascade' }),
    reason: varchar({ length: 500 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('message_reports_created_idx').on(t.createdAt)],
);

/** blockerId no longer receives messages from blockedId (and the conversation is closed both ways). */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: cascadeRef(() => users.id),
    blockedId: cascadeRef(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('user_blocks_blocked_idx').on(t.blockedId),
  ],
);
