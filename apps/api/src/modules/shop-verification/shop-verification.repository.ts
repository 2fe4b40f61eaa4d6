// Queries of the verified badge's requests (shop_verification_requests).
import { and, asc, count, desc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { shopVerificationRequests as requests, shops, users } from '../../db/schema/index.js';

export type VerificationRequestRow = typeof requests.$inferSelect;
type NewVerificationRequest = typeof requests.$inferInsert;

export async function insertRequest(
  db: Executor,
  values: NewVerificationRequest,
): Promise<VerificationRequestRow> {
  const [row] = await db.insert(requests).values(values).returning();
  if (!row) throw new Error('verification request insert returned no row');
  return row;
}

/** The shop's latest request, if any. */
export async function findLatestRequest(
  db: Executor,
  shopId: string,
): Promise<VerificationRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(requests)
    .where(eq(requests.shopId, shopId))
    .orderBy(desc(requests.createdAt), desc(requests.id))
    .limit(1);
  return row;
}

/** A request with its shop's owner (who is told of the decision) and name. */
export async function findRequestWithShop(db: Executor, requestId: string) {
  const [row] = await db
    .select({ request: requests, ownerId: shops.userId, shopName: shops.shopName })
    .from(requests)
    .innerJoin(shops, eq(shops.id, requests.shopId))
    .where(eq(requests.id, requestId))
    .limit(1);
  return row;
}

/**
 * Decides a pending request: one UPDATE that only matches while it is Pending, so of two operators deciding
 * at once exactly one gets the row back.
 */
export async function decidePendingRequest(
  db: Executor,
  requestId: string,
  decision: { state: 'Approved' | 'Rejected'; reason: string; decidedAt: Date; decidedBy: string },
): Promise<VerificationRequestRow | undefined> {
  const [row] = await db
    .update(requests)
    .set(decision)
    .where(and(eq(requests.id, requestId), eq(requests.state, 'Pending')))
    .returning();
  return row;
}

/** Decided requests whose document is still stored and was decided at `cutoff` or before, oldest first. */
export function findDocumentsDue(db: Executor, cutoff: Date, limit: number) {
  return db
    .select({ id: requests.id, documentName: requests.documentName })
    .from(requests)
    .where(
      and(isNotNull(requests.decidedAt), isNull(requests.documentDeletedAt), lte(requests.decidedAt, cutoff)),
    )
    .orderBy(asc(requests.decidedAt))
    .limit(limit);
}

export async function markDocumentDeleted(db: Executor, requestId: string, at: Date): Promise<void> {
  await db
    .update(requests)
    .set({ documentDeletedAt: at })
    .where(and(eq(requests.id, requestId), isNull(requests.documentDeletedAt)));
}

/** Rows of a request still pending for `shopId` (the cheap refusal before a document is processed). */
export async function hasPendingRequest(db: Executor, shopId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(requests)
    .where(and(eq(requests.shopId, shopId), eq(requests.state, 'Pending')))
    .limit(1);
  return Boolean(row);
}

const deciders = alias(users, 'deciders');

/** Requests with their shop, owner and decider (the operators' view); chain `.where()`, `.orderBy()`, `.limit()`. */
function selectQueueRows(db: Executor) {
  return db
    .select({
      request: requests,
      shop: {
        id: shops.id,
        shopName: shops.shopName,
        coverImg: shops.coverImg,
        isIdentityVerified: shops.isIdentityVerified,
      },
      owner: { id: users.id, username: users.username, email: users.email, phone: users.phone },
      decider: { id: deciders.id, username: deciders.username },
    })
    .from(requests)
    .innerJoin(shops, eq(shops.id, requests.shopId))
    .innerJoin(users, eq(users.id, shops.userId))
    .leftJoin(deciders, eq(deciders.id, requests.decidedBy));
}

/**
 * The operators' queue of one state: pending oldest first (the next to review on top), decided newest first.
 * `total` counts the whole state.
 */
export async function listRequests(db: Executor, state: VerificationRequestRow['state'], limit: number) {
  const order =
    state === 'Pending'
      ? [asc(requests.createdAt), asc(requests.id)]
      : [desc(requests.decidedAt), desc(requests.id)];
  const rows = await selectQueueRows(db)
    .where(eq(requests.state, state))
    .orderBy(...order)
    .limit(limit);
  const [counted] = await db.select({ n: count() }).from(requests).where(eq(requests.state, state));
  return { rows, total: counted?.n ?? 0 };
}

export async function findQueueRow(db: Executor, requestId: string) {
  const [row] = await selectQueueRows(db).where(eq(requests.id, requestId)).limit(1);
  return row;
}

export type QueueRow = Awaited<ReturnType<ReturnType<typeof selectQueueRows>['execute']>>[number];

export async function findRequest(
  db: Executor,
  requestId: string,
): Promise<VerificationRequestRow | undefined> {
  const [row] = await db.select().from(requests).where(eq(requests.id, requestId)).limit(1);
  return row;
}
