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
 * mounts it once a user is loaded): messages, presence, reads, closures. After a reconnect it fetches
 * what it missed since the newest message it knows (spec 2 §4, GET /api/Message/missed).
 */
export function useChatConnection(meId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = openSocket();
    let newestSeen: string | null = null;
    let connectedOnce = false;

    const receive = (message: ChatMessage) => {
      if (!newestSeen || message.id > newestSeen) newestSeen = message.id;
      if (message.senderId === meId) settleOutgoing(message.clientId);
      if (!addMessage(queryClient, meId, message))
        void queryClient.invalidateQueries({ queryKey: conversationsKey });
    };

    const catchUp = async () => {
      const cached = newestMessageId(queryClient);
      let after = cached && (!newestSeen || cached > newestSeen) ? cached : newestSeen;
      void queryClient.invalidateQueries({ queryKey: unreadTotalKey });
      if (!after) {
        void queryClient.invalidateQueries({ queryKey: conversationsKey });
        return;
      }
      try {
        for (let page = 0; after && page < MAX_MISSED_PAGES; page++) {
          const { items, nextCursor } = await fetchMissedMessages(after);
          for (const message of items) receive(message);
          after = nextCursor;
        }
        if (after) void queryClient.invalidateQueries({ queryKey: conversationsKey });
      } catch {
        void queryClient.invalidateQueries({ queryKey: conversationsKey });
      }
    };

    const onConnect = () => {
      if (connectedOnce) void catchUp();
      connectedOnce = true;
    };
    const onPresence = (p: Parameters<typeof applyPresence>[1]) => applyPresence(queryClient, p);
    const onRead = (e: Parameters<typeof applyReadEvent>[2]) => applyReadEvent(queryClient, meId, e);
    const onClosed = (e: { conversationId: string }) => applyClosed(queryClient, e.conversationId);

    if (socket.connected) connectedOnce = true;
    socket.on('connect', onConnect);
    socket.on('ReceiveMessage', receive);
    socket.on('Presence', onPresence);
    socket.on('MessagesRead', onRead);
    socket.on('ConversationClosed', onClosed);
    return () => {
      socket.off('connect', onConnect);
      socket.off('ReceiveMessage', receive);
      socket.off('Presence', onPresence);
      socket.off('MessagesRead', onRead);
      socket.off('ConversationClosed', onClosed);
    };
  }, [queryClient, meId]);
}
