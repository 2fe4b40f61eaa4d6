// Web push (notifications of a closed app): the subscription payloads, their French messages, what a push
// carries to the service worker and which notification types go out by push (the e-mailed order and dispute
// steps, and settled wallet money).
import { z } from 'zod';
import { localized } from './i18n.js';
import { MAIL_NOTIFICATION_TYPES } from './outreach.js';
import type { NotificationType } from './reference-data.js';

export const PUSH_MSG = localized('PUSH_MSG', {
  subscribed: 'Notifications activées sur cet appareil',
  unsubscribed: 'Notifications désactivées sur cet appareil',
  invalidEndpoint: "L'adresse d'abonnement aux notifications n'est pas valide",
  unknownPushService: "Ce service de notifications n'est pas accepté",
  invalidKeys: "Les clés de l'abonnement aux notifications ne sont pas valides",
  /** Title of a chat message's push. */
  messageTitle: (username: string) => `Nouveau message de ${username}`,
} as const);

/** Limits of a subscription as browsers make them (RFC 8291: a P-256 point and a 16-byte secret). */
export const PUSH = {
  /** Endpoints are a few hundred characters (FCM ~ 200, WNS ~ 400). */
  endpointMax: 1024,
  /** base64url of a 65-byte uncompressed P-256 public key. */
  p256dhLength: 87,
  /** base64url of the 16-byte authentication secret. */
  authLength: 22,
  /** How long a push service keeps a push for an offline device (seconds): a day, an order's answer waits 48 h. */
  ttlSeconds: 24 * 3600,
  /** A chat message is stale sooner: an hour. */
  messageTtlSeconds: 3600,
  /** Notification types that go out by push (with the user's preferences already applied to the row). */
  types: [...MAIL_NOTIFICATION_TYPES, 'Wallet'] satisfies readonly NotificationType[],
} as const;

const base64url = /^[A-Za-z0-9_-]+={0,2}$/;

export const PushSubscribeBody = z.object({
  endpoint: z
    .string({ error: PUSH_MSG.invalidEndpoint })
    .trim()
    .min(1, PUSH_MSG.invalidEndpoint)
    .max(PUSH.endpointMax, PUSH_MSG.invalidEndpoint),
  keys: z.object(
    {
      p256dh: z
        .string({ error: PUSH_MSG.invalidKeys })
        .regex(base64url, PUSH_MSG.invalidKeys)
        .min(PUSH.p256dhLength, PUSH_MSG.invalidKeys)
        .max(PUSH.p256dhLength + 2, PUSH_MSG.invalidKeys),
      auth: z
        .string({ error: PUSH_MSG.invalidKeys })
        .regex(base64url, PUSH_MSG.invalidKeys)
        .min(PUSH.authLength, PUSH_MSG.invalidKeys)
        .max(PUSH.authLength + 2, PUSH_MSG.invalidKeys),
    },
    { error: PUSH_MSG.invalidKeys },
  ),
});
export type PushSubscribeBody = z.infer<typeof PushSubscribeBody>;

export const PushUnsubscribeBody = z.object({
  endpoint: z
    .string({ error: PUSH_MSG.invalidEndpoint })
    .trim()
    .max(PUSH.endpointMax, PUSH_MSG.invalidEndpoint),
});
export type PushUnsubscribeBody = z.infer<typeof PushUnsubscribeBody>;

export const VapidPublicKeyResponse = z.object({ publicKey: z.string() });
export type VapidPublicKeyResponse = z.infer<typeof VapidPublicKeyResponse>;

/** What the service worker receives (JSON, encrypted by the push service's RFC 8291 layer). */
export const PushPayload = z.object({
  title: z.string(),
  body: z.string(),
  /** Absolute URL of the picture (the shop's, the sender's) or of the app icon. */
  icon: z.string(),
  /** The app path a tap opens. */
  url: z.string(),
  /** One notification per tag on the device: a newer one replaces it. */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof PushPayload>;
