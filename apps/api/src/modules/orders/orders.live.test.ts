// Order changes reach both parties' open screens live (socket event OrderChanged), after their
// transaction commits: placed, accepted, refused, finished, and moved by the two timers. Nobody else
// hears of them, and a change that did not happen (a 409) sends nothing.
import { ORDER, type OrderChangedEvent } from '@sugu/domain';
import { describe, expect, it } from 'vitest';
import {
  buildOrder,
  buildProduct,
  buildSeller,
  buildUser,
  type ClientSocket,
  collect,
  connect,
  nextEvent,
  orderAction,
} from '../../../test/factories/index.js';
import { setupTestApp } from '../../../test/helper.js';
import { settleDueOrders } from './orders.timers.js';

const t = await setupTestApp({ listen: true });
const shop = await buildSeller(t.app, { shopName: 'Boutique en direct' });
const client = await buildUser(t.app);
const stranger = await buildUser(t.app);
const [buyerPhone, buyerLaptop, sellerPhone, strangerPhone] = await Promise.all([
  connect(t.url, client.cookie),
  connect(t.url, client.cookie),
  connect(t.url, shop.cookie),
  connect(t.url, stranger.cookie),
]);
const everyone = [buyerPhone, buyerLaptop, sellerPhone, strangerPhone];
const strangerSaw = collect(strangerPhone, 'OrderChanged');

/** Waits for the same OrderChanged on every device of both parties. */
function changeSeen(
  orderId: string,
  orderState: OrderChangedEvent['orderState'],
  devices = everyone.slice(0, 3),
) {
  return Promise.all(
    devices.map((d: ClientSocket) =>
      nextEvent(d, 'OrderChanged', (e) => e.orderId === orderId && e.orderState === orderState),
    ),
  );
}

describe('OrderChanged', () => {
  it('tells every device of both parties when an order is placed, accepted and finished', async () => {
    const productId = (await buildProduct(t.app, shop, { stock: 5 })).id;
    const all = collect(buyerPhone, 'OrderChanged');
    const placedSeen = nextEvent(sellerPhone, 'OrderChanged');
    const order = await buildOrder(t.app, client.cookie, productId);
    expect(await placedSeen).toEqual({ orderId: order.id, orderState: 'Pending' });

    const accepted = changeSeen(order.id, 'Accepted');
    expect((await orderAction(t.app, shop.cookie, order.id, 'accept')).statusCode).toBe(200);
    expect(await accepted).toEqual(Array(3).fill({ orderId: order.id, orderState: 'Accepted' }));
    // The state the event announces is the one the order screen reads.
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/Order/${order.id}`,
      headers: { cookie: client.cookie },
    });
    expect(read.json().orderState).toBe('Accepted');

    // A second answer changes nothing, so it announces nothing: the next event is the finish.
    expect((await orderAction(t.app, shop.cookie, order.id, 'refuse')).statusCode).toBe(409);
    const finished = changeSeen(order.id, 'Finished');
    expect((await orderAction(t.app, client.cookie, order.id, 'finish')).statusCode).toBe(200);
    await finished;
    expect(all.filter((e) => e.orderId === order.id).map((e) => e.orderState)).toEqual([
      'Pending',
      'Accepted',
      'Finished',
    ]);
    expect(strangerSaw).toEqual([]);
  });

  it('tells both parties of a refusal', async () => {
    const order = await buildOrder(t.app, client.cookie, (await buildProduct(t.app, shop)).id);
    const refused = changeSeen(order.id, 'Refused');
    expect((await orderAction(t.app, shop.cookie, order.id, 'refuse')).statusCode).toBe(200);
    await refused;
    expect(strangerSaw).toEqual([]);
  });

  it('tells both parties when a timer refuses an unanswered order or finishes an accepted one', async () => {
    const productId = (await buildProduct(t.app, shop, { stock: 5 })).id;
    const unanswered = await buildOrder(t.app, client.cookie, productId);
    const accepted = await buildOrder(t.app, client.cookie, productId);
    expect((await orderAction(t.app, shop.cookie, accepted.id, 'accept')).statusCode).toBe(200);

    t.clock.advanceHours(ORDER.autoRefuseHours);
    const expired = changeSeen(unanswered.id, 'Refused');
    expect((await settleDueOrders(t.app.ctx)).refused).toBeGreaterThanOrEqual(1);
    await expired;

    t.clock.advanceHours(ORDER.autoFinishDays * 24);
    const done = changeSeen(accepted.id, 'Finished');
    expect((await settleDueOrders(t.app.ctx)).finished).toBeGreaterThanOrEqual(1);
    await done;
    expect(strangerSaw).toEqual([]);
  });
});
