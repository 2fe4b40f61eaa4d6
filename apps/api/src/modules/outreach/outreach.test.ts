// The outreach dispatcher with the push channel: committed notifications reach the recipient's devices
// through a local push service (test/factories/push.ts decrypts RFC 8291 as a browser would), once each.
import { MEDIA, ORDER_MSG, PUSH, PUSH_MSG } from '@sugu/domain';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  buildConversation,
  buildOrder,
  buildProduct,
  buildSeller,
  buildUser,
  connect,
  orderAction,
  photos,
  setOrderNotif,
  startPushStandIn,
  subscribePush,
} from '../../../test/factories/index.js';
import { setupTestApp, usesPostgres } from '../../../test/helper.js';
import { notifications, pushSubscriptions } from '../../db/schema/index.js';
import { createPushService } from '../push/push.service.js';
import type { OutreachChannel, OutreachItem } from './channel.js';
import { startDispatcher } from './dispatcher.js';
import { createPushChannel } from './push-channel.js';

const standIn = await startPushStandIn();
afterAll(() => standIn.close());
const env = { PUSH_ENDPOINT_HOSTS: standIn.origin };
const { app, db } = await setupTestApp({ env });
const publicKey = (await app.inject({ method: 'GET', url: '/api/Push/vapid-public-key' })).json().publicKey;

/** A seller with a subscribed phone, and a product to order. */
async function subscribedSeller() {
  const seller = await buildSeller(app, { shopName: 'Bazin de Kati' });
  const phone = standIn.device();
  expect((await subscribePush(app, seller.cookie, phone.subscription)).statusCode).toBe(200);
  const product = await buildProduct(app, seller, { name: 'Bazin riche', stock: 10 });
  return { seller, phone, product };
}

const pushesTo = (deviceId: string) => standIn.received.filter((p) => p.deviceId === deviceId);

describe('the push channel', () => {
  it('sends a new order to the seller phone by itself: it decrypts to the French title, text, icon and link', async () => {
    const { phone, product } = await subscribedSeller();
    const buyer = await buildUser(app);
    const order = await buildOrder(app, buyer.cookie, product.id, 2);
    // Nobody asks the dispatcher: the committed notification's live event wakes it.
    await vi.waitFor(() => expect(pushesTo(phone.id)).toHaveLength(1));
    await app.outreach.drain();
    const [push, ...more] = pushesTo(phone.id);
    expect(more).toHaveLength(0);
    expect(push?.payload).toEqual({
      title: ORDER_MSG.newOrderTitle,
      body: expect.stringContaining(`${buyer.body.username} a commandé 2 × Bazin riche`),
      icon: `${app.ctx.config.publicUrl}/icon-192.png`,
      url: `/messages?commande=${order.id}`,
      tag: expect.any(String),
    });
    expect(push?.headers).toMatchObject({ ttl: String(PUSH.ttlSeconds), urgency: 'high' });
    expect(push?.vapidKey).toBe(publicKey);
    // Sent once: a later round finds nothing to send.
    await app.outreach.drain();
    expect(pushesTo(phone.id)).toHaveLength(1);
  });

  it('sends the seller answer to every device of the buyer, with the shop picture', async () => {
    const seller = await buildSeller(app, { shopName: 'Wax de Ségou' }, { files: await photos(1, 'file') });
    const product = await buildProduct(app, seller);
    const buyer = await buildUser(app);
    const [phone, laptop] = [standIn.device(), standIn.device()];
    await subscribePush(app, buyer.cookie, phone.subscription);
    await subscribePush(app, buyer.cookie, laptop.subscription);
    const order = await buildOrder(app, buyer.cookie, product.id);
    expect((await orderAction(app, seller.cookie, order.id, 'accept')).statusCode).toBe(200);
    await app.outreach.drain();
    for (const device of [phone, laptop]) {
      expect(pushesTo(device.id).map((p) => p.payload.title)).toEqual([ORDER_MSG.acceptedTitle]);
      expect(pushesTo(device.id)[0]?.payload).toMatchObject({
        url: `/messages?commande=${order.id}`,
        icon: expect.stringMatching(
          new RegExp(`^${app.ctx.config.publicUrl}/media/[\\w-]+-${MEDIA.widths[0]}\\.webp$`),
        ),
      });
    }
  });

  it('removes a subscription whose push service answers 410 Gone, and keeps the in-app notification', async () => {
    const { seller, phone, product } = await subscribedSeller();
    phone.answer = 410;
    const buyer = await buildUser(app);
    await buildOrder(app, buyer.cookie, product.id);
    await app.outreach.drain();
    expect(pushesTo(phone.id)).toHaveLength(0);
    expect(
      await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, seller.userId)),
    ).toHaveLength(0);
    const rows = await db.select().from(notifications).where(eq(notifications.userId, seller.userId));
    expect(rows.map((n) => n.type)).toContain('Purchase');
    expect(rows.every((n) => n.dispatchedAt !== null)).toBe(true);
  });

  it('sends nothing to a seller who turned order notifications off (orderNotif)', async () => {
    const { seller, phone, product } = await subscribedSeller();
    await setOrderNotif(app, seller.userId, false);
    const buyer = await buildUser(app);
    await buildOrder(app, buyer.cookie, product.id);
    await app.outreach.drain();
    expect(pushesTo(phone.id)).toHaveLength(0);
    // The control: turned back on, the next order is pushed.
    await setOrderNotif(app, seller.userId, true);
    await buildOrder(app, buyer.cookie, product.id);
    await app.outreach.drain();
    expect(pushesTo(phone.id)).toHaveLength(1);
  });

  it('pushes nothing for the social notifications (a follow) nor to a user without subscription', async () => {
    const { seller, phone } = await subscribedSeller();
    const fan = await buildUser(app);
    const res = await app.inject({
      method: 'POST',
      url: `/api/Interraction/${seller.shop.id}/follow`,
      headers: { cookie: fan.cookie },
    });
    expect(res.statusCode).toBeLessThan(300);
    await app.outreach.drain();
    expect((await db.select().from(notifications).where(isNull(notifications.dispatchedAt))).length).toBe(0);
    expect(pushesTo(phone.id)).toHaveLength(0);
  });

  it('a failing channel is logged and the others still deliver; the rows stay', async () => {
    const delivered: OutreachItem[] = [];
    const broken: OutreachChannel = {
      name: 'email',
      deliver: () => Promise.reject(new Error('relais SMTP en panne')),
    };
    const recording: OutreachChannel = {
      name: 'sms',
      deliver: async (items) => void delivered.push(...items),
    };
    // An app of its own, whose dispatcher is stopped: only this one claims.
    const own = await setupTestApp({ env });
    await own.app.outreach.stop();
    const dispatcher = await startDispatcher(own.app.ctx, { channels: [broken, recording], listen: false });
    const seller = await buildSeller(own.app);
    await subscribePush(own.app, seller.cookie, standIn.device().subscription);
    const product = await buildProduct(own.app, seller);
    const buyer = await buildUser(own.app);
    await buildOrder(own.app, buyer.cookie, product.id);
    await dispatcher.drain();
    await dispatcher.stop();
    const item = delivered.find((i) => i.notification.type === 'Purchase');
    expect(item?.notification.userId).toBe(seller.userId);
    expect(item?.recipient).toMatchObject({
      id: seller.userId,
      username: seller.body.username,
      email: seller.body.email,
      phone: '+22366554433',
      hasPushSubscription: true,
    });
    await own.close();
  });
});

