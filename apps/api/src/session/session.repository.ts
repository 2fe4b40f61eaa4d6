// Queries of sessions. Every request with a cookie and every socket handshake reads its session: one prepared
// statement (db/statements.ts), the session and its user's whole row together.
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.js';
import { sessions, users } from '../db/schema/index.js';
import { runStatement, type Statement, tableColumns, tableRow } from '../db/statements.js';

export type UserRow = typeof users.$inferSelect;

/**
 * When the session row `alias` is live, on the database's clock: every statement that reads a session checks
 * this (here, and the feed's own session reads in publications.repository.ts).
 */
export const liveSession = (alias: string) => `${alias}.expires_at > now()`;

const LOAD_SESSION: Statement = {
  name: 'load_session_v2',
  text: `SELECT ${tableColumns(users, 'u')} FROM sessions s JOIN users u ON u.id = s.user_id
WHERE s.id = $1 AND ${liveSession('s')} LIMIT 1`,
};

/** The user of the live session `sessionId`, if any. */
export async function findSessionUser(db: Database, sessionId: string): Promise<UserRow | undefined> {
  const [row] = await runStatement<Record<string, unknown>>(db, LOAD_SESSION, [sessionId]);
  return row ? tableRow(users, row) : undefined;
}

export async function insertSession(db: Executor, values: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(values);
}

export async function deleteSession(db: Executor, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of the user (a suspension); the ids of the sessions ended. */
export async function deleteSessionsOf(db: Executor, userId: string): Promise<string[]> {
  const rows = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return rows.map((row) => row.id);
}
