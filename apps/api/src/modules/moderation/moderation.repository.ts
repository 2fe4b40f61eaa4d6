// Queries of moderation: what a report points at (read from its owner's table: existence, who answers for
// it, its text), and the reports themselves.
import type { ReportTargetType } from '@sugu/domain';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { comments, messages, products, publications, reports, shops, users } from '../../db/schema/index.js';
import { shopShown } from '../shops/index.js';

export type ReportRow = typeof reports.$inferSelect;
export type NewReport = typeof reports.$inferInsert;

/** What a report names: who answers for it and its text, or undefined when it is not there to report. */
export interface TargetInfo {
  ownerId: string;
  excerpt: string;
  conversationId: string | null;
}

/** The target as `reporterId` may see it: a hidden shop's content, a message of someone else's chat, none. */
export async function findTarget(
  db: Executor,
  type: ReportTargetType,
  id: string,
  reporterId: string,
): Promise<TargetInfo | undefined> {
  const rows = await targetQuery(db, type, id, reporterId).limit(1);
  const row = rows[0];
  return (
    row && { ownerId: row.ownerId, excerpt: row.excerpt ?? '', conversationId: row.conversationId ?? null }
  );
}

const none = sql<string | null>`null`;

function targetQuery(db: Executor, type: ReportTargetType, id: string, reporterId: string) {
  switch (type) {
    case 'shop':
      return db
        .select({ ownerId: shops.userId, excerpt: sql<string>`${shops.shopName}`, conversationId: none })
        .from(shops)
        .where(and(eq(shops.id, id), shopShown))
        .$dynamic();
    case 'product':
      return db
        .select({
          ownerId: shops.userId,
          excerpt: sql<string>`${products.productName} || ' — ' || ${products.productDescription}`,
          conversationId: none,
        })
        .from(products)
        .innerJoin(shops, eq(shops.id, products.shopId))
        .where(and(eq(products.id, id), isNull(products.deletedAt), shopShown))
        .$dynamic();
    case 'publication':
      return db
        .select({
          ownerId: shops.userId,
          excerpt: sql<string>`${publications.publicationCaption}`,
          conversationId: none,
        })
        .from(publications)
        .innerJoin(shops, eq(shops.id, publications.shopId))
        .where(and(eq(publications.id, id), shopShown))
        .$dynamic();
    case 'comment':
      return db
        .select({ ownerId: comments.userId, excerpt: sql<string>`${comments.content}`, conversationId: none })
        .from(comments)
        .where(eq(comments.id, id))
        .$dynamic();
    case 'message':
      // Only a participant of its conversation sees a message, so only they may report it.
      return db
        .select({
          ownerId: messages.senderId,
          excerpt: sql<string>`${messages.content}`,
          conversationId: sql<string | null>`${messages.conversationId}`,
        })
        .from(messages)
        .where(
          and(
            eq(messages.id, id),
            or(eq(messages.senderId, reporterId), eq(messages.receiverId, reporterId)),
          ),
        )
        .$dynamic();
    case 'user':
      return db
        .select({ ownerId: users.id, excerpt: sql<string>`${users.username}`, conversationId: none })
        .from(users)
        .where(eq(users.id, id))
        .$dynamic();
  }
}

/** Inserts the report, or finds the reporter's earlier one of the same target: its id, and whether it is new. */
export async function upsertReport(
  db: Executor,
  values: NewReport,
): Promise<{ id: string; created: boolean }> {
  const [inserted] = await db
    .insert(reports)
    .values(values)
    .onConflictDoNothing({ target: [reports.reporterId, reports.targetType, reports.targetId] })
    .returning({ id: reports.id });
  if (inserted) return { id: inserted.id, created: true };
  const [existing] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.reporterId, values.reporterId),
        eq(reports.targetType, values.targetType),
        eq(reports.targetId, values.targetId),
      ),
    );
  if (!existing) throw new Error('report conflict without a row');
  return { id: existing.id, created: false };
}

/** The report, locked until the transaction ends (two operators resolving it: one waits, then sees it done). */
export async function lockReport(db: Executor, reportId: string): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(reports).where(eq(reports.id, reportId)).for('update');
  return row;
}

/** Resolves every open report of the target: the reporters to tell. */
export async function resolveOpenReportsOf(
  db: Executor,
  target: { targetType: ReportRow['targetType']; targetId: string },
  decision: { action: NonNullable<ReportRow['action']>; resolution: string; resolvedBy: string; at: Date },
): Promise<string[]> {
  const rows = await db
    .update(reports)
    .set({
      state: 'resolved',
      action: decision.action,
      resolution: decision.resolution,
      resolvedBy: decision.resolvedBy,
      resolvedAt: decision.at,
    })
    .where(
      and(
        eq(reports.targetType, target.targetType),
        eq(reports.targetId, target.targetId),
        eq(reports.state, 'open'),
      ),
    )
    .returning({ reporterId: reports.reporterId });
  return rows.map((row) => row.reporterId);
}

/** Whether the user exists, and since when they are suspended (null: they are not). */
export async function findUserSuspension(db: Executor, userId: string) {
  const [row] = await db
    .select({ suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/**
 * Reports grouped by target for the operators' queue, with their owner: open ones, most reported first;
 * resolved ones, latest decision first. `limit` groups at most, and how many groups there are.
 */
export async function findReportGroups(db: Executor, state: 'open' | 'resolved', limit: number) {
  const groups = db
    .select({
      targetType: reports.targetType,
      targetId: reports.targetId,
      ownerId: sql<string>`(array_agg(${reports.ownerId}))[1]`.as('owner_id'),
      excerpt: sql<string>`(array_agg(${reports.excerpt} order by ${reports.createdAt} desc))[1]`.as(
        'excerpt',
      ),
      reportId: sql<string>`(array_agg(${reports.id} order by ${reports.createdAt}, ${reports.id}))[1]`.as(
        'report_id',
      ),
      count: sql<number>`count(*)::int`.as('count'),
      reasons: sql<string[]>`(array_agg(${reports.reason} order by ${reports.createdAt} desc))[1:5]`.as(
        'reasons',
      ),
      action: sql<string | null>`(array_agg(${reports.action}))[1]`.as('action'),
      firstAt: sql<string>`min(${reports.createdAt})`.as('first_at'),
      latestAt: sql<string>`max(${reports.createdAt})`.as('latest_at'),
      decidedAt: sql<string | null>`max(${reports.resolvedAt})`.as('decided_at'),
      total: sql<number>`(count(*) over ())::int`.as('total'),
    })
    .from(reports)
    .where(eq(reports.state, state))
    .groupBy(reports.targetType, reports.targetId)
    .as('groups');
  return db
    .select({
      reportId: groups.reportId,
      targetType: groups.targetType,
      targetId: groups.targetId,
      excerpt: groups.excerpt,
      count: groups.count,
      reasons: groups.reasons,
      action: groups.action,
      firstAt: groups.firstAt,
      latestAt: groups.latestAt,
      total: groups.total,
      owner: { id: users.id, username: users.username, suspendedAt: users.suspendedAt },
    })
    .from(groups)
    .innerJoin(users, eq(users.id, groups.ownerId))
    .orderBy(
      ...(state === 'open'
        ? [sql`${groups.count} desc`, sql`${groups.firstAt}`]
        : [sql`${groups.decidedAt} desc nulls last`]),
      groups.targetId,
    )
    .limit(limit);
}
