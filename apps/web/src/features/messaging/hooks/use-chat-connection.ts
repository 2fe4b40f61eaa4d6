import type { ChatMessage } from '@sugu/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { openSocket } from '../../../shared/lib/socket';
import { addMessage, applyClosed, applyPresence, applyReadEvent, newestMessageId } from '../api/cache';
import { conversationsKey, unreadTotalKey } from '../api/keys';
import { fetchMissedMessages } from '../api/messages';
import { settleOutgoing } from './outbox';

/** Pages of catch-up at most, before refetching the whole list instead. */
const MAX_MISSED_PAGES = 10;

/**
 * Feeds the chat's live events into the query cache for as long as the user is connected (the app shell
 * mounts it once a user is loaded): messages, presence, reads, closures and reopenings. On each (re)connection it fetches
 * what it missed since the newest message it knows (spec 2 §4, GET /api/Message/missed).
 */
export function useChatConnection(meId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = openSocket();
    let newestSeen: string | null = null;

    const receive = (message: ChatMessage) => {
      if (!newestSeen || message.id > newestSeen) newestSeen = message.id;
      if (message.senderId === meId) settleOutgoing(message.clientId);
      if (!addMessage(queryClient, meId, message))
        void queryClient.invalidateQueries({ queryKey: conversationsKey });
    };

    const catchUp = async () => {
      const cached = newestMessageId(queryClient);
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
      if (after || !start) void queryClient.invalidateQueries({ queryKey: conversationsKey });
      // Last, so the server's total wins over the increments made above.
      void queryClient.invalidateQueries({ queryKey: unreadTotalKey });
    };

    // Every connection, the first included, catches up: whatever arrived between the list's fetch and the
    // socket's handshake, or during an outage, would otherwise be missing.
    const onConnect = () => void catchUp();
    const onPresence = (p: Parameters<typeof applyPresence>[1]) => applyPresence(queryClient, p);
    const onRead = (e: Parameters<typeof applyReadEvent>[2]) => applyReadEvent(queryClient, meId, e);
    const onClosed = (e: { conversationId: string }) => applyClosed(queryClient, e.conversationId);
    // Open again or not depends on the 36 h window and the other side's block: the server tells.
    const onReopened = () => void queryClient.invalidateQueries({ queryKey: conversationsKey });

    if (socket.connected) void catchUp();
    socket.on('connect', onConnect);
    socket.on('ReceiveMessage', receive);
    socket.on('Presence', onPresence);
    socket.on('MessagesRead', onRead);
    socket.on('ConversationClosed', onClosed);
    socket.on('ConversationReopened', onReopened);
    return () => {
      socket.off('connect', onConnect);
      socket.off('ReceiveMessage', receive);
      socket.off('Presence', onPresence);
      socket.off('MessagesRead', onRead);
      socket.off('ConversationClosed', onClosed);
      socket.off('ConversationReopened', onReopened);
    };
  }, [queryClient, meId]);
}
