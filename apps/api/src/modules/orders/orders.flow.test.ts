import { ORDER_MSG } from '@sugu/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  buildOrder,
  buildProduct,
  buildSeller,
  buildUser,
  notificationsOf,
  orderAction,
  setOrderNotif,
  stockOf,
} from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';
import { shops } from '../../db/schema/index.js';
import { findOrderByReference } from './orders.service.js';

const { app } = await setupTestApp();
const shop = await buildSeller(app, { shopName: 'Bazin de Kati' });
const client = await buildUser(app);
const stranger = await buildUser(app);
const otherShop = await buildSeller(app, { shopName: 'Karité Ségou' });

const myOrders = (cookie: string | undefined, query = '') =>
  app.inject({ method: 'GET', url: `/api/Order/my-orders${query}`, ...(cookie && { headers: { cookie } }) });
const soldOf = async (shopId: string) =>
  (await app.ctx.db.select({ n: shops.totalSelledProducts }).from(shops).where(eq(shops.id, shopId)))[0]!.n;

describe('GET /api/Order/my-orders', () => {
  it('answers 401 to a guest', async () => {
    expect((await myOrders(undefined)).statusCode).toBe(401);
  });

  it('lists the orders bought and the orders sold, newest first, in the contract’s Order shape', async () => {
    const productId = (await buildProduct(app, shop, { stock: 20 })).id;
    const first = await buildOrder(app, client.cookie, productId);
    const second = await buildOrder(app, client.cookie, productId, 2);
    // The seller also buys elsewhere: both sides show in one list.
    const elsewhere = await buildOrder(app, shop.cookie, (await buildProduct(app, otherShop)).id);

    const mine = (await myOrders(client.cookie)).json();
    expect(mine.map((o: { id: string }) => o.id).slice(0, 2)).toEqual([second.id, first.id]);
    const sellerList = (await myOrders(shop.cookie)).json();
    expect(sellerList.map((o: { id: string }) => o.id).slice(0, 3)).toEqual([
      elsewhere.id,
      second.id,
      first.id,
    ]);
    const sold = sellerList[1];
    expect(sold).toMatchObject({
      viewerRole: 'seller',
      orderState: 'Pending',
      orderUser: { id: client.userId, username: client.user.username, phone: null, shop: null },
      orderShop: {
        id: shop.shop.id,
        owner: { id: shop.userId, phone: '66554433' },
        IsIdentityVerified: false,
      },
      orderProduct: { productName: 'Bazin riche', productPrice: 12_500 },
      totalPrice: 25_000,
    });
    expect(sellerList[0]).toMatchObject({
      viewerRole: 'buyer',
      orderUser: { shop: { shopName: 'Bazin de Kati' } },
    });
    // Strangers see none of it.
    expect((await myOrders(stranger.cookie)).json()).toEqual([]);
  });

  it('pages with a cursor, without gaps or repeats', async () => {
    const productId = (await buildProduct(app, shop, { stock: 20 })).id;
    for (let i = 0; i < 5; i++) await buildOrder(app, stranger.cookie, productId);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const res = await myOrders(stranger.cookie, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...res.json().map((o: { id: string }) => o.id));
      cursor = res.headers['x-next-cursor'] as string | undefined;
    } while (cursor);
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
    expect((await myOrders(stranger.cookie, '?cursor=nope')).statusCode).toBe(400);
  });
});

