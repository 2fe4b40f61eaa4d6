// Reports of content or users (one per reporter and target) and what the operators decided.
import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { at, cascadeRef, createdAt, id } from './columns.js';
import { users } from './users.js';

export const reports = pgTable(
  'reports',
  {
    id: id(),
    reporterId: cascadeRef(() => users.id),
    targetType: varchar({ length: 12 })
      .$type<'shop' | 'product' | 'publication' | 'comment' | 'message' | 'user'>()
      .notNull(),
    /** No foreign key: the target is one of six tables, and a removed target keeps its reports. */
    targetId: uuid().notNull(),
    /** Who answers for the target (warned or suspended): the shop's owner, the author, the user. */
    ownerId: cascadeRef(() => users.id),
    /** The target's text when it was reported: the operator reads it even after it is removed. */
    excerpt: varchar({ length: 300 }).notNull().default(''),
    /** The conversation a message or a user was reported from (the chat's report). */
    conversationId: uuid(),
    reason: varchar({ length: 500 }).notNull(),
    state: varchar({ length: 10 }).$type<'open' | 'resolved'>().notNull().default('open'),
    action: varchar({ length: 10 }).$type<'dismiss' | 'remove' | 'warn' | 'suspend'>(),
    resolution: text(),
    resolvedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: at(),
    createdAt: createdAt(),
  },
  (t) => [
    // Reporting the same thing twice is one report.
    uniqueIndex('reports_reporter_target_key').on(t.reporterId, t.targetType, t.targetId),
    // The operators' queue: open reports grouped by target.
    index('reports_open_target_idx').on(t.targetType, t.targetId).where(sql`${t.state} = 'open'`),
  ],
);
