import {
  CATALOG_MSG,
  formatFcfa,
  formatOrderReference,
  MSG,
  ORDER_MSG,
  orderReferenceOf,
} from '@sugu/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  buildLightUsers,
  buildOrder,
  buildProduct,
  buildSeller,
  buildUser,
  changeProduct,
  confirmPin,
  grantPin,
  notificationsOf,
  postOrder,
  setOrderNotif,
  stockOf,
} from '../../../test/factories/index.js';
import { setupTestApp, spySql } from '../../../test/helper.js';
import { conversations, orders } from '../../db/schema/index.js';

const { app, database } = await setupTestApp();
const shop = await buildSeller(app, { shopName: 'Bazin de Kati' });
const client = await buildUser(app);

const body = (productId: string, productNumber: unknown = 2, deliveryMethod: unknown = 'home') => ({
  productId,
  productNumber,
  deliveryMethod,
});

describe('POST /api/Order/create: refusals', () => {
  it('answers 401 to a guest, before reading the body', async () => {
    const res = await postOrder(app, undefined, {});
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MSG.unauthenticated);
  });

  it('answers 400 with the French message for a bad quantity or delivery method', async () => {
    const productId = (await buildProduct(app, shop, { stock: 10 })).id;
    await confirmPin(app, client.cookie);
    for (const n of [0, -1, 1.5, 'deux', null, '']) {
      const res = await postOrder(app, client.cookie, body(productId, n));
      expect(res.statusCode, String(n)).toBe(400);
      expect(res.json().message).toBe(ORDER_MSG.quantityInvalid);
    }
    for (const method of ['avion', null, 3]) {
      const res = await postOrder(app, client.cookie, body(productId, 1, method));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(ORDER_MSG.deliveryMethodInvalid);
    }
    const missing = await postOrder(app, client.cookie, { productId, productNumber: 1 });
    expect(missing.json().message).toBe(ORDER_MSG.deliveryMethodInvalid);
    const empty = await postOrder(app, client.cookie, {});
    expect(empty.statusCode).toBe(400);
    // Refusals keep the grant and the stock.
    const ok = await postOrder(app, client.cookie, body(productId, '2'));
    expect(ok.statusCode).toBe(201);
    expect(await stockOf(app, productId)).toMatchObject({ stock: 8 });
  });

  it('refuses without a PIN grant, with a replayed one and with an expired one (403 pin_required)', async () => {
    const productId = (await buildProduct(app, shop, { stock: 10 })).id;
    const none = await postOrder(app, client.cookie, body(productId));
    expect(none.statusCode).toBe(403);
    expect(none.json()).toMatchObject({ message: MSG.pinRequired, code: 'pin_required' });

    await confirmPin(app, client.cookie);
    expect((await postOrder(app, client.cookie, body(productId))).statusCode).toBe(201);
    const replayed = await postOrder(app, client.cookie, body(productId));
    expect(replayed.statusCode).toBe(403);
    expect(replayed.json().code).toBe('pin_required');

    await grantPin(app, client.cookie, -1);
    expect((await postOrder(app, client.cookie, body(productId))).json().code).toBe('pin_required');
    expect(await stockOf(app, productId)).toMatchObject({ stock: 8 });
  });

  it('answers 404 for an unknown, malformed or deleted product', async () => {
    await confirmPin(app, client.cookie);
    const unknown = await postOrder(app, client.cookie, body('0190a000-0000-7000-8000-000000000000'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CATALOG_MSG.productNotFound);
    expect((await postOrder(app, client.cookie, body("x' or 1=1"))).statusCode).toBe(404);
    const deleted = (await buildProduct(app, shop)).id;
    await changeProduct(app, deleted, { deleted: true });
    expect((await postOrder(app, client.cookie, body(deleted))).statusCode).toBe(404);
  });

  it('refuses an order from your own shop (403)', async () => {
    const productId = (await buildProduct(app, shop)).id;
    await confirmPin(app, shop.cookie);
    const res = await postOrder(app, shop.cookie, body(productId));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: ORDER_MSG.ownShop, code: 'own_shop' });
  });

  it("answers 409 'Stock insuffisant' above the stock, and keeps the grant", async () => {
    const productId = (await buildProduct(app, shop, { stock: 3 })).id;
    await confirmPin(app, client.cookie);
    const res = await postOrder(app, client.cookie, body(productId, 4));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'Stock insuffisant', code: 'stock_insufficient' });
    expect((await postOrder(app, client.cookie, body(productId, 3))).statusCode).toBe(201);
    expect(await stockOf(app, productId)).toMatchObject({ stock: 0 });
  });
});

