// Rows of conversations and messages become the contract's shapes: Message, Participant, Conversation.
import { type ChatMessage, MEDIA, MESSAGING, mediaUrl, type Participant } from '@sugu/domain';
import type { findParticipants, MessageRow } from './messaging.repository.js';

const AVATAR_WIDTH = MEDIA.widths[0];
const HOUR = 3600_000;

const closesAt = (openedAt: Date) => new Date(openedAt.getTime() + MESSAGING.openHours * HOUR);

/** When the conversation closes: openedAt + 36 h, or null while a dispute holds it open (no end known). */
export const closingTime = (conversation: { openedAt: Date; heldOpen: number }) =>
  conversation.heldOpen > 0 ? null : closesAt(conversation.openedAt);

/** Open while now < openedAt + 36 h, or while a dispute between the pair is open (heldOpen > 0). */
export const isWithinWindow = (conversation: { openedAt: Date; heldOpen: number }, now: Date) =>
  conversation.heldOpen > 0 || now.getTime() < closesAt(conversation.openedAt).getTime();

export function presentMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    receiverId: row.receiverId,
    content: row.content,
    time: row.createdAt.toISOString(),
    isRead: row.isRead,
    clientId: row.clientId,
  };
}

export function presentParticipant(row: Awaited<ReturnType<typeof findParticipants>>[number]): Participant {
  return {
    id: row.id,
    username: row.username,
    profilePictureUrl: row.profilePicture ? mediaUrl(row.profilePicture, AVATAR_WIDTH) : null,
    badgeVerification: row.isIdentityVerified ?? false,
    isOnline: row.isOnline,
    lastSeen: row.lastSeen ? row.lastSeen.toISOString() : null,
    shop: row.shopName
      ? { shopName: row.shopName, coverImgUrl: row.coverImg ? mediaUrl(row.coverImg, AVATAR_WIDTH) : null }
      : null,
  };
}
