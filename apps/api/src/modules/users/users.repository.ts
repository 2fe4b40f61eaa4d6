// Drizzle queries of accounts. Emails are compared lowercased (unique index on lower(email));
// usernames are stored lowercase.
import { and, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { UserRow } from '../../session/session.js';

export type NewUser = typeof users.$inferInsert;

/** The account whose email or username is `identifier` (case-insensitive), if any. */
export async function findUserByLogin(db: Executor, identifier: string): Promise<UserRow | undefined> {
  const value = identifier.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.email})`, value), eq(users.username, value)))
    .limit(1);
  return row;
}

/** Which of the email and the username is already used, email first. */
export async function findTaken(
  db: Executor,
  email: string,
  username: string,
): Promise<'email' | 'username' | null> {
  const rows = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(or(eq(sql`lower(${users.email})`, email.toLowerCase()), eq(users.username, username)))
    .limit(2);
  if (rows.some((r) => r.email.toLowerCase() === email.toLowerCase())) return 'email';
  return rows.length > 0 ? 'username' : null;
}

export async function insertUser(db: Executor, values: NewUser): Promise<{ id: string }> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('user insert returned no row');
  return row;
}

export type Suspension = { at: Date; until: Date | null; reason: string };

/** Suspends the account unless it already is; false then. */
export async function markSuspended(db: Executor, userId: string, s: Suspension): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ suspendedAt: s.at, suspendedUntil: s.until, suspensionReason: s.reason })
    .where(and(eq(users.id, userId), isNull(users.suspendedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Accounts whose suspension ended at `now` or before (at most `limit`). */
export async function findEndedSuspensions(db: Executor, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(isNotNull(users.suspendedAt), lte(users.suspendedUntil, now)))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Lifts the account's suspension if it has one; false otherwise. */
export async function clearSuspension(db: Executor, userId: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ suspendedAt: null, suspendedUntil: null, suspensionReason: null })
    .where(and(eq(users.id, userId), isNotNull(users.suspendedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function setRole(db: Executor, userId: string, role: UserRow['role']): Promise<void> {
  await db.update(users).set({ role }).where(eq(users.id, userId));
}

export async function setPinHash(db: Executor, userId: string, pinHash: string): Promise<void> {
  await db.update(users).set({ pinHash }).where(eq(users.id, userId));
}
