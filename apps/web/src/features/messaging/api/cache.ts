// Edits of the cached conversation list and unread total as live events and answers arrive, so every
// screen (list, open conversation, bottom bar badge) follows without a refetch. Screens and hooks reach
// them through useChatCache, bound to the app's query client.
import type {
  ChatMessage,
  Conversation,
  ConversationList,
  MessagesMarkReadResponse,
  PresenceEvent,
  ReadEvent,
} from '@sugu/domain';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { conversationsKey, unreadTotalKey } from './keys';

/** Message ids are UUID v7: their text order is their time order. */
const byTime = (a: ChatMessage, b: ChatMessage) =>
  a.time === b.time ? (a.id < b.id ? -1 : 1) : a.time < b.time ? -1 : 1;

const latestAt = (c: Conversation) => c.lastMessage?.time ?? c.openedAt;

/** Latest message first; a conversation without messages counts from its opening. */
function sortConversations(list: ConversationList): ConversationList {
  return [...list].sort((a, b) => (latestAt(a) < latestAt(b) ? 1 : latestAt(a) > latestAt(b) ? -1 : 0));
}

function editList(queryClient: QueryClient, edit: (list: ConversationList) => ConversationList) {
  queryClient.setQueryData<ConversationList>(conversationsKey, (list) => (list ? edit(list) : list));
}

function addToTotal(queryClient: QueryClient, delta: number) {
  queryClient.setQueryData<number>(unreadTotalKey, (n) => (n === undefined ? n : Math.max(0, n + delta)));
}

/**
 * A message sent or received: appended to its conversation (once), which becomes the latest. Returns
 * false when the conversation is not in the cached list (a new one: the caller refetches the list).
 */
export function addMessage(queryClient: QueryClient, meId: string, message: ChatMessage): boolean {
  const list = queryClient.getQueryData<ConversationList>(conversationsKey);
  const unread = message.receiverId === meId && !message.isRead;
  const conversation = list?.find((c) => c.id === message.conversationId);
  if (conversation?.messages.some((m) => m.id === message.id)) return true;
  if (unread) addToTotal(queryClient, 1);
  if (!list || !conversation) return false;
  editList(queryClient, (all) =>
    sortConversations(
      all.map((c) => {
        if (c.id !== message.conversationId) return c;
        const messages = [...c.messages, message].sort(byTime);
        return {
          ...c,
          messages,
          lastMessage: messages.at(-1) ?? null,
          unreadCount: c.unreadCount + (unread ? 1 : 0),
        };
      }),
    ),
  );
  return true;
}

/** Marks `ids` read at once (before the server answers), so a message is never sent twice. */
export function markReadLocally(queryClient: QueryClient, conversationId: string, ids: string[]) {
  const read = new Set(ids);
  let changed = 0;
  editList(queryClient, (all) =>
    all.map((c) => {
      if (c.id !== conversationId) return c;
      const messages = c.messages.map((m) => {
        if (!read.has(m.id) || m.isRead) return m;
        changed++;
        return { ...m, isRead: true };
      });
      return {
        ...c,
        messages,
        lastMessage: messages.at(-1) ?? null,
        unreadCount: Math.max(0, c.unreadCount - changed),
      };
    }),
  );
  addToTotal(queryClient, -changed);
}

/** The server's counts after a mark-read win over the local guesses. */
export function applyMarkReadResponse(queryClient: QueryClient, response: MessagesMarkReadResponse) {
  const counts = new Map(response.conversations.map((c) => [c.id, c.unreadCount]));
  editList(queryClient, (all) =>
    all.map((c) => (counts.has(c.id) ? { ...c, unreadCount: counts.get(c.id)! } : c)),
  );
  queryClient.setQueryData(unreadTotalKey, response.unreadCount);
}

/** Read by the other side (their ticks), or by this user on another device (the counts drop here too). */
export function applyReadEvent(queryClient: QueryClient, meId: string, event: ReadEvent) {
  if (event.readerId === meId) {
    markReadLocally(queryClient, event.conversationId, event.messageIds);
    return;
  }
  const read = new Set(event.messageIds);
  editList(queryClient, (all) =>
    all.map((c) =>
      c.id === event.conversationId
        ? { ...c, messages: c.messages.map((m) => (read.has(m.id) ? { ...m, isRead: true } : m)) }
        : c,
    ),
  );
}

export function applyPresence(queryClient: QueryClient, presence: PresenceEvent) {
  editList(queryClient, (all) =>
    all.map((c) =>
      c.participant.id === presence.userId
        ? {
            ...c,
            participant: { ...c.participant, isOnline: presence.isOnline, lastSeen: presence.lastSeen },
          }
        : c,
    ),
  );
}

function applyClosed(queryClient: QueryClient, conversationId: string) {
  editList(queryClient, (all) => all.map((c) => (c.id === conversationId ? { ...c, isOpen: false } : c)));
}

/** Older messages fetched on scroll up join the conversation, oldest first. */
function prependOlder(
  queryClient: QueryClient,
  conversationId: string,
  older: ChatMessage[],
  olderCursor: string | null,
) {
  editList(queryClient, (all) =>
    all.map((c) => {
      if (c.id !== conversationId) return c;
      const known = new Set(c.messages.map((m) => m.id));
      return {
        ...c,
        messages: [...older.filter((m) => !known.has(m.id)), ...c.messages].sort(byTime),
        olderCursor,
      };
    }),
  );
}

/** The newest message id of the cached list: where the catch-up after a reconnect starts. */
export function newestMessageId(queryClient: QueryClient): string | null {
  let newest: string | null = null;
  for (const c of queryClient.getQueryData<ConversationList>(conversationsKey) ?? []) {
    const id = c.lastMessage?.id;
    if (id && (!newest || id > newest)) newest = id;
  }
  return newest;
}

/** The chat cache as the screens and the live connection change it. */
export function useChatCache() {
  const client = useQueryClient();
  return useMemo(
    () => ({
      addMessage: (meId: string, message: ChatMessage) => addMessage(client, meId, message),
      markReadLocally: (conversationId: string, ids: string[]) =>
        markReadLocally(client, conversationId, ids),
      applyMarkReadResponse: (response: MessagesMarkReadResponse) => applyMarkReadResponse(client, response),
      applyReadEvent: (meId: string, event: ReadEvent) => applyReadEvent(client, meId, event),
      applyPresence: (presence: PresenceEvent) => applyPresence(client, presence),
      applyClosed: (conversationId: string) => applyClosed(client, conversationId),
      prependOlder: (conversationId: string, older: ChatMessage[], olderCursor: string | null) =>
        prependOlder(client, conversationId, older, olderCursor),
      newestMessageId: () => newestMessageId(client),
      /** The server's list again: a conversation this device does not know, a closing, a block. */
      refetchConversations: () => client.invalidateQueries({ queryKey: conversationsKey }),
      /** The server's total again, over the increments made meanwhile. */
      refetchUnreadTotal: () => client.invalidateQueries({ queryKey: unreadTotalKey }),
    }),
    [client],
  );
}
