// HTTP side of the chat: the list, older pages, catch-up after a reconnect, mark-read,
// blocking (reports: entities/report). Live delivery goes through the socket (hooks/use-chat-connection.ts).
import {
  ActionMessage,
  type ConversationList,
  type MessagePage,
  MessagesMarkReadResponse,
} from '@sugu/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { conversationsKey } from './keys';

/** Typed only: a hot list (30 latest messages per conversation), serialized by the server's schema. */
export function useConversations(enabled: boolean) {
  return useQuery({
    queryKey: conversationsKey,
    queryFn: () => api.get<ConversationList>('/api/User/me/conversations'),
    enabled,
    staleTime: 60_000,
  });
}

export function fetchOlderMessages(conversationId: string, before: string): Promise<MessagePage> {
  const query = new URLSearchParams({ before });
  return api.get<MessagePage>(`/api/Message/${encodeURIComponent(conversationId)}?${query}`);
}

/** Messages of all conversations after `after` (a message id), oldest first. */
export function fetchMissedMessages(after: string): Promise<MessagePage> {
  return api.get<MessagePage>(`/api/Message/missed?${new URLSearchParams({ after })}`);
}

export function postMarkRead(messageIds: string[]): Promise<MessagesMarkReadResponse> {
  return api.post('/api/Message/mark-read', { messageIds }, MessagesMarkReadResponse);
}

export function postBlock(userId: string, blocked: boolean): Promise<{ message: string }> {
  return api.post(`/api/Message/${blocked ? 'block' : 'unblock'}`, { userId }, ActionMessage);
}
