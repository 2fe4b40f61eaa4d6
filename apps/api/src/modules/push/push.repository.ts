// Queries of push subscriptions: one row per device (endpoint), owned by a user and the session it was made
// with (its deletion, a logout, deletes the row by the foreign key's cascade).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema/index.js';

export interface SubscriptionValues {
  userId: string;
  sessionId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * The device's subscription, now the session's: a browser that subscribed under another account (a shared
 * phone) moves to this one; a renewed key pair replaces the old one.
 */
export async function upsertSubscription(db: Executor, values: SubscriptionValues): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: values.userId,
        sessionId: values.sessionId,
        p256dh: values.p256dh,
        auth: values.auth,
        createdAt: sql`now()`,
      },
    });
}

/** Removes the user's subscription of this endpoint (another user's is left alone). */
export async function deleteSubscription(db: Executor, userId: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** The push service says this endpoint is gone (404, 410). */
export async function deleteEndpoint(db: Executor, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

export async function findSubscriptionsOf(db: Executor, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: pushSubscriptions.userId,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, userIds));
}

/** Which of these users have at least one subscribed device. */
export async function findSubscribedAmong(db: Executor, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, userIds));
  return new Set(rows.map((r) => r.userId));
}
