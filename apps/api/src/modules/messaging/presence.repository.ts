// Queries of presence: users.is_online and last_seen, written in batches of users.
import { and, eq, not, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { uuidArray } from './messaging.repository.js';

/** Those of `userIds` who were offline, now online, with the lastSeen they had. */
export function markUsersOnline(db: Executor, userIds: string[]) {
  return db
    .update(users)
    .set({ isOnline: true })
    .where(and(sql`${users.id} = any(${uuidArray(userIds)})`, not(users.isOnline)))
    .returning({ userId: users.id, lastSeen: users.lastSeen });
}

/** Those of `userIds` who were online, now offline, last seen now. */
export function markUsersOffline(db: Executor, userIds: string[]) {
  return db
    .update(users)
    .set({ isOnline: false, lastSeen: sql`now()` })
    .where(and(sql`${users.id} = any(${uuidArray(userIds)})`, eq(users.isOnline, true)))
    .returning({ userId: users.id, lastSeen: users.lastSeen });
}

export async function markEveryoneOffline(db: Executor): Promise<void> {
  await db.update(users).set({ isOnline: false }).where(eq(users.isOnline, true));
}
