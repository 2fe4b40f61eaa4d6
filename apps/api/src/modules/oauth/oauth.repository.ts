// Queries of Google sign-in: the account linked to a subject or with an email, linking, a new account.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

export type OAuthUser = Pick<typeof users.$inferSelect, 'id' | 'role' | 'suspendedAt' | 'suspendedUntil'>;
export type NewGoogleAccount = Omit<typeof users.$inferInsert, 'passwordHash' | 'pinHash' | 'role'>;

const selected = {
  id: users.id,
  role: users.role,
  suspendedAt: users.suspendedAt,
  suspendedUntil: users.suspendedUntil,
};

export async function findLinkedUser(db: Executor, googleSub: string): Promise<OAuthUser | undefined> {
  const [row] = await db.select(selected).from(users).where(eq(users.googleSub, googleSub)).limit(1);
  return row;
}

/** The account of this email (compared lowercased, like the unique index), with its Google link if any. */
export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ ...selected, googleSub: users.googleSub })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  return row;
}

/** Links the account to the subject, unless another subject got there first. */
export async function linkGoogle(db: Executor, userId: string, googleSub: string): Promise<void> {
  await db
    .update(users)
    .set({ googleSub, isEmailVerified: true })
    .where(and(eq(users.id, userId), isNull(users.googleSub)));
}

/** A Client account without password or PIN. */
export async function insertGoogleAccount(db: Executor, values: NewGoogleAccount): Promise<OAuthUser> {
  const [row] = await db
    .insert(users)
    .values({ ...values, passwordHash: null, pinHash: null, role: 'Client' })
    .returning(selected);
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

/** Which of these usernames are taken. */
export async function findTakenUsernames(db: Executor, candidates: string[]): Promise<Set<string>> {
  const taken = await db
    .select({ username: users.username })
    .from(users)
    .where(inArray(users.username, candidates));
  return new Set(taken.map((t) => t.username));
}