describe('POST /api/Order/create: the order', () => {
  it('copies name and price, computes the total, takes the stock, opens the conversation, notifies', async () => {
    const productId = (await buildProduct(app, shop, { stock: 5, price: 7_000, name: 'Pagne wax' })).id;
    await confirmPin(app, client.cookie);
    const res = await postOrder(app, client.cookie, {
      ...body(productId, 3, 'contact'),
      totalPrice: 1,
      userId: shop.userId,
    });
    expect(res.statusCode).toBe(201);
    const { message, order } = res.json();
    expect(message).toBe(ORDER_MSG.orderCreated);
    expect(order).toMatchObject({
      orderState: 'Pending',
      totalPrice: 21_000,
      productNumber: 3,
      deliveryMethod: 'contact',
      orderProduct: { id: productId, productName: 'Pagne wax', productPrice: 7_000 },
      orderUser: { id: client.userId, phone: '76123456' },
      orderShop: { id: shop.shop.id, shopName: 'Bazin de Kati', owner: { id: shop.userId, phone: null } },
      viewerRole: 'buyer',
      paymentMethod: 'agreement',
      reference: formatOrderReference(orderReferenceOf(order.id)),
    });
    expect(order.reference).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(await stockOf(app, productId)).toMatchObject({ stock: 2 });

    // A later price change does not rewrite the order.
    await changeProduct(app, productId, { price: 9_999 });
    const [stored] = await app.ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored).toMatchObject({ productPrice: 7_000, totalPrice: 21_000 });

    const [conversation] = await app.ctx.db
      .select()
      .from(conversations)
      .where(and(eq(conversations.buyerId, client.userId), eq(conversations.sellerId, shop.userId)));
    expect(conversation?.openedAt.toISOString()).toBe(order.createAt);

    const notes = await notificationsOf(app, shop.userId);
    expect(notes.find((n) => n.link?.endsWith(order.id))).toMatchObject({
      type: 'Purchase',
      title: 'Nouvelle commande',
      message: `${client.user.username} a commandé 3 × Pagne wax (${formatFcfa(21_000)}) · commande ${order.reference}.`,
    });
  });

  it('orders at the terms of the moment: an edit since the last order of the product is seen', async () => {
    const productId = (await buildProduct(app, shop, { stock: 5, price: 7_000, name: 'Pagne wax' })).id;
    await buildOrder(app, client.cookie, productId);
    await changeProduct(app, productId, { price: 8_500, name: 'Pagne wax bleu' });
    await confirmPin(app, client.cookie);
    const again = (await postOrder(app, client.cookie, body(productId, 2))).json().order;
    expect(again).toMatchObject({
      orderProduct: { productName: 'Pagne wax bleu', productPrice: 8_500 },
      totalPrice: 17_000,
    });
    const notes = await notificationsOf(app, shop.userId);
    expect(notes.find((n) => n.link?.endsWith(again.id))?.message).toBe(
      `${client.user.username} a commandé 2 × Pagne wax bleu (${formatFcfa(17_000)}) · commande ${again.reference}.`,
    );
    expect(await stockOf(app, productId)).toMatchObject({ stock: 2 });
  });

  it('answers 404 then 409 for a product ordered before and deleted or sold out since, keeping the grant', async () => {
    const deleted = (await buildProduct(app, shop, { stock: 5 })).id;
    await buildOrder(app, client.cookie, deleted);
    await changeProduct(app, deleted, { deleted: true });
    // Without a grant too: an unknown product is answered before the PIN.
    expect((await postOrder(app, client.cookie, body(deleted, 1))).statusCode).toBe(404);

    const soldOut = (await buildProduct(app, shop, { stock: 5 })).id;
    await buildOrder(app, client.cookie, soldOut);
    await changeProduct(app, soldOut, { stock: 0 });
    await confirmPin(app, client.cookie);
    const refused = await postOrder(app, client.cookie, body(soldOut, 1));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ORDER_MSG.stockInsufficient);
    // The grant is still there for the next order.
    await changeProduct(app, soldOut, { stock: 3 });
    expect((await postOrder(app, client.cookie, body(soldOut, 1))).statusCode).toBe(201);
  });

  it('re-opens the same conversation on a second order, and skips the notification when orderNotif is off', async () => {
    const productId = (await buildProduct(app, shop)).id;
    await setOrderNotif(app, shop.userId, false);
    const before = (await notificationsOf(app, shop.userId)).length;
    await confirmPin(app, client.cookie);
    expect((await postOrder(app, client.cookie, body(productId, 1))).statusCode).toBe(201);
    expect((await notificationsOf(app, shop.userId)).length).toBe(before);
    await setOrderNotif(app, shop.userId, true);
    const pairs = await app.ctx.db
      .select()
      .from(conversations)
      .where(and(eq(conversations.buyerId, client.userId), eq(conversations.sellerId, shop.userId)));
    expect(pairs).toHaveLength(1);
  });
});

