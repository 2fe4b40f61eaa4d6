// Queries of the audit log (append-only: db/schema/operators.ts). Newest first, keyset pages.
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { auditLog, users } from '../../db/schema/index.js';
import { olderThan, type TimeKeyset, timestampKey } from '../../lib/cursor.js';

export type NewAuditRow = typeof auditLog.$inferInsert;

export async function insertAudit(tx: Executor, row: NewAuditRow): Promise<void> {
  await tx.insert(auditLog).values(row);
}

export interface AuditFilter {
  action?: string;
  targetType?: string;
  targetId?: string;
}

export function listAudit(db: Executor, filter: AuditFilter, cursor: TimeKeyset | null, limit: number) {
  const where: SQL[] = [];
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  if (filter.targetType) where.push(eq(auditLog.targetType, filter.targetType));
  if (filter.targetId) where.push(eq(auditLog.targetId, filter.targetId));
  if (cursor) where.push(olderThan(auditLog.createdAt, auditLog.id, cursor));
  return db
    .select({
      id: auditLog.id,
      actorId: auditLog.actorId,
      actorUsername: users.username,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      reason: auditLog.reason,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
      key: timestampKey(auditLog.createdAt),
    })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorId))
    .where(and(...where))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
