// Live side of the hub: presence across devices, read receipts, blocks, and notifications pushed after
// their transaction commits (never for a rolled-back one).
import { MESSAGING_MSG } from '@sugu/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  buildConversation,
  buildOrder,
  buildProduct,
  buildSeller,
  buildUser,
  collect,
  confirmPin,
  connect,
  login,
  nextEvent,
  send,
} from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';
import { users } from '../../db/schema/index.js';
import { notify } from '../notifications/notifications.service.js';

const t = await setupTestApp({ listen: true });

const presenceOf = async (userId: string) => {
  const [row] = await t.app.ctx.db
    .select({ isOnline: users.isOnline, lastSeen: users.lastSeen })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
};

describe('presence', () => {
  it('is online while at least one device is connected; lastSeen at the last disconnect', async () => {
    const { buyer, seller } = await buildConversation(t.app, { openedAt: t.clock.now() });
    const sellerSocket = await connect(t.url, seller.cookie);

    const online = nextEvent(sellerSocket, 'Presence', (p) => p.userId === buyer.userId);
    const phone = await connect(t.url, buyer.cookie);
    expect(await online).toMatchObject({ userId: buyer.userId, isOnline: true });
    expect((await presenceOf(buyer.userId)).isOnline).toBe(true);

    const laptop = await connect(t.url, buyer.cookie);
    const changes = collect(sellerSocket, 'Presence');
    phone.disconnect();
    // The laptop still holds the buyer online: a message round trip proves the server saw the disconnect.
    await send(laptop, { receiverId: seller.userId, content: 'Toujours là' });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/User/me/conversations',
      headers: { cookie: seller.cookie },
    });
    expect(list.json()[0].participant.isOnline).toBe(true);

    const offline = nextEvent(sellerSocket, 'Presence', (p) => p.userId === buyer.userId && !p.isOnline);
    const before = Date.now();
    laptop.disconnect();
    const event = await offline;
    expect(Date.parse(event.lastSeen!)).toBeGreaterThanOrEqual(before - 1000);
    expect(changes.filter((p) => p.userId === buyer.userId)).toHaveLength(1);
    expect(await presenceOf(buyer.userId)).toMatchObject({ isOnline: false });
  });
});

describe('logout', () => {
  it('ends the sockets of the session that logged out, not the others', async () => {
    const account = await buildUser(t.app);
    const other = await login(t.app, account.body.username!);
    const [phone, laptop] = [await connect(t.url, account.cookie), await connect(t.url, other.cookie)];
    const ended = new Promise<Error | undefined>((resolve) => phone.once('disconnect', resolve));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/OAuth/logout',
      headers: { cookie: account.cookie },
    });
    expect(res.statusCode).toBe(200);
    // A Close from the server, without reconnect: the client ends without an error.
    expect(await ended).toBeUndefined();
    expect(phone.connected).toBe(false);
    // A round trip on the other session's socket: still served.
    expect(await send(laptop, { receiverId: account.userId, content: 'x' })).toMatchObject({ ok: false });
    expect(laptop.connected).toBe(true);
    await expect(connect(t.url, account.cookie)).rejects.toThrow();
  });
});

describe('read receipts and blocks', () => {
  it('tells the sender and the reader’s other devices which messages were read', async () => {
    const { buyer, seller, conversationId } = await buildConversation(t.app, { openedAt: t.clock.now() });
    const sellerSocket = await connect(t.url, seller.cookie);
    const buyerOther = await connect(t.url, buyer.cookie);
    const ack = await send(sellerSocket, { conversationId, content: 'Votre colis est prêt' });
    if (!ack.ok) throw new Error('send failed');
    const receipts = [sellerSocket, buyerOther].map((s) => nextEvent(s, 'MessagesRead'));
    await t.app.inject({
      method: 'POST',
      url: '/api/Message/mark-read',
      headers: { cookie: buyer.cookie },
      payload: { messageIds: [ack.message.id] },
    });
    for (const receipt of await Promise.all(receipts)) {
      expect(receipt).toEqual({ conversationId, messageIds: [ack.message.id], readerId: buyer.userId });
    }
  });

  it('tells the blocked user the conversation is closed, and open again once unblocked', async () => {
    const { buyer, seller, conversationId } = await buildConversation(t.app, { openedAt: t.clock.now() });
    const sellerSocket = await connect(t.url, seller.cookie);
    const closed = nextEvent(sellerSocket, 'ConversationClosed');
    await t.app.inject({
      method: 'POST',
      url: '/api/Message/block',
      headers: { cookie: buyer.cookie },
      payload: { userId: seller.userId },
    });
    expect(await closed).toEqual({ conversationId });
    expect(await send(sellerSocket, { conversationId, content: 'Allô' })).toMatchObject({
      ok: false,
      error: { message: MESSAGING_MSG.conversationClosed },
    });

    const buyerSocket = await connect(t.url, buyer.cookie);
    const reopened = [sellerSocket, buyerSocket].map((s) => nextEvent(s, 'ConversationReopened'));
    await t.app.inject({
      method: 'POST',
      url: '/api/Message/unblock',
      headers: { cookie: buyer.cookie },
      payload: { userId: seller.userId },
    });
    for (const event of await Promise.all(reopened)) expect(event).toEqual({ conversationId });
    const received = nextEvent(buyerSocket, 'ReceiveMessage');
    expect(await send(sellerSocket, { conversationId, content: 'Allô' })).toMatchObject({ ok: true });
    expect(await received).toMatchObject({ conversationId, senderId: seller.userId, content: 'Allô' });
  });
});