describe('Idempotency-Key', () => {
  it('answers a retry with the first order, without a new grant, and creates nothing', async () => {
    const productId = (await buildProduct(app, shop, { stock: 5 })).id;
    await confirmPin(app, client.cookie);
    const headers = { 'idempotency-key': 'retry-0001' };
    const first = await postOrder(app, client.cookie, body(productId, 2), headers);
    expect(first.statusCode).toBe(201);
    // The same request, written another way (quantity as text, the default payment spelt out, an unknown
    // field): the same order.
    const retry = await postOrder(
      app,
      client.cookie,
      { ...body(productId.toUpperCase(), '2'), paymentMethod: 'agreement', note: 'x' },
      headers,
    );
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().order.id).toBe(first.json().order.id);
    expect(await stockOf(app, productId)).toMatchObject({ stock: 3 });
    const bad = await postOrder(app, client.cookie, body(productId, 1), { 'idempotency-key': 'a b' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(ORDER_MSG.idempotencyKeyInvalid);
  });

  it('refuses the same key with another request (422), whatever changed, and creates nothing', async () => {
    const productId = (await buildProduct(app, shop, { stock: 5 })).id;
    const otherProduct = (await buildProduct(app, shop, { stock: 5 })).id;
    await confirmPin(app, client.cookie);
    const headers = { 'idempotency-key': 'bound-to-its-body' };
    const first = await postOrder(app, client.cookie, body(productId, 2, 'home'), headers);
    expect(first.statusCode).toBe(201);
    const ordersOfClient = () => app.ctx.db.$count(orders, eq(orders.userId, client.userId));
    const placed = await ordersOfClient();
    const changes = {
      'another delivery': body(productId, 2, 'get'),
      'another quantity': body(productId, 1, 'home'),
      'another product': body(otherProduct, 2, 'home'),
      'a wallet payment': { ...body(productId, 2, 'home'), paymentMethod: 'wallet' },
    };
    for (const [what, changed] of Object.entries(changes)) {
      // With a fresh grant too: the key, not the missing PIN, decides.
      await confirmPin(app, client.cookie);
      const res = await postOrder(app, client.cookie, changed, headers);
      expect(res.statusCode, what).toBe(422);
      expect(res.json(), what).toEqual({
        message: ORDER_MSG.idempotencyKeyReused,
        code: 'idempotency_key_reused',
      });
    }
    expect(await stockOf(app, productId)).toMatchObject({ stock: 3 });
    expect(await stockOf(app, otherProduct)).toMatchObject({ stock: 5 });
    expect(await ordersOfClient()).toBe(placed);
    // The unchanged request is still answered with its order.
    const same = await postOrder(app, client.cookie, body(productId, 2, 'home'), headers);
    expect(same.statusCode).toBe(200);
    expect(same.json().order.id).toBe(first.json().order.id);
  });

  it('is scoped per user: the same key from another buyer is another order', async () => {
    const productId = (await buildProduct(app, shop, { stock: 5 })).id;
    const other = await buildUser(app);
    const headers = { 'idempotency-key': 'shared-key' };
    await confirmPin(app, client.cookie);
    await confirmPin(app, other.cookie);
    const a = await postOrder(app, client.cookie, body(productId, 1), headers);
    // Another body under another user's key is no conflict either: the key is theirs alone.
    const b = await postOrder(app, other.cookie, body(productId, 2, 'get'), headers);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().order.id).not.toBe(b.json().order.id);
    expect(b.json().order).toMatchObject({ productNumber: 2, deliveryMethod: 'get' });
  });

  it('creates one order when the same request arrives several times at once', async () => {
    const productId = (await buildProduct(app, shop, { stock: 5 })).id;
    await confirmPin(app, client.cookie);
    const headers = { 'idempotency-key': 'double-tap' };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => postOrder(app, client.cookie, body(productId, 1), headers)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((r) => r.json().order.id)).size).toBe(1);
    expect(await stockOf(app, productId)).toMatchObject({ stock: 4 });
  });
});

