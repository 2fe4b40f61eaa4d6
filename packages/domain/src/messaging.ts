// Conversations and real-time chat: limits, French messages, HTTP shapes and
// the typed event map of the /chathub SignalR hub, shared by the server and the web client.
import { z } from 'zod';
import { CONVERSATION_OPEN_HOURS } from './constants.js';
import { noNul, requiredText } from './fields.js';
import { localized } from './i18n.js';
import { type AccountSuspendedEvent, reportReasonField } from './moderation.js';
import type { OrderChangedEvent } from './orders.js';
import type { NotificationItem } from './social.js';

export const MESSAGING = {
  hubPath: '/chathub',
  /** The live connection retries after these delays, then stops until a tap or the network comes back. */
  reconnectDelaysMs: [0, 2_000, 10_000, 30_000],
  openHours: CONVERSATION_OPEN_HOURS,
  /** Matches messages.content varchar(2000). */
  maxLength: 2000,
  /** Client-generated id of a message (idempotent resend). */
  clientIdMax: 64,
  /** Latest messages of each conversation in the list; older ones by keyset pages. */
  latestPerConversation: 30,
  pageSize: 50,
  maxPageSize: 200,
  maxMarkRead: 500,
} as const;

export const MESSAGING_MSG = localized('MESSAGING_MSG', {
  messageEmpty: 'Le message ne peut pas être vide',
  messageTooLong: `Le message ne doit pas dépasser ${MESSAGING.maxLength} caractères`,
  conversationClosed: 'La conversation est fermée 36h après une commande',
  conversationNotFound: 'Conversation introuvable',
  messageNotFound: 'Message introuvable',
  youBlocked: 'Vous avez bloqué cet utilisateur',
  conversationsLoadFailed: 'Une erreur est survenue lors de la recupération des conversations',
  sendFailed: "Le message n'a pas pu être envoyé",
  invalidMessage: 'Message invalide',
  messagesMarkedRead: 'Messages marqués comme lus',
  blocked: 'Utilisateur bloqué',
  unblocked: 'Utilisateur débloqué',
  cannotBlockSelf: 'Vous ne pouvez pas vous bloquer vous-même',
  userNotFound: 'Utilisateur introuvable',
  /** SendMessage with a senderId that is not the connected user. */
  notYourself: "Vous ne pouvez envoyer un message qu'en votre nom",
  /** The live connection closed for sending too fast. */
  tooManyMessages: 'Trop de messages, reconnectez-vous plus tard.',
} as const);

// ---------- shapes ----------

