// Presence (a participant's isOnline and lastSeen): online while at least one socket of the user is connected in any
// process; lastSeen written at the last disconnect. The people sharing a conversation see it change live.
//
// Each process counts its own sockets per user and only writes when a user's local count goes 0 → 1 or
// 1 → 0. Those changes are coalesced: while one batch is being written, the next ones queue, so a storm of
// connects (a process restart, the benchmark) costs a few statements, not one write per socket. Whether
// a user still has a socket in another process is asked once per batch (one request through Redis).
import type { PresenceEvent } from '@sugu/domain';
import type { Database } from '../../db/client.js';
import type { Realtime } from '../../plugins/realtime.js';
import { findPartnersOf } from './messaging.repository.js';
import { markEveryoneOffline, markUsersOffline, markUsersOnline } from './presence.repository.js';

type Change = { userId: string; lastSeen: Date | null };

export interface Presence {
  connected(userId: string): void;
  disconnected(userId: string): void;
}

export function createPresence(db: Database, realtime: Realtime): Presence {
  const sockets = new Map<string, number>();
  const arrived = new Set<string>();
  const left = new Set<string>();
  let writing = false;

  async function announce(changes: Change[], isOnline: boolean) {
    if (changes.length === 0) return;
    const partners = await findPartnersOf(
      db,
      changes.map((c) => c.userId),
    );
    for (const { userId, lastSeen } of changes) {
      const to = partners.get(userId);
      const event: PresenceEvent = { userId, isOnline, lastSeen: lastSeen?.toISOString() ?? null };
      if (to?.length) realtime.toUsers(to).emit('Presence', event);
    }
  }

  async function markOnline(userIds: string[]) {
    if (userIds.length === 0) return;
    await announce(await markUsersOnline(db, userIds), true);
  }

  async function markOffline(candidates: string[]) {
    if (candidates.length === 0) return;
    const elsewhere = await realtime.connectedAmong(candidates);
    const gone = candidates.filter((id) => !elsewhere.has(id));
    if (gone.length === 0) return;
    const changed = await markUsersOffline(db, gone);
    if (changed.length === 0) return;
    // A socket may have connected (elsewhere) between the check and the write: put those back online.
    const back = await realtime.connectedAmong(changed.map((c) => c.userId));
    await announce(
      changed.filter((c) => !back.has(c.userId)),
      false,
    );
    await markOnline([...back]);
  }

  async function write() {
    while (arrived.size || left.size) {
      // Only the latest state counts: a user who came and went before the write is judged by their count.
      const online = [...arrived].filter((id) => sockets.has(id));
      const offline = [...left].filter((id) => !sockets.has(id));
      arrived.clear();
      left.clear();
      await markOnline(online);
      await markOffline(offline);
    }
  }

  function schedule() {
    if (writing) return;
    writing = true;
    realtime.track(
      write().finally(() => {
        writing = false;
        if (arrived.size || left.size) schedule();
      }),
    );
  }

  return {
    connected(userId) {
      const count = (sockets.get(userId) ?? 0) + 1;
      sockets.set(userId, count);
      if (count === 1) {
        arrived.add(userId);
        schedule();
      }
    },
    disconnected(userId) {
      const count = (sockets.get(userId) ?? 1) - 1;
      if (count > 0) {
        sockets.set(userId, count);
        return;
      }
      sockets.delete(userId);
      left.add(userId);
      schedule();
    },
  };
}

/** A lone process starts with nobody connected (a crash may have left users marked online). */
export const resetPresence = (db: Database) => markEveryoneOffline(db);
