// Chat rules: only the two participants read or write a conversation, writing only
// while it is open (36 h after the order) and neither blocked the other; the sender is always the
// connected user; a client id makes a resend idempotent.
import {
  type ChatMessage,
  type Conversation,
  MESSAGING,
  MESSAGING_MSG,
  type MessagePage,
  type MessagesMarkReadResponse,
} from '@sugu/domain';
import type { Executor } from '../../db/client.js';
import { decodeTimeCursor, encodeCursor } from '../../lib/cursor.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { isUuid, newId } from '../../lib/ids.js';
import type { Realtime } from '../../plugins/realtime.js';
import type { MessageWriter } from './message-writer.js';
import { closingTime, isWithinWindow, presentMessage, presentParticipant } from './messaging.presenter.js';
import * as repo from './messaging.repository.js';

/** The time rules are checked against; tests pass a controllable one. */

export interface SendInput {
  content: string;
  clientId?: string | undefined;
  conversationId?: string | undefined;
  receiverId?: string | undefined;
}

export interface SendResult {
  message: ChatMessage;
  /** False for a resend of a message already stored (nothing new to deliver). */
  created: boolean;
}

const otherSide = (c: repo.ConversationRow, userId: string) =>
  c.buyerId === userId ? c.sellerId : c.buyerId;
const isParticipant = (c: repo.ConversationRow, userId: string) =>
  c.buyerId === userId || c.sellerId === userId;

/** A conversation the user takes part in; 404 otherwise (a foreign one is not revealed). */
export async function requireConversation(db: Executor, userId: string, id: string) {
  const conversation = isUuid(id) ? await repo.findConversation(db, id) : undefined;
  if (!conversation || !isParticipant(conversation, userId)) {
    throw notFound(MESSAGING_MSG.conversationNotFound, 'conversation_not_found');
  }
  return conversation;
}

const noConversation = () => notFound(MESSAGING_MSG.conversationNotFound, 'conversation_not_found');

/** The conversation the sender writes in and whether they may, in one query. */
async function writableConversation(db: Executor, senderId: string, input: SendInput, now: Date) {
  let found: Awaited<ReturnType<typeof repo.findConversationForWriter>>;
  if (input.conversationId) {
    if (!isUuid(input.conversationId)) throw noConversation();
    found = await repo.findConversationForWriter(db, senderId, { conversationId: input.conversationId });
  } else {
    const receiverId = input.receiverId ?? '';
    if (!isUuid(receiverId) || receiverId === senderId) throw noConversation();
    found = await repo.findConversationForWriter(db, senderId, { otherId: receiverId });
  }
  if (!found || !isParticipant(found.conversation, senderId)) throw noConversation();
  if (found.blockedByWriter) throw forbidden(MESSAGING_MSG.youBlocked, 'blocked');
  // The blocked side is only told the conversation is closed.
  if (found.blockedByOther || !isWithinWindow(found.conversation, now)) {
    throw conflict(MESSAGING_MSG.conversationClosed, 'conversation_closed');
  }
  return found.conversation;
}

/** Stores the message (batched with others arriving at the same time: message-writer.ts) and answers it. */
export async function sendMessage(
  writer: MessageWriter,
  db: Executor,
  now: Date,
  senderId: string,
  input: SendInput,
): Promise<SendResult> {
  const target = input.conversationId ?? input.receiverId ?? '';
  const by = input.conversationId ? { conversationId: target } : { otherId: target };
  if (isUuid(target) && target !== senderId) {
    const inserted = await writer.write({
      id: newId(),
      senderId,
      by,
      content: input.content,
      clientId: input.clientId ?? null,
      now,
    });
    if (inserted) return { message: presentMessage(inserted), created: true };
  }
  // Nothing stored: a resend (the first copy stands, even if the conversation closed since), or a refusal.
  const stored = input.clientId ? await repo.findBySenderClientId(db, senderId, input.clientId) : undefined;
  if (stored) return { message: presentMessage(stored), created: false };
  await writableConversation(db, senderId, input, now);
  // Writable now but refused a moment ago: it changed in between (an order re-opened it); try again.
  throw conflict(MESSAGING_MSG.sendFailed, 'retry');
}

/** Oldest first, and the cursor of the page before it (null when it starts the conversation). */
function toPage(
  rows: repo.KeyedMessage[],
  limit: number,
): { items: ChatMessage[]; olderCursor: string | null } {
  const page = rows.slice(0, limit);
  const oldest = page.at(-1);
  return {
    items: page.reverse().map(presentMessage),
    olderCursor:
      rows.length > limit && oldest
        ? encodeCursor({ kind: 'messages', key: oldest.cursorAt, id: oldest.id })
        : null,
  };
}