describe('accept and refuse', () => {
  it('answer 401, 404 (unknown, or someone else’s order) and 403 (the buyer)', async () => {
    const order = await buildOrder(app, client.cookie, (await buildProduct(app, shop)).id);
    expect((await orderAction(app, undefined, order.id, 'accept')).statusCode).toBe(401);
    const unknown = await orderAction(app, shop.cookie, '0190a000-0000-7000-8000-000000000000', 'accept');
    expect(unknown.statusCode).toBe(404);
    expect((await orderAction(app, shop.cookie, 'pas-un-id', 'refuse')).statusCode).toBe(404);
    const byBuyer = await orderAction(app, client.cookie, order.id, 'accept');
    expect(byBuyer.statusCode).toBe(403);
    expect(byBuyer.json().message).toBe(ORDER_MSG.sellerOnly);
    // Another seller or a stranger gets exactly what an unknown order gets: nothing tells it exists.
    for (const outsider of [otherShop, stranger]) {
      for (const action of ['accept', 'refuse', 'finish']) {
        const res = await orderAction(app, outsider.cookie, order.id, action);
        expect(res.statusCode, action).toBe(404);
        expect(res.json(), action).toEqual(unknown.json());
      }
    }
    expect((await orderAction(app, shop.cookie, order.id, 'accept')).statusCode).toBe(200);
  });

  it('accept counts the sale, shows the phone to the seller, notifies the buyer; a second answer is 409', async () => {
    const productId = (await buildProduct(app, shop, { stock: 10 })).id;
    const soldBefore = await soldOf(shop.shop.id);
    const order = await buildOrder(app, client.cookie, productId, 3);
    const res = await orderAction(app, shop.cookie, order.id, 'accept');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: ORDER_MSG.accepted,
      order: { orderState: 'Accepted', orderUser: { phone: '76123456' } },
    });
    expect(await stockOf(app, productId)).toEqual({ stock: 7, purchases: 3 });
    expect(await soldOf(shop.shop.id)).toBe(soldBefore + 3);
    const note = (await notificationsOf(app, client.userId)).find((n) => n.link?.endsWith(order.id));
    expect(note).toMatchObject({
      type: 'PurchaseAccept',
      message: `Bazin de Kati a accepté votre commande ${order.reference} de Bazin riche.`,
    });
    // The buyer now sees the seller's phone too.
    const seen = await app.inject({
      method: 'GET',
      url: `/api/Order/${order.id}`,
      headers: { cookie: client.cookie },
    });
    expect(seen.json().orderShop.owner.phone).toBe('66554433');

    for (const action of ['accept', 'refuse']) {
      const again = await orderAction(app, shop.cookie, order.id, action);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(ORDER_MSG.notPending);
    }
    expect(await stockOf(app, productId)).toEqual({ stock: 7, purchases: 3 });
  });

  it('refuse gives the stock back and notifies the buyer unless orderNotif is off', async () => {
    const productId = (await buildProduct(app, shop, { stock: 4 })).id;
    const order = await buildOrder(app, client.cookie, productId, 4);
    expect(await stockOf(app, productId)).toMatchObject({ stock: 0 });
    await setOrderNotif(app, client.userId, false);
    const res = await orderAction(app, shop.cookie, order.id, 'refuse');
    await setOrderNotif(app, client.userId, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: ORDER_MSG.refused, order: { orderState: 'Refused' } });
    expect(res.json().order.orderUser.phone).toBeNull();
    expect(await stockOf(app, productId)).toEqual({ stock: 4, purchases: 0 });
    expect((await notificationsOf(app, client.userId)).some((n) => n.link?.endsWith(order.id))).toBe(false);

    const other = await buildOrder(app, client.cookie, productId, 1);
    await orderAction(app, shop.cookie, other.id, 'refuse');
    const note = (await notificationsOf(app, client.userId)).find((n) => n.link?.endsWith(other.id));
    expect(note).toMatchObject({
      type: 'PurchaseRefuse',
      title: 'Commande refusée',
      message: `Bazin de Kati a refusé votre commande ${other.reference} de Bazin riche.`,
    });
  });

  it('an accept racing a refuse ends with exactly one of them', async () => {
    const productId = (await buildProduct(app, shop, { stock: 50 })).id;
    for (let round = 0; round < 5; round++) {
      const order = await buildOrder(app, client.cookie, productId, 2);
      const answers = await Promise.all([
        orderAction(app, shop.cookie, order.id, 'accept'),
        orderAction(app, shop.cookie, order.id, 'refuse'),
        orderAction(app, shop.cookie, order.id, 'accept'),
      ]);
      const winners = answers.filter((r) => r.statusCode === 200);
      expect(winners).toHaveLength(1);
      expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(2);
    }
    const { stock, purchases } = await stockOf(app, productId);
    // Each accepted order keeps its 2 units as a sale; each refused one gave them back.
    expect(stock + purchases).toBe(50);
  });
});

describe('finish (the buyer received the order)', () => {
  it('only the buyer, only from Accepted; the seller is told', async () => {
    const order = await buildOrder(app, client.cookie, (await buildProduct(app, shop)).id);
    const early = await orderAction(app, client.cookie, order.id, 'finish');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(ORDER_MSG.notAccepted);
    await orderAction(app, shop.cookie, order.id, 'accept');
    expect((await orderAction(app, shop.cookie, order.id, 'finish')).statusCode).toBe(403);
    expect((await orderAction(app, stranger.cookie, order.id, 'finish')).statusCode).toBe(404);
    const done = await orderAction(app, client.cookie, order.id, 'finish');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ message: ORDER_MSG.finished, order: { orderState: 'Finished' } });
    expect(done.json().order.finishedAt).not.toBeNull();
    expect((await orderAction(app, client.cookie, order.id, 'finish')).statusCode).toBe(409);
    const note = (await notificationsOf(app, shop.userId)).find(
      (n) => n.link?.endsWith(order.id) && n.type === 'PurchaseFinish',
    );
    expect(note?.message).toBe(
      `${client.user.username} a confirmé la réception de la commande ${order.reference} (Bazin riche).`,
    );
  });

  it('GET /api/Order/{id} is for the two parties only: anyone else gets the 404 of an unknown order', async () => {
    const order = await buildOrder(app, client.cookie, (await buildProduct(app, shop)).id);
    const get = (cookie: string, id = order.id) =>
      app.inject({ method: 'GET', url: `/api/Order/${id}`, headers: { cookie } });
    expect((await get(client.cookie)).json().viewerRole).toBe('buyer');
    expect((await get(shop.cookie)).json().viewerRole).toBe('seller');
    const unknown = await get(stranger.cookie, '0190a000-0000-7000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    for (const outsider of [stranger, otherShop]) {
      const res = await get(outsider.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(unknown.json());
    }
  });
});

describe('short reference', () => {
  it('is shown with the order, the same to both parties, and finds the order however it is typed', async () => {
    const order = await buildOrder(app, client.cookie, (await buildProduct(app, shop)).id);
    expect(order.reference).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    const sellerView = (await myOrders(shop.cookie)).json().find((o: { id: string }) => o.id === order.id);
    expect(sellerView.reference).toBe(order.reference);

    const typed = [
      order.reference,
      order.reference.toLowerCase(),
      order.reference.replace('-', ''),
      ` ${order.reference.toLowerCase().replace('-', ' ')} `,
      // Crockford's confusables read out or typed: O for 0, I or L for 1.
      order.reference.replaceAll('0', 'O').replaceAll('1', 'l'),
    ];
    for (const input of typed) {
      expect((await findOrderByReference(app.ctx, input))?.order.id, input).toBe(order.id);
    }
    // The reference of no order, and what cannot be a reference.
    const [first, ...rest] = order.reference.replace('-', '');
    const other = `${first === 'Z' ? 'Y' : 'Z'}${rest.join('')}`;
    expect(await findOrderByReference(app.ctx, other)).toBeNull();
    for (const input of ['', 'K7Q2-M9X', 'K7Q2-M9XU', order.id]) {
      expect(await findOrderByReference(app.ctx, input), input).toBeNull();
    }
  });
});
