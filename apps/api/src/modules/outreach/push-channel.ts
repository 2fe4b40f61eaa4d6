// The push channel: the notifications that matter to someone whose app is closed (PUSH.types: a new order,
// its answer, a dispute's steps, money settled) go to every subscribed device of their recipient. The
// preferences (orderNotif…) already decided whether the row exists at all.
import { type NotificationType, PUSH } from '@sugu/domain';
import type { AppContext } from '../../context.js';
import { type PushMessage, type PushService, pushIcon } from '../push/index.js';
import type { OutreachChannel, OutreachNotification } from './channel.js';

const PUSHED: ReadonlySet<NotificationType> = new Set(PUSH.types);
/** What the seller or the buyer is waiting for: delivered at once, even to a phone saving its battery. */
const URGENT: ReadonlySet<NotificationType> = new Set(['Purchase', 'PurchaseAccept', 'PurchaseRefuse']);

/** Where a tap goes when the notification names no screen. */
const defaultLink = (type: NotificationType) => (type === 'Wallet' ? '/portefeuille' : '/notifications');

/** The push of one notification: its French title and text, its picture, its screen. */
function pushOfNotification(publicUrl: string, n: OutreachNotification): PushMessage {
  return {
    payload: {
      title: n.title,
      body: n.message.length > 300 ? `${n.message.slice(0, 299)}…` : n.message,
      icon: pushIcon(publicUrl, n.thumbUrl),
      url: n.link ?? defaultLink(n.type),
      tag: n.id,
    },
    ttlSeconds: PUSH.ttlSeconds,
    urgency: URGENT.has(n.type) ? 'high' : 'normal',
  };
}

export function createPushChannel(ctx: AppContext, push: PushService): OutreachChannel {
  return {
    name: 'push',
    async deliver(items, now) {
      const messages = items
        .filter(
          ({ notification: n, recipient }) =>
            recipient.hasPushSubscription &&
            PUSHED.has(n.type) &&
            // Claimed late (no process ran for a day): the news is stale, the in-app list has it.
            now.getTime() - n.createdAt.getTime() < PUSH.ttlSeconds * 1000,
        )
        .map(({ notification }) => ({
          userId: notification.userId,
          message: pushOfNotification(ctx.config.publicUrl, notification),
        }));
      if (messages.length > 0) await push.send(messages);
    },
  };
}
