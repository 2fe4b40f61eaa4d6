// Web push in API tests: the local push service and its devices (push-service.ts), and subscribing one.
import type { App } from '../../src/app.js';
import { pushSubscriptions, sessions } from '../../src/db/schema/index.js';
import type { PushDevice } from './push-service.js';

export * from './push-service.js';

/** POST /api/Push/subscribe for the session of `cookie`; the raw response. */
export function subscribePush(app: App, cookie: string, subscription: PushDevice['subscription']) {
  return app.inject({
    method: 'POST',
    url: '/api/Push/subscribe',
    headers: { cookie },
    payload: subscription,
  });
}

/**
 * A device of the user subscribed to web push on a known push service, written straight (its session, a
 * day long from `now`, and its subscription): for a channel that only asks whether one exists.
 */
export async function buildPushSubscriptionRow(app: App, userId: string, now: Date): Promise<void> {
  const sessionId = `device-${userId}`;
  await app.ctx.db.insert(sessions).values({
    id: sessionId,
    userId,
    expiresAt: new Date(now.getTime() + 86_400_000),
  });
  await app.ctx.db.insert(pushSubscriptions).values({
    userId,
    sessionId,
    endpoint: `https://fcm.googleapis.com/fcm/send/${userId}`,
    p256dh: 'B'.repeat(87),
    auth: 'a'.repeat(22),
  });
}
