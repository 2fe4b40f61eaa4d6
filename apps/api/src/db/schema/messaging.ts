// Blocks between two users (reports live in moderation.ts).
import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt } from './columns.js';
import { users } from './users.js';

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
