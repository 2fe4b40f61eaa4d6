// The operators' audit log: one row per operator action (who, what, on which target, why, the state before
// and after) and per audited read (a conversation or a private document viewed). Append-only: a trigger
// (hand-written at the end of the migration) refuses UPDATE and DELETE.
import { index, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from './columns.js';
import { users } from './users.js';

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /** No cascade: an operator with a history cannot be deleted from under it. */
    actorId: ref(() => users.id),
    action: varchar({ length: 60 }).notNull(),
    targetType: varchar({ length: 40 }).notNull(),
    targetId: varchar({ length: 64 }).notNull(),
    /** Null for an audited read, which needs no reason. */
    reason: text(),
    before: jsonb(),
    after: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt.desc()),
    index('audit_log_action_idx').on(t.action, t.createdAt.desc()),
  ],
);
