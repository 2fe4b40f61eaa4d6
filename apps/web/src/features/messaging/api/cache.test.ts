import type { ChatMessage, Conversation } from '@sugu/domain';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  addMessage,
  applyMarkReadResponse,
  applyPresence,
  applyReadEvent,
  markReadLocally,
  newestMessageId,
} from './cache';
import { conversationsKey, unreadTotalKey } from './keys';

const ME = 'me';
const message = (id: string, conversationId: string, fromMe: boolean, time: string): ChatMessage => ({
  id,
  conversationId,
  senderId: fromMe ? ME : `other-${conversationId}`,
  receiverId: fromMe ? `other-${conversationId}` : ME,
  content: `message ${id}`,
  time,
  isRead: fromMe,
  clientId: null,
});

const conversation = (id: string, messages: ChatMessage[], openedAt: string): Conversation => ({
  id,
  participant: {
    id: `other-${id}`,
    username: `user${id}`,
    profilePictureUrl: null,
    badgeVerification: false,
    isOnline: false,
    lastSeen: null,
    shop: null,
  },
  messages,
  lastMessage: messages.at(-1) ?? null,
  openedAt,
  closesAt: openedAt,
  isOpen: true,
  unreadCount: messages.filter((m) => !m.isRead && m.receiverId === ME).length,
  blockedByMe: false,
  olderCursor: null,
});

function seeded() {
  const client = new QueryClient();
  client.setQueryData(conversationsKey, [
    conversation('a', [message('01', 'a', true, '2026-11-22T10:00:00.000Z')], '2026-11-22T09:00:00.000Z'),
    conversation('b', [], '2026-11-22T08:00:00.000Z'),
  ]);
  client.setQueryData(unreadTotalKey, 0);
  return client;
}
const list = (client: QueryClient) => client.getQueryData<Conversation[]>(conversationsKey)!;

describe('chat cache edits', () => {
  it('appends a received message once, moves its conversation first and counts it unread', () => {
    const client = seeded();
    const incoming = message('02', 'b', false, '2026-11-22T11:00:00.000Z');
    expect(addMessage(client, ME, incoming)).toBe(true);
    expect(addMessage(client, ME, incoming)).toBe(true);
    expect(list(client).map((c) => c.id)).toEqual(['b', 'a']);
    expect(list(client)[0]).toMatchObject({ unreadCount: 1, lastMessage: { id: '02' } });
    expect(list(client)[0]!.messages).toHaveLength(1);
    expect(client.getQueryData(unreadTotalKey)).toBe(1);
    expect(newestMessageId(client)).toBe('02');
  });

  it('tells the caller about a conversation it does not know', () => {
    const client = seeded();
    expect(addMessage(client, ME, message('03', 'z', false, '2026-11-22T12:00:00.000Z'))).toBe(false);
    expect(client.getQueryData(unreadTotalKey)).toBe(1);
  });

  it('marks read locally, then takes the server counts', () => {
    const client = seeded();
    addMessage(client, ME, message('02', 'b', false, '2026-11-22T11:00:00.000Z'));
    addMessage(client, ME, message('04', 'b', false, '2026-11-22T11:05:00.000Z'));
    markReadLocally(client, 'b', ['02']);
    expect(list(client)[0]).toMatchObject({ unreadCount: 1 });
    expect(client.getQueryData(unreadTotalKey)).toBe(1);
    applyMarkReadResponse(client, {
      message: 'ok',
      unreadCount: 0,
      conversations: [{ id: 'b', unreadCount: 0 }],
    });
    expect(list(client)[0]).toMatchObject({ unreadCount: 0 });
    expect(client.getQueryData(unreadTotalKey)).toBe(0);
  });

  it('follows reads on another device and the participant presence', () => {
    const client = seeded();
    addMessage(client, ME, message('02', 'b', false, '2026-11-22T11:00:00.000Z'));
    applyReadEvent(client, ME, { conversationId: 'b', messageIds: ['02'], readerId: ME });
    expect(client.getQueryData(unreadTotalKey)).toBe(0);
    applyPresence(client, { userId: 'other-b', isOnline: true, lastSeen: null });
    expect(list(client)[0]!.participant.isOnline).toBe(true);
  });
});
