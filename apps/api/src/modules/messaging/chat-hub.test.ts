// /chathub: handshake, SendMessage rules and delivery to every device of both participants.
import { MESSAGING, MESSAGING_MSG, MSG } from '@sugu/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  buildConversation,
  buildLightUsers,
  collect,
  connect,
  nextEvent,
  send,
} from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';
import { messages, users } from '../../db/schema/index.js';

const t = await setupTestApp({ listen: true });

const storedCount = async (conversationId: string) =>
  (await t.app.ctx.db.select().from(messages).where(eq(messages.conversationId, conversationId))).length;

describe('handshake', () => {
  it('refuses a guest and an unknown session', async () => {
    // Refused at negotiate: 401.
    await expect(connect(t.url)).rejects.toThrow(/401/);
    await expect(connect(t.url, 'sugu_session=forged')).rejects.toThrow(/401/);
  });

  it('refuses a foreign Origin and accepts our own', async () => {
    const [user] = await buildLightUsers(t.app, 1);
    await expect(connect(t.url, user!.cookie, { origin: 'https://evil.example' })).rejects.toThrow();
    const socket = await connect(t.url, user!.cookie, { origin: t.url });
    expect(socket.connected).toBe(true);
  });
});

describe('SendMessage', () => {
  it('stores the message and pushes ReceiveMessage to every device of both participants', async () => {
    const { buyer, seller, conversationId } = await buildConversation(t.app);
    const buyerPhone = await connect(t.url, buyer.cookie);
    const buyerLaptop = await connect(t.url, buyer.cookie);
    const sellerPhone = await connect(t.url, seller.cookie);
    const arrivals = [buyerPhone, buyerLaptop, sellerPhone].map((s) => nextEvent(s, 'ReceiveMessage'));

    // The spec's positional form: (senderId, receiverId, content).
    const ack = await send(buyerPhone, buyer.userId, seller.userId, '  Bonjour, vous livrez à Kalaban ?  ');
    expect(ack).toMatchObject({ ok: true });
    if (!ack.ok) return;
    expect(ack.message).toMatchObject({
      conversationId,
      senderId: buyer.userId,
      receiverId: seller.userId,
      content: 'Bonjour, vous livrez à Kalaban ?',
      isRead: false,
    });
    for (const received of await Promise.all(arrivals)) {
      expect(received).toMatchObject({
        id: ack.message.id,
        conversationId,
        senderId: buyer.userId,
        content: 'Bonjour, vous livrez à Kalaban ?',
      });
      expect(Date.parse(received.time)).toBeGreaterThan(Date.now() - 60_000);
    }
    expect(await storedCount(conversationId)).toBe(1);
  });

  it('refuses a senderId that is not the connected user, in both forms', async () => {
    const { buyer, seller, conversationId } = await buildConversation(t.app);
    const sellerSocket = await connect(t.url, seller.cookie);
    // The seller claims to be the buyer writing to themselves.
    const refused = { ok: false, error: { message: MESSAGING_MSG.notYourself } };
    expect(await send(sellerSocket, buyer.userId, buyer.userId, 'Je suis le client')).toMatchObject(refused);
    expect(
      await send(sellerSocket, { senderId: buyer.userId, conversationId, content: 'Encore' }),
    ).toMatchObject(refused);
    expect(await storedCount(conversationId)).toBe(0);
    const own = await send(sellerSocket, { senderId: seller.userId, conversationId, content: 'Moi' });
    expect(own).toMatchObject({ ok: true, message: { senderId: seller.userId, receiverId: buyer.userId } });
  });

  it('answers a user who chose English in English', async () => {
    const { buyer, seller } = await buildConversation(t.app);
    await t.app.ctx.db.update(users).set({ language: 'en' }).where(eq(users.id, buyer.userId));
    const socket = await connect(t.url, buyer.cookie);
    expect(await send(socket, buyer.userId, seller.userId, '   ')).toEqual({
      ok: false,
      error: { message: "Your message can't be empty" },
    });
  });

  it('refuses empty and over-long content with a French message', async () => {
    const { buyer, seller, conversationId } = await buildConversation(t.app);
    const socket = await connect(t.url, buyer.cookie);
    expect(await send(socket, buyer.userId, seller.userId, '   ')).toEqual({
      ok: false,
      error: { message: MESSAGING_MSG.messageEmpty },
    });
    expect(await send(socket, { conversationId, content: 'a'.repeat(MESSAGING.maxLength + 1) })).toEqual({
      ok: false,
      error: { message: MESSAGING_MSG.messageTooLong },
    });
    expect(await send(socket, { conversationId, content: 42 })).toMatchObject({ ok: false });
    expect(await send(socket, 'nonsense')).toMatchObject({ ok: false });
    expect(await send(socket, { conversationId, content: 'nul \u0000 octet' })).toEqual({
      ok: false,
      error: { message: MESSAGING_MSG.invalidMessage },
    });
    expect(await send(socket, { conversationId, content: 'ok', clientId: 'a\u0000' })).toMatchObject({
      ok: false,
    });
    expect(await storedCount(conversationId)).toBe(0);
  });

  it('refuses a conversation the user is not part of, without revealing it', async () => {
    const pair = await buildConversation(t.app);
    const [intruder] = await buildLightUsers(t.app, 1);
    const socket = await connect(t.url, intruder!.cookie);
    const byId = await send(socket, { conversationId: pair.conversationId, content: 'Coucou' });
    expect(byId).toEqual({
      ok: false,
      error: { message: MESSAGING_MSG.conversationNotFound },
    });
    const byReceiver = await send(socket, intruder!.userId, pair.seller.userId, 'Coucou');
    expect(byReceiver).toMatchObject({ ok: false, error: { message: MESSAGING_MSG.conversationNotFound } });
    expect(await send(socket, { conversationId: 'pas-un-uuid', content: 'x' })).toMatchObject({ ok: false });
    expect(await storedCount(pair.conversationId)).toBe(0);
  });

  it('closes the conversation 36 hours after it was opened', async () => {
    const { buyer, seller, conversationId } = await buildConversation(t.app, { openedAt: t.clock.now() });
    const socket = await connect(t.url, buyer.cookie);
    t.clock.advanceHours(35.9);
    expect(await send(socket, buyer.userId, seller.userId, 'Encore ouvert')).toMatchObject({ ok: true });
    t.clock.advanceHours(0.1);
    expect(await send(socket, buyer.userId, seller.userId, 'Trop tard')).toEqual({
      ok: false,
      error: { message: MESSAGING_MSG.conversationClosed },
    });
    expect(await storedCount(conversationId)).toBe(1);
  });

  it('stores a resend with the same client id once and answers the stored message', async () => {
    const { buyer, seller, conversationId } = await buildConversation(t.app, { openedAt: t.clock.now() });
    const socket = await connect(t.url, buyer.cookie);
    const sellerSocket = await connect(t.url, seller.cookie);
    const delivered = collect(sellerSocket, 'ReceiveMessage');
    const body = { clientId: 'c0ffee-1', receiverId: seller.userId, content: 'Je paie à la livraison' };
    const [first, second] = await Promise.all([send(socket, body), send(socket, body)]);
    const third = await send(await connect(t.url, buyer.cookie), body);
    expect(first).toMatchObject({ ok: true, message: { clientId: 'c0ffee-1' } });
    if (!first.ok || !second.ok || !third.ok) throw new Error('resend failed');
    expect(second.message.id).toBe(first.message.id);
    expect(third.message.id).toBe(first.message.id);
    expect(await storedCount(conversationId)).toBe(1);
    // Another sender may use the same client id for their own message.
    expect(await send(sellerSocket, { ...body, receiverId: buyer.userId })).toMatchObject({ ok: true });
    expect(await storedCount(conversationId)).toBe(2);
    expect(delivered.filter((m) => m.id === first.message.id)).toHaveLength(1);
  });

  it('slows down a socket that floods', async () => {
    const { buyer, conversationId } = await buildConversation(t.app, { openedAt: t.clock.now() });
    const socket = await connect(t.url, buyer.cookie);
    const acks = [];
    for (let i = 0; i < 31; i++) acks.push(await send(socket, { conversationId, content: `m${i}` }));
    expect(acks.at(-1)).toMatchObject({ ok: false, error: { message: MSG.tooManyRequests } });
    expect(await storedCount(conversationId)).toBe(30);
  });
});
