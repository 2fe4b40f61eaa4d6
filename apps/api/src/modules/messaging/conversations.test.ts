// HTTP side of the chat: the conversation list, pages, catch-up, mark-read and unread counts, send
// fallback, report and block.
import { type Conversation, MESSAGING, MESSAGING_MSG, MODERATION_MSG } from '@sugu/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildConversation, buildLightUsers, type SessionUser } from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';
import { reports } from '../../db/schema/index.js';

const t = await setupTestApp({ listen: true });

const get = (cookie: string | undefined, url: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (cookie: string | undefined, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: cookie ? { cookie } : {} });

async function say(from: SessionUser, conversationId: string, content: string) {
  const res = await post(from.cookie, '/api/Message/send', { conversationId, content });
  if (res.statusCode !== 201) throw new Error(`send failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

const conversationsOf = async (p: SessionUser): Promise<Conversation[]> =>
  (await get(p.cookie, '/api/User/me/conversations')).json();

describe('GET /api/User/me/conversations', () => {
  it('is for connected users only', async () => {
    expect((await get(undefined, '/api/User/me/conversations')).statusCode).toBe(401);
    expect((await get(undefined, '/api/Message/unread-count')).statusCode).toBe(401);
    expect((await post(undefined, '/api/Message/mark-read', { messageIds: [] })).statusCode).toBe(401);
  });

  it('answers the participant, latest messages, open state and unread count, latest message first', async () => {
    const { buyer, seller, conversationId } = await buildConversation(t.app, { openedAt: t.clock.now() });
    const { conversationId: older } = await buildConversation(t.app, {
      buyer,
      shopName: 'Karité Sikasso',
      openedAt: new Date(t.clock.now().getTime() - 40 * 3600_000),
    });
    expect(await conversationsOf(buyer)).toHaveLength(2);

    await say(buyer, conversationId, 'Bonjour');
    await say(seller, conversationId, 'Bonjour, oui');
    await say(seller, conversationId, 'Livraison demain');
    const list = await conversationsOf(buyer);
    expect(list.map((c) => c.id)).toEqual([conversationId, older]);
    const [first, second] = list as [Conversation, Conversation];
    expect(first).toMatchObject({
      participant: {
        id: seller.userId,
        badgeVerification: true,
        isOnline: false,
        shop: { shopName: 'Chez Awa', coverImgUrl: null },
      },
      isOpen: true,
      unreadCount: 2,
      blockedByMe: false,
      olderCursor: null,
      lastMessage: { content: 'Livraison demain', senderId: seller.userId },
    });
    expect(first.messages.map((m) => m.content)).toEqual(['Bonjour', 'Bonjour, oui', 'Livraison demain']);
    expect(second).toMatchObject({ isOpen: false, lastMessage: null, messages: [], unreadCount: 0 });
    // The seller sees the buyer (no shop) and nothing unread: they wrote the last two.
    const [sellerView] = await conversationsOf(seller);
    expect(sellerView).toMatchObject({ participant: { id: buyer.userId, shop: null }, unreadCount: 1 });

    // The older one closed 4 hours ago: the HTTP fallback refuses it as the hub does.
    expect(
      (await post(buyer.cookie, '/api/Message/send', { conversationId: older, content: 'x' })).json(),
    ).toEqual({
      message: MESSAGING_MSG.conversationClosed,
      code: 'conversation_closed',
    });
  });

  it('pages older messages by keyset and catches up after a reconnect', async () => {
    const { buyer, seller, conversationId } = await buildConversation(t.app, { openedAt: t.clock.now() });
    const sent = [];
    for (let i = 0; i < MESSAGING.latestPerConversation + 5; i++) {
      sent.push(await say(i % 2 ? seller : buyer, conversationId, `message ${i}`));
    }
    const [conversation] = await conversationsOf(buyer);
    expect(conversation!.messages).toHaveLength(MESSAGING.latestPerConversation);
    expect(conversation!.messages[0]!.content).toBe('message 5');
    expect(conversation!.olderCursor).not.toBeNull();

    const page = await get(
      buyer.cookie,
      `/api/Message/${conversationId}?before=${conversation!.olderCursor}&limit=3`,
    );
    expect(page.json().items.map((m: { content: string }) => m.content)).toEqual([
      'message 2',
      'message 3',
      'message 4',
    ]);
    const last = await get(buyer.cookie, `/api/Message/${conversationId}?before=${page.json().nextCursor}`);
    expect(last.json()).toMatchObject({
      items: [{ content: 'message 0' }, { content: 'message 1' }],
      nextCursor: null,
    });
    expect((await get(buyer.cookie, `/api/Message/${conversationId}?before=bogus`)).statusCode).toBe(400);

    const [intruder] = await buildLightUsers(t.app, 1);
    expect((await get(intruder!.cookie, `/api/Message/${conversationId}`)).statusCode).toBe(404);

    // Offline after message 31: the catch-up returns 32..34 in order, in pages.
    const missed = await get(buyer.cookie, `/api/Message/missed?after=${sent[31].id}&limit=2`);
    expect(missed.json().items.map((m: { content: string }) => m.content)).toEqual([
      'message 32',
      'message 33',
    ]);
    const rest = await get(buyer.cookie, `/api/Message/missed?after=${missed.json().nextCursor}`);
    expect(rest.json()).toMatchObject({ items: [{ content: 'message 34' }], nextCursor: null });
    expect((await get(intruder!.cookie, `/api/Message/missed?after=${sent[0].id}`)).statusCode).toBe(404);
  });
});

describe('POST /api/Message/mark-read', () => {
  it('marks only messages addressed to the user; unread counts follow', async () => {
    const { buyer, seller, conversationId } = await buildConversation(t.app, { openedAt: t.clock.now() });
    const a = await say(seller, conversationId, 'Un');
    const b = await say(seller, conversationId, 'Deux');
    const mine = await say(buyer, conversationId, 'Trois');
    expect((await get(buyer.cookie, '/api/Message/unread-count')).json()).toEqual({ unreadCount: 2 });
    expect((await get(seller.cookie, '/api/Message/unread-count')).json()).toEqual({ unreadCount: 1 });

    // The seller tries to mark the buyer's incoming messages read: nothing changes.
    const foreign = await post(seller.cookie, '/api/Message/mark-read', { messageIds: [a.id, b.id, 'x'] });
    expect(foreign.json()).toMatchObject({ unreadCount: 1, conversations: [] });
    expect((await get(buyer.cookie, '/api/Message/unread-count')).json()).toEqual({ unreadCount: 2 });

    const res = await post(buyer.cookie, '/api/Message/mark-read', { messageIds: [a.id, mine.id] });
    expect(res.json()).toEqual({
      message: MESSAGING_MSG.messagesMarkedRead,
      unreadCount: 1,
      conversations: [{ id: conversationId, unreadCount: 1 }],
    });
    const [conversation] = await conversationsOf(buyer);
    expect(conversation!.unreadCount).toBe(1);
    expect(conversation!.messages.find((m) => m.id === mine.id)!.isRead).toBe(false);
    expect(
      (await post(buyer.cookie, '/api/Message/mark-read', { messageIds: Array(501).fill(a.id) })).statusCode,
    ).toBe(400);
  });
});

describe('report and block', () => {
  it('stores a report of the message (a report like any other), only from a participant', async () => {
    const { buyer, seller, conversationId } = await buildConversation(t.app, { openedAt: t.clock.now() });
    const m = await say(seller, conversationId, 'Payez hors de la plateforme');
    expect(
      (
        await post(buyer.cookie, '/api/Message/report', { conversationId, messageId: m.id, reason: '  ' })
      ).json(),
    ).toMatchObject({ message: MODERATION_MSG.reasonRequired });
    const res = await post(buyer.cookie, '/api/Message/report', {
      conversationId,
      messageId: m.id,
      reason: 'Demande de paiement hors plateforme',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: MODERATION_MSG.reported });
    // The whole conversation: a report of the other participant.
    await post(buyer.cookie, '/api/Message/report', { conversationId, reason: 'Insistant' });
    const rows = await t.app.ctx.db.select().from(reports).where(eq(reports.conversationId, conversationId));
    expect(rows).toHaveLength(2);
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ reporterId: buyer.userId, targetType: 'message', targetId: m.id }),
        expect.objectContaining({ reporterId: buyer.userId, targetType: 'user', targetId: seller.userId }),
      ]),
    );
    const [intruder] = await buildLightUsers(t.app, 1);
    expect(
      (await post(intruder!.cookie, '/api/Message/report', { conversationId, reason: 'x' })).statusCode,
    ).toBe(404);
  });

  it('a blocked user is told the conversation is closed; unblocking reopens it', async () => {
    const { buyer, seller, conversationId } = await buildConversation(t.app, { openedAt: t.clock.now() });
    expect((await post(buyer.cookie, '/api/Message/block', { userId: buyer.userId })).statusCode).toBe(400);
    expect((await post(buyer.cookie, '/api/Message/block', { userId: seller.userId })).json()).toEqual({
      message: MESSAGING_MSG.blocked,
    });
    const fromBlocked = await post(seller.cookie, '/api/Message/send', { conversationId, content: 'Allô ?' });
    expect(fromBlocked.statusCode).toBe(409);
    expect(fromBlocked.json().message).toBe(MESSAGING_MSG.conversationClosed);
    const fromBlocker = await post(buyer.cookie, '/api/Message/send', { conversationId, content: 'x' });
    expect(fromBlocker.json().message).toBe(MESSAGING_MSG.youBlocked);
    expect((await conversationsOf(seller))[0]).toMatchObject({ isOpen: false, blockedByMe: false });
    expect((await conversationsOf(buyer))[0]).toMatchObject({ isOpen: false, blockedByMe: true });

    await post(buyer.cookie, '/api/Message/unblock', { userId: seller.userId });
    expect(
      (await post(seller.cookie, '/api/Message/send', { conversationId, content: 'Allô ?' })).statusCode,
    ).toBe(201);
  });
});
