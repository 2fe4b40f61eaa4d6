// Presence (spec 2 §3 Participant): online while at least one socket of the user is connected in any
// process; lastSeen written at the last disconnect. The people sharing a conversation see it change live.
import type { PresenceEvent } from '@sugu/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { Realtime } from '../../plugins/realtime.js';
import { findPartnerIds } from './messaging.repository.js';

async function announce(db: Database, realtime: Realtime, event: PresenceEvent) {
  const partners = await findPartnerIds(db, event.userId);
  if (partners.length) realtime.toUsers(partners).emit('Presence', event);
}

export async function wentOnline(db: Database, realtime: Realtime, userId: string) {
  const changed = await db
    .update(users)
    .set({ isOnline: true })
    .where(and(eq(users.id, userId), eq(users.isOnline, false)))
    .returning({ lastSeen: users.lastSeen });
  const row = changed[0];
  if (row)
    await announce(db, realtime, { userId, isOnline: true, lastSeen: row.lastSeen?.toISOString() ?? null });
}

export async function maybeWentOffline(db: Database, realtime: Realtime, userId: string) {
  if (await realtime.isConnected(userId)) return;
  const [row] = await db
    .update(users)
    .set({ isOnline: false, lastSeen: sql`now()` })
    .where(and(eq(users.id, userId), eq(users.isOnline, true)))
    .returning({ lastSeen: users.lastSeen });
  if (!row) return;
  // A socket may have connected (elsewhere) between the check and the write: put it back online.
  if (await realtime.isConnected(userId)) {
    await wentOnline(db, realtime, userId);
    return;
  }
  await announce(db, realtime, { userId, isOnline: false, lastSeen: row.lastSeen?.toISOString() ?? null });
}

/** A lone process starts with nobody connected (a crash may have left users marked online). */
export async function resetPresence(db: Database) {
  await db.update(users).set({ isOnline: false }).where(eq(users.isOnline, true));
}