export async function listConversations(db: Executor, now: Date, userId: string): Promise<Conversation[]> {
  const rows = await repo.findConversationsOf(db, userId);
  if (rows.length === 0) return [];
  const ids = rows.map((c) => c.id);
  const others = [...new Set(rows.map((c) => otherSide(c, userId)))];
  const [participants, latest, unread, blocks] = await Promise.all([
    repo.findParticipants(db, others),
    repo.findLatestMessages(db, ids, MESSAGING.latestPerConversation),
    repo.countUnreadByConversation(db, userId, ids),
    repo.findBlocks(db, userId, others),
  ]);
  const participantById = new Map(participants.map((p) => [p.id, presentParticipant(p)]));
  const unreadById = new Map(unread.map((u) => [u.conversationId, u.n]));
  const latestById = new Map<string, repo.KeyedMessage[]>();
  for (const m of latest) latestById.set(m.conversationId, [...(latestById.get(m.conversationId) ?? []), m]);
  const list = rows.map((c): Conversation => {
    const other = otherSide(c, userId);
    const participant = participantById.get(other);
    if (!participant) throw new Error(`participant ${other} missing`);
    const newestFirst = (latestById.get(c.id) ?? []).sort((a, b) =>
      a.cursorAt === b.cursorAt ? (a.id < b.id ? 1 : -1) : a.cursorAt < b.cursorAt ? 1 : -1,
    );
    const { items, olderCursor } = toPage(newestFirst, MESSAGING.latestPerConversation);
    const blocked = blocks.some((b) => b.blockerId === other || b.blockedId === other);
    return {
      id: c.id,
      participant,
      messages: items,
      lastMessage: items.at(-1) ?? null,
      openedAt: c.openedAt.toISOString(),
      closesAt: closingTime(c)?.toISOString() ?? null,
      isOpen: isWithinWindow(c, now) && !blocked,
      unreadCount: unreadById.get(c.id) ?? 0,
      blockedByMe: blocks.some((b) => b.blockerId === userId && b.blockedId === other),
      olderCursor,
    };
  });
  // Latest message first; a conversation without messages counts from its opening.
  const sortKey = (c: Conversation) => c.lastMessage?.time ?? c.openedAt;
  return list.sort((a, b) => (sortKey(a) < sortKey(b) ? 1 : sortKey(a) > sortKey(b) ? -1 : 0));
}

export async function messagePage(
  db: Executor,
  userId: string,
  conversationId: string,
  query: { before?: string | undefined; limit: number },
): Promise<MessagePage> {
  await requireConversation(db, userId, conversationId);
  const cursor = decodeTimeCursor(query.before, 'messages');
  const before = cursor ? { at: cursor.key, id: cursor.id } : undefined;
  const rows = await repo.findMessagesBefore(db, conversationId, query.limit, before);
  const { items, olderCursor } = toPage(rows, query.limit);
  return { items, nextCursor: olderCursor };
}

/**
 * What a client missed while offline: the messages of all its conversations after its last seen message
 * id, oldest first. `nextCursor` is the id to ask from next when more remain.
 */
export async function missedMessages(
  db: Executor,
  userId: string,
  query: { after: string; limit: number },
): Promise<MessagePage> {
  const anchor = isUuid(query.after) ? await repo.findMessageKey(db, query.after) : undefined;
  if (!anchor || (anchor.senderId !== userId && anchor.receiverId !== userId)) {
    throw notFound(MESSAGING_MSG.messageNotFound, 'message_not_found');
  }
  const rows = await repo.findMessagesAfter(db, userId, { at: anchor.cursorAt, id: anchor.id }, query.limit);
  const page = rows.slice(0, query.limit);
  return {
    items: page.map(presentMessage),
    nextCursor: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

export async function unreadCount(db: Executor, userId: string) {
  return { unreadCount: await repo.countUnread(db, userId) };
}

/** Marks read, among the ids, the messages addressed to the user (others' are ignored). */
/** Marks the given received messages read; their senders' ticks and the reader's other devices follow live. */
export async function markMessagesRead(
  db: Executor,
  realtime: Realtime,
  userId: string,
  ids: string[],
): Promise<MessagesMarkReadResponse> {
  const changed = await repo.markRead(db, userId, [...new Set(ids.filter(isUuid))]);
  const byConversation = new Map<string, { senderId: string; ids: string[] }>();
  for (const m of changed) {
    const entry = byConversation.get(m.conversationId) ?? { senderId: m.senderId, ids: [] };
    entry.ids.push(m.id);
    byConversation.set(m.conversationId, entry);
  }
  for (const [conversationId, { senderId, ids: messageIds }] of byConversation) {
    realtime
      .toUsers([senderId, userId])
      .emit('MessagesRead', { conversationId, messageIds, readerId: userId });
  }
  const touched = [...new Set(changed.map((m) => m.conversationId))];
  const [total, perConversation] = await Promise.all([
    repo.countUnread(db, userId),
    touched.length ? repo.countUnreadByConversation(db, userId, touched) : Promise.resolve([]),
  ]);
  const counts = new Map(perConversation.map((c) => [c.conversationId, c.n]));
  return {
    message: MESSAGING_MSG.messagesMarkedRead,
    unreadCount: total,
    conversations: touched.map((id) => ({ id, unreadCount: counts.get(id) ?? 0 })),
  };
}
