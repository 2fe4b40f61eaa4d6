// Web push: a user's devices subscribe (the session's user, one endpoint per device) and receive what the
// outreach dispatcher and the chat send them. Sending runs off the request path and never throws: a push
// service that answers 404 or 410 ends that subscription, any other failure is logged and forgotten (the
// in-app notification is the record).
import { createECDH } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { PUSH_MSG, type PushPayload, type PushSubscribeBody } from '@sugu/domain';
import webpush from 'web-push';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { invalid } from '../../lib/errors.js';
import { type EndpointPolicy, endpointPolicy, guardedLookup, isPublicAddress } from './endpoint-policy.js';
import {
  deleteEndpoint,
  deleteSubscription,
  findSubscribedAmong,
  findSubscriptionsOf,
  upsertSubscription,
} from './push.repository.js';
import { loadVapidKeys } from './vapid.js';

/** One push: what the service worker shows, and how the push service should treat it. */
export interface PushMessage {
  payload: PushPayload;
  /** Seconds the push service keeps it for a device that is offline. */
  ttlSeconds: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  /** A push still waiting at the push service is replaced by a newer one of the same topic (≤ 32 chars). */
  topic?: string;
}

export interface PushService {
  /** The VAPID public key browsers subscribe with (GET /api/Push/vapid-public-key). */
  readonly publicKey: string;
  /** Whether the server may push to this endpoint (subscribe time). */
  readonly policy: EndpointPolicy;
  /** Sends each message to every device of its user; never throws (failures are logged). */
  send(messages: { userId: string; message: PushMessage }[]): Promise<void>;
}

/** A push service that does not answer within this time is given up on (the next push tries again). */
const SEND_TIMEOUT_MS = 10_000;
/** Devices pushed to at once. */
const PARALLEL = 16;

export async function createPushService(ctx: AppContext): Promise<PushService> {
  const keys = await loadVapidKeys(ctx.config);
  const policy = endpointPolicy(ctx.config.push.extraEndpointHosts);
  const lookup = guardedLookup(policy);
  const vapidDetails = { subject: ctx.config.push.vapidSubject, ...keys };

  async function deliver(
    subscription: { endpoint: string; p256dh: string; auth: string },
    message: PushMessage,
  ): Promise<void> {
    const { endpoint } = subscription;
    try {
      const url = new URL(endpoint);
      const host = url.hostname.replace(/^\[|\]$/g, '');
      // An IP literal is connected to without a lookup: judged here.
      if (isIP(host) && !isPublicAddress(host) && !policy.mayBePrivate(host)) {
        throw new Error(`push endpoint ${host} is not a public address`);
      }
      const details = webpush.generateRequestDetails(
        { endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(message.payload),
        {
          vapidDetails,
          TTL: message.ttlSeconds,
          urgency: message.urgency,
          contentEncoding: 'aes128gcm',
          ...(message.topic && { topic: message.topic }),
        },
      );
      const status = await post(url, details.headers, details.body ?? null, lookup);
      if (status === 404 || status === 410) {
        await deleteEndpoint(ctx.db, endpoint);
        ctx.log.info({ endpoint: url.origin, status }, 'push subscription gone, removed');
      } else if (status < 200 || status > 299) {
        ctx.log.warn({ endpoint: url.origin, status }, 'push refused by the push service');
      }
    } catch (error) {
      ctx.log.warn({ err: error, endpoint: safeOrigin(endpoint) }, 'push failed');
    }
  }

  return {
    publicKey: keys.publicKey,
    policy,
    async send(messages) {
      try {
        const userIds = [...new Set(messages.map((m) => m.userId))];
        const subscriptions = await findSubscriptionsOf(ctx.db, userIds);
        const work = messages.flatMap(({ userId, message }) =>
          subscriptions.filter((s) => s.userId === userId).map((s) => () => deliver(s, message)),
        );
        for (let i = 0; i < work.length; i += PARALLEL) {
          await Promise.all(work.slice(i, i + PARALLEL).map((run) => run()));
        }
      } catch (error) {
        ctx.log.error({ err: error }, 'push sending failed');
      }
    },
  };
}

/** Which of these users have at least one subscribed device (the SMS channel texts only the others). */
export const subscribedAmong = (db: Executor, userIds: string[]) => findSubscribedAmong(db, userIds);

/** The picture a push shows: the notification's own (made absolute), or the app's icon. */
export function pushIcon(publicUrl: string, picture: string | null): string {
  if (!picture) return `${publicUrl}/icon-192.png`;
  return /^https?:\/\//.test(picture)
    ? picture
    : `${publicUrl}${picture.startsWith('/') ? '' : '/'}${picture}`;
}

const safeOrigin = (endpoint: string) => {
  try {
    return new URL(endpoint).origin;
  } catch {
    return 'invalid';
  }
};

/** POSTs the encrypted push; resolves with the status (the body is read and dropped). */
function post(
  url: URL,
  headers: Record<string, string | number>,
  body: Buffer | null,
  lookup: ReturnType<typeof guardedLookup>,
): Promise<number> {
  const client = url.protocol === 'http:' ? http : https;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      { method: 'POST', headers, lookup: lookup as never, timeout: SEND_TIMEOUT_MS },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('push service timeout')));
    request.on('error', reject);
    request.end(body ?? undefined);
  });
}

/** POST /api/Push/subscribe: the device of this session, for its user. */
export async function subscribe(
  ctx: AppContext,
  push: PushService,
  auth: { userId: string; sessionId: string },
  body: PushSubscribeBody,
): Promise<{ message: string }> {
  if (!push.policy.accepts(body.endpoint)) {
    throw invalid(PUSH_MSG.unknownPushService, { endpoint: PUSH_MSG.unknownPushService });
  }
  if (!validKeys(body.keys)) throw invalid(PUSH_MSG.invalidKeys, { keys: PUSH_MSG.invalidKeys });
  await upsertSubscription(ctx.db, {
    ...auth,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
  });
  return { message: PUSH_MSG.subscribed };
}

/** A P-256 point the device can decrypt with (RFC 8291) and a 16-byte secret: nothing else encrypts. */
function validKeys(keys: { p256dh: string; auth: string }): boolean {
  if (Buffer.from(keys.auth, 'base64url').length !== 16) return false;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(keys.p256dh, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

/** POST /api/Push/unsubscribe: the caller's own subscription of that endpoint; unknown is fine. */
export async function unsubscribe(
  ctx: AppContext,
  userId: string,
  endpoint: string,
): Promise<{ message: string }> {
  await deleteSubscription(ctx.db, userId, endpoint);
  return { message: PUSH_MSG.unsubscribed };
}