describe('live notifications', () => {
  it('pushes a committed notification to every device of its recipient, never a rolled-back one', async () => {
    const { buyer, seller } = await buildConversation(t.app, { openedAt: t.clock.now() });
    const devices = [await connect(t.url, seller.cookie), await connect(t.url, seller.cookie)];
    const buyerSeen = collect(await connect(t.url, buyer.cookie), 'Notification');
    const seen = devices.map((d) => collect(d, 'Notification'));

    await t.app.ctx.db
      .transaction(async (tx) => {
        await notify(tx, {
          userId: seller.userId,
          type: 'Subscription',
          title: 'Annulé',
          message: 'rollback',
        });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    const arrivals = devices.map((d) => nextEvent(d, 'Notification'));
    await t.app.ctx.db.transaction(async (tx) => {
      await notify(tx, {
        userId: seller.userId,
        type: 'Subscription',
        title: 'Nouvel abonné',
        message: 'awa suit votre boutique',
        link: '/boutique',
      });
    });
    for (const pushed of await Promise.all(arrivals)) {
      expect(pushed).toMatchObject({
        type: 'Subscription',
        title: 'Nouvel abonné',
        message: 'awa suit votre boutique',
        isRead: false,
        link: '/boutique',
      });
    }
    // The list the bell loads holds the same notification.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/Notification/my-notifications',
      headers: { cookie: seller.cookie },
    });
    expect(list.json().items[0].id).toBe(seen[0]![0]!.id);
    expect(seen.flat().map((n) => n.title)).toEqual(['Nouvel abonné', 'Nouvel abonné']);
    expect(buyerSeen).toEqual([]);
  });
});

describe('live order notification', () => {
  it("pushes the seller's 'Nouvelle commande' once the order is placed, as the list shows it; nothing for a refused order", async () => {
    const shop = await buildSeller(t.app, { shopName: 'Boutique en direct' });
    const client = await buildUser(t.app);
    const device = await connect(t.url, shop.cookie);
    const seen = collect(device, 'Notification');
    const productId = (await buildProduct(t.app, shop, { stock: 1, name: 'Bogolan' })).id;

    const arrival = nextEvent(device, 'Notification');
    const order = await buildOrder(t.app, client.cookie, productId);
    const pushed = await arrival;
    expect(pushed).toMatchObject({ type: 'Purchase', title: 'Nouvelle commande', isRead: false });
    expect(pushed.link).toContain(order.id);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/Notification/my-notifications',
      headers: { cookie: shop.cookie },
    });
    const listed = list.json().items[0];
    expect({ id: pushed.id, createdAt: pushed.createdAt, message: pushed.message }).toEqual({
      id: listed.id,
      createdAt: listed.createdAt,
      message: listed.message,
    });

    // Sold out: refused, nothing written, nothing pushed (the next event is the one below).
    await confirmPin(t.app, client.cookie);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/Order/create',
      payload: { productId, productNumber: 1, deliveryMethod: 'home' },
      headers: { cookie: client.cookie },
    });
    expect(refused.statusCode).toBe(409);
    const next = nextEvent(device, 'Notification');
    await t.app.ctx.db.transaction((tx) =>
      notify(tx, { userId: shop.userId, type: 'Subscription', title: 'Repère', message: 'après le refus' }),
    );
    expect((await next).title).toBe('Repère');
    expect(seen.map((n) => n.title)).toEqual(['Nouvelle commande', 'Repère']);
  });
});