describe('a notification left unsent', () => {
  it('is not pushed once older than the push TTL (no process ran for a day), but is claimed', async () => {
    const own = await setupTestApp({ env });
    await own.app.outreach.stop();
    const seller = await buildSeller(own.app);
    const phone = standIn.device();
    await subscribePush(own.app, seller.cookie, phone.subscription);
    const product = await buildProduct(own.app, seller);
    const buyer = await buildUser(own.app);
    const dispatcher = await startDispatcher(own.app.ctx, {
      channels: [createPushChannel(own.app.ctx, await createPushService(own.app.ctx))],
      listen: false,
    });
    await buildOrder(own.app, buyer.cookie, product.id);
    await dispatcher.drain();
    expect(pushesTo(phone.id)).toHaveLength(1);
    await buildOrder(own.app, buyer.cookie, product.id);
    own.clock.advanceHours(PUSH.ttlSeconds / 3600 + 1);
    await dispatcher.drain();
    expect(pushesTo(phone.id)).toHaveLength(1);
    expect(await own.db.select().from(notifications).where(isNull(notifications.dispatchedAt))).toHaveLength(
      0,
    );
    await dispatcher.stop();
    await own.close();
  });
});

describe('a chat message by push', () => {
  it('goes to a receiver without a live connection, not to one who has the app open', async () => {
    const chat = await setupTestApp({ env, listen: true });
    const { buyer, seller, conversationId } = await buildConversation(chat.app, { shopName: 'Chez Awa' });
    const [buyerPhone, sellerPhone] = [standIn.device(), standIn.device()];
    await subscribePush(chat.app, buyer.cookie, buyerPhone.subscription);
    await subscribePush(chat.app, seller.cookie, sellerPhone.subscription);
    const post = (cookie: string, content: string) =>
      chat.app.inject({
        method: 'POST',
        url: '/api/Message/send',
        headers: { cookie },
        payload: { conversationId, content },
      });
    // The buyer's app is closed: the seller's message reaches the buyer's phone by push.
    expect((await post(seller.cookie, 'Bonjour, le bazin est   encore disponible !')).statusCode).toBe(201);
    await vi.waitFor(() => expect(pushesTo(buyerPhone.id)).toHaveLength(1));
    expect(pushesTo(buyerPhone.id)[0]).toMatchObject({
      payload: {
        title: PUSH_MSG.messageTitle('Chez Awa'),
        body: 'Bonjour, le bazin est encore disponible !',
        url: '/messages',
        tag: `conversation-${conversationId}`,
      },
      headers: { urgency: 'high', topic: conversationId.replaceAll('-', '') },
    });
    // The seller has the app open (a live connection): the buyer's answer goes there, not by push.
    const socket = await connect(chat.url, seller.cookie);
    expect((await post(buyer.cookie, 'Je le prends')).statusCode).toBe(201);
    socket.disconnect();
    // Closing waits for the pushes in flight: nothing was on its way to the seller.
    await chat.close();
    expect(pushesTo(sellerPhone.id)).toHaveLength(0);
  });
});

describe.skipIf(!usesPostgres())('two API processes on one database', () => {
  it('push each notification once (SKIP LOCKED)', async () => {
    const other = await setupTestApp({ sharing: { app, as: 'process' } });
    const seller = await buildSeller(app);
    const phone = standIn.device();
    await subscribePush(app, seller.cookie, phone.subscription);
    const product = await buildProduct(app, seller, { stock: 50 });
    const buyers = await Promise.all(Array.from({ length: 5 }, () => buildUser(app)));
    for (const buyer of buyers) await buildOrder(app, buyer.cookie, product.id);
    await Promise.all([app.outreach.drain(), other.app.outreach.drain()]);
    await Promise.all([app.outreach.drain(), other.app.outreach.drain()]);
    expect(pushesTo(phone.id)).toHaveLength(5);
    expect(new Set(pushesTo(phone.id).map((p) => p.payload.tag)).size).toBe(5);
    await other.close();
  });
});