describe('short reference', () => {
  it('is unique: an order whose reference another order took meanwhile is placed under a new id', async () => {
    const productId = (await buildProduct(app, shop, { stock: 5 })).id;
    const earlier = await buildOrder(app, client.cookie, productId);
    await confirmPin(app, client.cookie);
    let taken: string | undefined;
    // Just before the order is written, another order gets the reference it is about to take.
    const spy = spySql(database, (text, values) => {
      if (taken || !text.includes('INSERT INTO orders')) return undefined;
      taken = values[22] as string;
      return app.ctx.db
        .update(orders)
        .set({ reference: taken })
        .where(eq(orders.id, earlier.id))
        .then(() => undefined);
    });
    const res = await postOrder(app, client.cookie, body(productId, 1)).finally(() => spy.restore());
    expect(res.statusCode).toBe(201);
    const { order } = res.json();
    expect(taken).toBeDefined();
    expect(order.reference).not.toBe(formatOrderReference(taken!));
    expect(order.reference).toBe(formatOrderReference(orderReferenceOf(order.id)));
    const [stored] = await app.ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(formatOrderReference(stored!.reference)).toBe(order.reference);
    expect(await stockOf(app, productId)).toMatchObject({ stock: 3 });
    const notes = await notificationsOf(app, shop.userId);
    expect(notes.find((n) => n.link?.endsWith(order.id))?.message).toContain(order.reference);
  });
});

describe('concurrency', () => {
  it('never oversells: 30 buyers at once on a stock of 10 give exactly 10 orders', async () => {
    const productId = (await buildProduct(app, shop, { stock: 10 })).id;
    const buyers = await buildLightUsers(app, 30, { pinGranted: true });
    const answers = await Promise.all(buyers.map((b) => postOrder(app, b.cookie, body(productId, 1))));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(20);
    expect(answers.find((r) => r.statusCode === 409)?.json().message).toBe('Stock insuffisant');
    expect(await stockOf(app, productId)).toMatchObject({ stock: 0 });
    expect(await app.ctx.db.$count(orders, eq(orders.productId, productId))).toBe(10);
  });

  it('never oversells with mixed quantities', async () => {
    const productId = (await buildProduct(app, shop, { stock: 7 })).id;
    const buyers = await buildLightUsers(app, 12, { pinGranted: true });
    const answers = await Promise.all(
      buyers.map((b, i) => postOrder(app, b.cookie, body(productId, (i % 3) + 1))),
    );
    const sold = answers
      .filter((r) => r.statusCode === 201)
      .reduce((sum, r) => sum + r.json().order.productNumber, 0);
    const { stock } = await stockOf(app, productId);
    expect(stock).toBeGreaterThanOrEqual(0);
    expect(sold + stock).toBe(7);
  });
});
