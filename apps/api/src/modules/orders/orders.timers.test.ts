// The two timers with the app's clock moved by the test (no waiting): 48 h Pending → Refused with the stock
// back; 7 days after acceptance → Finished. Several sweeps at once move each order once.
import { ORDER, ORDER_MSG } from '@sugu/domain';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  buildOrder,
  buildProduct,
  buildSeller,
  buildUser,
  notificationsOf,
  orderAction,
  stockOf,
} from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';
import { orders } from '../../db/schema/index.js';
import { settleDueOrders, startOrderSweeper } from './orders.timers.js';

const { app, clock } = await setupTestApp({ clock: 'frozen' });
const shop = await buildSeller(app, { shopName: 'Bazin de Kati' });
const client = await buildUser(app);

const stateOf = async (id: string) => (await app.ctx.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('Pending → Refused after 48 hours', () => {
  it('refuses an unanswered order at 48 h, not before, returns its stock and tells both parties', async () => {
    const productId = (await buildProduct(app, shop, { stock: 5 })).id;
    const order = await buildOrder(app, client.cookie, productId, 2);
    clock.advanceHours(ORDER.autoRefuseHours - 1);
    expect(await settleDueOrders(app.ctx)).toEqual({ refused: 0, finished: 0 });
    expect((await stateOf(order.id)).orderState).toBe('Pending');

    clock.advanceHours(1);
    expect(await settleDueOrders(app.ctx)).toEqual({ refused: 1, finished: 0 });
    const after = await stateOf(order.id);
    expect(after.orderState).toBe('Refused');
    expect(after.refusedAt?.getTime()).toBe(clock.now().getTime());
    expect(await stockOf(app, productId)).toEqual({ stock: 5, purchases: 0 });
    const buyerNote = (await notificationsOf(app, client.userId)).find((n) => n.link?.endsWith(order.id));
    expect(buyerNote).toMatchObject({
      type: 'PurchaseRefuse',
      title: ORDER_MSG.expiredTitle,
      message: `Bazin de Kati n’a pas répondu sous 48 h : votre commande ${order.reference} de Bazin riche est annulée.`,
    });
    const sellerNote = (await notificationsOf(app, shop.userId)).find(
      (n) => n.link?.endsWith(order.id) && n.type === 'PurchaseRefuse',
    );
    expect(sellerNote?.message).toBe(
      ORDER_MSG.expiredSellerMessage(order.reference, client.user.username, 'Bazin riche'),
    );
    // Nothing left to do: a second sweep changes nothing.
    expect(await settleDueOrders(app.ctx)).toEqual({ refused: 0, finished: 0 });
    expect(await stockOf(app, productId)).toEqual({ stock: 5, purchases: 0 });
  });

  it('an accept arriving after 48 h, before any sweep, finds the order refused (409)', async () => {
    const productId = (await buildProduct(app, shop, { stock: 3 })).id;
    const order = await buildOrder(app, client.cookie, productId, 3);
    const seen = await app.inject({
      method: 'GET',
      url: `/api/Order/${order.id}`,
      headers: { cookie: client.cookie },
    });
    expect(new Date(seen.json().autoTransitionAt).getTime()).toBe(
      new Date(seen.json().createAt).getTime() + ORDER.autoRefuseHours * 3_600_000,
    );
    clock.advanceHours(ORDER.autoRefuseHours + 0.01);
    const res = await orderAction(app, shop.cookie, order.id, 'accept');
    expect(res.statusCode).toBe(409);
    expect((await stateOf(order.id)).orderState).toBe('Refused');
    expect(await stockOf(app, productId)).toEqual({ stock: 3, purchases: 0 });
  });

  it('several sweeps at once move each order once and return each stock once', async () => {
    const productId = (await buildProduct(app, shop, { stock: 10 })).id;
    const placed: { id: string }[] = [];
    for (let i = 0; i < 5; i++) placed.push(await buildOrder(app, client.cookie, productId, 2));
    expect(await stockOf(app, productId)).toMatchObject({ stock: 0 });
    clock.advanceHours(ORDER.autoRefuseHours + 1);
    const results = await Promise.all([
      settleDueOrders(app.ctx),
      settleDueOrders(app.ctx),
      settleDueOrders(app.ctx),
    ]);
    expect(results.reduce((sum, r) => sum + r.refused, 0)).toBe(5);
    expect(await stockOf(app, productId)).toMatchObject({ stock: 10 });
    const notes = (await notificationsOf(app, client.userId)).filter((n) =>
      placed.some((o) => n.link?.endsWith(o.id)),
    );
    expect(notes).toHaveLength(5);
  });
});

describe('Accepted → Finished 7 days after acceptance', () => {
  it('finishes at 7 days after the acceptance (not the order), keeping the sale', async () => {
    const productId = (await buildProduct(app, shop, { stock: 5 })).id;
    const order = await buildOrder(app, client.cookie, productId, 1);
    clock.advanceHours(24);
    await orderAction(app, shop.cookie, order.id, 'accept');
    clock.advanceHours(ORDER.autoFinishDays * 24 - 1);
    expect(await settleDueOrders(app.ctx)).toEqual({ refused: 0, finished: 0 });
    clock.advanceHours(1);
    expect(await settleDueOrders(app.ctx)).toEqual({ refused: 0, finished: 1 });
    const after = await stateOf(order.id);
    expect(after.orderState).toBe('Finished');
    expect(after.finishedAt?.getTime()).toBe(clock.now().getTime());
    expect(await stockOf(app, productId)).toEqual({ stock: 4, purchases: 1 });
    // The buyer's own confirmation now finds it finished.
    expect((await orderAction(app, client.cookie, order.id, 'finish')).statusCode).toBe(409);
  });

  it('the list shows the state the timers give once the sweep has run', async () => {
    const order = await buildOrder(app, client.cookie, (await buildProduct(app, shop)).id);
    await orderAction(app, shop.cookie, order.id, 'accept');
    clock.advanceHours(ORDER.autoFinishDays * 24 + 1);
    await settleDueOrders(app.ctx);
    const list = await app.inject({
      method: 'GET',
      url: '/api/Order/my-orders',
      headers: { cookie: client.cookie },
    });
    expect(list.json().find((o: { id: string }) => o.id === order.id)).toMatchObject({
      orderState: 'Finished',
      autoTransitionAt: null,
    });
  });
});

describe('the sweeper of the API process', () => {
  it('sweeps when the server starts and finishes its sweep before the server closes', async () => {
    const productId = (await buildProduct(app, shop, { stock: 2 })).id;
    const order = await buildOrder(app, client.cookie, productId, 2);
    clock.advanceHours(ORDER.autoRefuseHours + 1);
    const server = Fastify({ logger: false });
    startOrderSweeper(server, app.ctx);
    await server.ready();
    await server.close();
    expect((await stateOf(order.id)).orderState).toBe('Refused');
    expect(await stockOf(app, productId)).toMatchObject({ stock: 2 });
  });
});
