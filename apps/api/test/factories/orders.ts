// Orders: placed through the real endpoint after a real PIN confirmation (buildOrder), or an order row
// written straight where the orders module is not what is tested (buildOrderRow: escrow and the ledger);
// the actions, and what the order tests read back.
import { orderReferenceOf } from '@sugu/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app.js';
import { notifications, orders, products, users } from '../../src/db/schema/index.js';
import { newId } from '../../src/lib/ids.js';
import { confirmPin } from './users.js';

export function postOrder(
  app: App,
  cookie: string | undefined,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/Order/create',
    payload,
    headers: { ...headers, ...(cookie && { cookie }) },
  });
}

/**
 * The buyer confirms their PIN then orders (home delivery, paid on agreement unless `paymentMethod` says
 * 'wallet'); throws unless the order is created.
 */
export async function buildOrder(
  app: App,
  buyerCookie: string,
  productId: string,
  productNumber = 1,
  paymentMethod: 'agreement' | 'wallet' = 'agreement',
): Promise<{ id: string; orderState: string; reference: string; totalPrice: number }> {
  await confirmPin(app, buyerCookie);
  const res = await postOrder(app, buyerCookie, {
    productId,
    productNumber,
    deliveryMethod: 'home',
    paymentMethod,
  });
  if (res.statusCode !== 201) throw new Error(`order failed: ${res.statusCode} ${res.body}`);
  return res.json().order;
}

/** An order row of `buyerId` for one `productId` of `shopId`, paid from the wallet, written straight. */
export async function buildOrderRow(
  app: App,
  order: { buyerId: string; shopId: string; productId: string; total: number },
): Promise<string> {
  const id = newId();
  await app.ctx.db.insert(orders).values({
    id,
    reference: orderReferenceOf(id),
    userId: order.buyerId,
    shopId: order.shopId,
    productId: order.productId,
    productNumber: 1,
    deliveryMethod: 'home',
    paymentMethod: 'wallet',
    productName: 'Panier tressé',
    productPrice: order.total,
    totalPrice: order.total,
  });
  return id;
}

export function orderAction(app: App, cookie: string | undefined, id: string, action: string) {
  return app.inject({
    method: 'POST',
    url: `/api/Order/${id}/${action}`,
    ...(cookie && { headers: { cookie } }),
  });
}

export async function stockOf(app: App, productId: string) {
  const [row] = await app.ctx.db
    .select({ stock: products.productStock, purchases: products.totalPurchases })
    .from(products)
    .where(eq(products.id, productId));
  return row!;
}

export async function notificationsOf(app: App, userId: string) {
  return app.ctx.db.select().from(notifications).where(eq(notifications.userId, userId));
}

export async function setOrderNotif(app: App, userId: string, value: boolean): Promise<void> {
  await app.ctx.db.update(users).set({ orderNotif: value }).where(eq(users.id, userId));
}
