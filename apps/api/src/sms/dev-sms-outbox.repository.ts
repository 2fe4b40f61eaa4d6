// Queries of the dev SMS outbox: where SMS go with SMS_PROVIDER=outbox (the default).
import { desc } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { devSmsOutbox } from '../db/schema/index.js';

const DEV_SMS_LIMIT = 50;

export async function saveDevSms(db: Executor, message: { to: string; text: string }) {
  await db.insert(devSmsOutbox).values(message);
}

/** The newest messages first. */
export function listDevSms(db: Executor) {
  return db
    .select()
    .from(devSmsOutbox)
    .orderBy(desc(devSmsOutbox.createdAt), desc(devSmsOutbox.id))
    .limit(DEV_SMS_LIMIT);
}
