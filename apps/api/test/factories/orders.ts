// Test data of the order and rating tests: sellers through the one seller factory (shops.ts), products
// written directly (the product endpoints are tested in their module), buyers through the real sign-up or,
// for races, many light accounts; PIN grants through the real confirm-pin or written directly for those.
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app.js';
import { categories, notifications, products, sessions, users } from '../../src/db/schema/index.js';
import { type Account, confirmPin, quickUsers, sessionIdOf, signUp } from './accounts.js';
import { postShop, validShopForm } from './shops.js';

export interface OrderSeller extends Account {
  shopId: string;
}

/** A Vendeur (phone 66554433, asserted by the phone-visibility tests) and their shop, through the endpoints. */
export async function seller(app: App, shopName = 'Bazin de Kati'): Promise<OrderSeller> {
  const account = await signUp(app, { role: 'Vendeur', phone: '66554433' });
  const res = await postShop(app, account.cookie, validShopForm({ shopName }));
  if (res.statusCode !== 201) throw new Error(`shop creation failed: ${res.statusCode} ${res.body}`);
  return { ...account, shopId: (res.json() as { id: string }).id };
}

export async function product(
  app: App,
  shop: OrderSeller,
  values: { stock?: number; price?: number; name?: string } = {},
): Promise<string> {
  const [category] = await app.ctx.db.select({ id: categories.id }).from(categories).limit(1);
  const [row] = await app.ctx.db
    .insert(products)
    .values({
      shopId: shop.shopId,
      categoryId: category!.id,
      productName: values.name ?? 'Bazin riche',
      productPrice: values.price ?? 12_500,
      productStock: values.stock ?? 10,
    })
    .returning({ id: products.id });
  return row!.id;
}

export const buyer = (app: App) => signUp(app, { phone: '76123456' });

/** Writes a PIN grant on the session (for many accounts at once); `minutes` < 0 makes it already expired. */
export async function grantPin(app: App, cookie: string, minutes = 5): Promise<void> {
  await app.ctx.db
    .update(sessions)
    .set({ pinGrantExpiresAt: sql`now() + make_interval(secs => ${minutes * 60})` })
    .where(eq(sessions.id, sessionIdOf(cookie)));
}

/** `n` Client accounts, each with a session holding a PIN grant. */
export async function grantedBuyers(app: App, n: number) {
  const accounts = await quickUsers(app.ctx.db, n);
  await Promise.all(accounts.map((a) => grantPin(app, a.cookie)));
  return accounts;
}

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

/** Confirms the PIN then orders; throws unless the order is created. */
export async function placeOrder(
  app: App,
  cookie: string,
  productId: string,
  productNumber = 1,
): Promise<{ id: string; orderState: string; reference: string }> {
  await confirmPin(app, cookie);
  const res = await postOrder(app, cookie, { productId, productNumber, deliveryMethod: 'home' });
  if (res.statusCode !== 201) throw new Error(`order failed: ${res.statusCode} ${res.body}`);
  return res.json().order;
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

/** Freezes the app's one clock (`ctx.now`, read by every time rule); `advanceHours` moves it (no waiting). */
export function controlClock(app: App, start = new Date()) {
  let current = start.getTime();
  app.ctx.now = () => new Date(current);
  return {
    advanceHours(hours: number) {
      current += hours * 3_600_000;
    },
    now: () => new Date(current),
  };
}
