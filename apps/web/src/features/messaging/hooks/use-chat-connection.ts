import type { ChatMessage } from '@sugu/domain';
import { useEffect } from 'react';
import { listen, openSocket } from '../../../shared/lib/socket';
import { useChatCache } from '../api/cache';
import { fetchMissedMessages } from '../api/messages';
import { settleOutgoing } from './outbox';

/** Pages of catch-up at most, before refetching the whole list instead. */
const MAX_MISSED_PAGES = 10;

/**
 * Feeds the chat's live events into the query cache for as long as the user is connected (the app shell
 * mounts it once a user is loaded): messages, presence, reads, closures and reopenings. On each (re)connection it fetches
 * what it missed since the newest message it knows (GET /api/Message/missed).
 */
export function useChatConnection(meId: string): void {
  const chat = useChatCache();
  useEffect(() => {
    const socket = openSocket();
    let newestSeen: string | null = null;

    const receive = (message: ChatMessage) => {
      if (!newestSeen || message.id > newestSeen) newestSeen = message.id;
      if (message.senderId === meId) settleOutgoing(message.clientId);
      if (!chat.addMessage(meId, message)) void chat.refetchConversations();
    };

    const catchUp = async () => {
      const cached = chat.newestMessageId();
      const start = cached && (!newestSeen || cached > newestSeen) ? cached : newestSeen;
      let after = start;
      try {
        for (let page = 0; after && page < MAX_MISSED_PAGES; page++) {
          const { items, nextCursor } = await fetchMissedMessages(after);
          for (const message of items) receive(message);
          after = nextCursor;
        }
      } catch {
        after = 'failed';
      }
      // Nothing known to start from, too much missed, or a failure: the list is fetched again.
      if (after || !start) void chat.refetchConversations();
      // Last, so the server's total wins over the increments made above.
      void chat.refetchUnreadTotal();
    };

    // Every connection, the first included, catches up: whatever arrived between the list's fetch and the
    // socket's handshake, or during an outage, would otherwise be missing.
    if (socket.connected) void catchUp();
    return listen(socket, {
      connect: () => void catchUp(),
      ReceiveMessage: receive,
      Presence: (p) => chat.applyPresence(p),
      MessagesRead: (e) => chat.applyReadEvent(meId, e),
      ConversationClosed: (e) => chat.applyClosed(e.conversationId),
      // Open again or not depends on the 36 h window and the other side's block: the server tells.
      ConversationReopened: () => void chat.refetchConversations(),
    });
  }, [chat, meId]);
}