export const ChatMessage = z.object({
  id: z.string(),
  conversationId: z.string(),
  senderId: z.string(),
  receiverId: z.string(),
  content: z.string(),
  time: z.string(),
  isRead: z.boolean(),
  /** The sender's own id for the message, echoed back so a pending bubble can be matched. */
  clientId: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

export const Participant = z.object({
  id: z.string(),
  username: z.string(),
  profilePictureUrl: z.string().nullable(),
  badgeVerification: z.boolean(),
  isOnline: z.boolean(),
  lastSeen: z.string().nullable(),
  shop: z.object({ shopName: z.string(), coverImgUrl: z.string().nullable() }).nullable(),
});
export type Participant = z.infer<typeof Participant>;

export const Conversation = z.object({
  id: z.string(),
  participant: Participant,
  /** The latest messages, oldest first; `olderCursor` fetches the ones before. */
  messages: z.array(ChatMessage),
  lastMessage: ChatMessage.nullable(),
  openedAt: z.string(),
  /** openedAt + 36 h; null while a dispute between the two holds it open (it stays open until the
   * dispute ends, whatever the 36 h say). */
  closesAt: z.string().nullable(),
  isOpen: z.boolean(),
  unreadCount: z.number(),
  /** The connected user blocked the participant. */
  blockedByMe: z.boolean(),
  olderCursor: z.string().nullable(),
});
export type Conversation = z.infer<typeof Conversation>;

export const ConversationList = z.array(Conversation);
export type ConversationList = z.infer<typeof ConversationList>;

export const MessagePage = z.object({
  /** Oldest first. */
  items: z.array(ChatMessage),
  /** Next (older) page for `before`, or newer one for `after`; null at the end. */
  nextCursor: z.string().nullable(),
});
export type MessagePage = z.infer<typeof MessagePage>;

export const UnreadCountResponse = z.object({ unreadCount: z.number() });
export type UnreadCountResponse = z.infer<typeof UnreadCountResponse>;

export const MessagesMarkReadResponse = z.object({
  message: z.string(),
  /** Total over all conversations. */
  unreadCount: z.number(),
  conversations: z.array(z.object({ id: z.string(), unreadCount: z.number() })),
});
export type MessagesMarkReadResponse = z.infer<typeof MessagesMarkReadResponse>;

// ---------- requests ----------

const pageLimit = z.coerce
  .number()
  .int()
  .min(1)
  .max(MESSAGING.maxPageSize)
  .default(MESSAGING.pageSize)
  .catch(MESSAGING.pageSize);

export const ConversationParams = z.object({ conversationId: z.string().max(64) });
export const MessagePageQuery = z.object({ before: z.string().max(300).optional(), limit: pageLimit });
/** Catch-up after a reconnect: the messages of all the user's conversations after the last one seen. */
export const MissedMessagesQuery = z.object({ after: z.string().max(300), limit: pageLimit });

export const MessagesMarkReadBody = z.object({
  messageIds: z.array(z.string().max(64)).max(MESSAGING.maxMarkRead),
});
export type MessagesMarkReadBody = z.infer<typeof MessagesMarkReadBody>;

export const messageContent = requiredText({
  required: MESSAGING_MSG.messageEmpty,
  max: MESSAGING.maxLength,
  tooLong: MESSAGING_MSG.messageTooLong,
  invalid: MESSAGING_MSG.invalidMessage,
});

/** The object form of SendMessage (and the HTTP fallback); the spec's form is (senderId, receiverId, content). */
export const SendMessageBody = z.object({
  /** Client-generated id: a resend with the same id never stores a second copy. */
  clientId: z.string().trim().min(1).max(MESSAGING.clientIdMax).refine(noNul).optional(),
  conversationId: z.string().max(64).optional(),
  receiverId: z.string().max(64).optional(),
  /** Ignored: the sender is always the connected user. */
  senderId: z.unknown().optional(),
  content: messageContent,
});
export type SendMessageBody = z.infer<typeof SendMessageBody>;

export const ReportBody = z.object({
  conversationId: z.string().max(64),
  messageId: z.string().max(64).optional(),
  reason: reportReasonField,
});
export type ReportBody = z.infer<typeof ReportBody>;

export const BlockBody = z.object({ userId: z.string().max(64) });
export type BlockBody = z.infer<typeof BlockBody>;

export const ActionMessage = z.object({ message: z.string() });

// ---------- the /chathub hub (SignalR): events pushed, method invoked ----------

export type SendAck =
  | { ok: true; message: ChatMessage }
  | { ok: false; error: { message: string; code: string } };

export interface PresenceEvent {
  userId: string;
  isOnline: boolean;
  lastSeen: string | null;
}

export interface ReadEvent {
  conversationId: string;
  messageIds: string[];
  /** Who read them: the sender's ticks, or the reader's other devices. */
  readerId: string;
}

export interface ServerToClientEvents {
  ReceiveMessage: (message: ChatMessage) => void;
  Presence: (presence: PresenceEvent) => void;
  MessagesRead: (event: ReadEvent) => void;
  /** The conversation can no longer be written (blocked). */
  ConversationClosed: (event: { conversationId: string }) => void;
  /** A block was lifted: the conversation is open again if its 36 h window still runs. */
  ConversationReopened: (event: { conversationId: string }) => void;
  Notification: (notification: NotificationItem) => void;
  /** An order of the user (bought or sold) was placed or changed state. */
  OrderChanged: (event: OrderChangedEvent) => void;
  /** The account was suspended: the server ends the connection right after. */
  AccountSuspended: (event: AccountSuspendedEvent) => void;
}
