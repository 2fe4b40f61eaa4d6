// Queries of the dev mailbox table: where mail goes when no SMTP server is configured.
import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { devMailbox } from '../db/schema/index.js';

const DEV_MAILBOX_LIMIT = 50;

export async function saveDevMail(db: Executor, message: { to: string; subject: string; text: string }) {
  await db.insert(devMailbox).values({ to: message.to, subject: message.subject, text: message.text });
}

/** The newest messages first, optionally only those sent to one address (case-insensitive). */
export async function listDevMail(db: Executor, to?: string) {
  return db
    .select()
    .from(devMailbox)
    .where(to ? eq(sql`lower(${devMailbox.to})`, to.trim().toLowerCase()) : undefined)
    .orderBy(desc(devMailbox.createdAt), desc(devMailbox.id))
    .limit(DEV_MAILBOX_LIMIT);
}
