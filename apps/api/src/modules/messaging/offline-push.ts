// A chat message whose receiver has no live connection in any process goes to their devices by web push,
// after it is stored and off the send path (the sender's acknowledgement never waits for it). One push per
// conversation is kept by the push service and on the device (topic, tag): a burst shows the latest.
import { type ChatMessage, MEDIA, mediaUrl, PUSH, PUSH_MSG } from '@sugu/domain';
import type { AppContext } from '../../context.js';
import type { Realtime } from '../../plugins/realtime.js';
import { type PushService, pushIcon } from '../push/index.js';
import { findParticipants } from './messaging.repository.js';

/** The longest excerpt of a message a push shows. */
const EXCERPT = 120;

export type OfflinePush = (message: ChatMessage) => void;

export function createOfflinePush(ctx: AppContext, realtime: Realtime, push: PushService): OfflinePush {
  async function send(message: ChatMessage) {
    const connected = await realtime.connectedAmong([message.receiverId]);
    if (connected.has(message.receiverId)) return;
    const [sender] = await findParticipants(ctx.db, [message.senderId]);
    if (!sender) return;
    const picture = sender.coverImg ?? sender.profilePicture;
    const flat = message.content.replace(/\s+/g, ' ').trim();
    await push.send([
      {
        userId: message.receiverId,
        message: {
          payload: {
            title: PUSH_MSG.messageTitle(sender.shopName ?? sender.username),
            body: flat.length > EXCERPT ? `${flat.slice(0, EXCERPT - 1)}…` : flat,
            icon: pushIcon(ctx.config.publicUrl, picture ? mediaUrl(picture, MEDIA.widths[0]) : null),
            url: '/messages',
            tag: `conversation-${message.conversationId}`,
          },
          ttlSeconds: PUSH.messageTtlSeconds,
          urgency: 'high',
          topic: message.conversationId.replaceAll('-', ''),
        },
      },
    ]);
  }
  return (message) => realtime.track(send(message));
}
