// Orders (spec 2 §4): creation behind a single-use PIN grant, the owner's accept/refuse, the buyer's
// confirmation of receipt. Each change is one transaction whose first write decides (conditional UPDATE), so
// concurrency never oversells, never double-counts a sale and never moves an order twice.
import {
  CATALOG_MSG,
  type CreateOrderBody,
  IDEMPOTENCY_KEY,
  ORDER,
  ORDER_MSG,
  type Order,
} from '@sugu/domain';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { AppError, conflict, forbidden, invalid, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { Auth, UserRow } from '../../session/session.js';
import { openConversation } from '../messaging/open-conversation.js';
import { notify } from '../notifications/notifications.service.js';
import { findShopByUser } from '../shops/shops.presenter.js';
import { consumePinGrant } from '../users/pin.service.js';
import { decodeOrderCursor, encodeOrderCursor } from './order-cursor.js';
import { presentOrder } from './orders.presenter.js';
import {
  countSale,
  findOrderableProduct,
  findOrderByIdempotencyKey,
  findOrderPage,
  findOrderRow,
  findPartiesOf,
  insertOrder,
  type OrderRow,
  type OrderTableRow,
  returnStock,
  setOrderProduct,
  takeStock,
  transitionOrder,
} from './orders.repository.js';
import { settleDueOrders } from './orders.timers.js';

const HOUR = 3_600_000;

export const orderNotFound = () => notFound(ORDER_MSG.orderNotFound, 'order_not_found');
const productNotFound = () => notFound(CATALOG_MSG.productNotFound, 'product_not_found');
const stockInsufficient = () => conflict(ORDER_MSG.stockInsufficient, 'stock_insufficient');
const notPending = () => conflict(ORDER_MSG.notPending, 'order_not_pending');

/** Rolls the creation back when the buyer's Idempotency-Key already names an order. */
class KeyAlreadyUsed extends Error {}

/** The Idempotency-Key header, checked; null when absent. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !IDEMPOTENCY_KEY.test(key)) {
    throw invalid(ORDER_MSG.idempotencyKeyInvalid, undefined, 'idempotency_key_invalid');
  }
  return key;
}

export interface CreatedOrder {
  order: Order;
  /** True when the Idempotency-Key named an order created earlier: nothing new was created. */
  replayed: boolean;
}

export async function createOrder(
  ctx: AppContext,
  auth: Auth,
  body: CreateOrderBody,
  idempotencyKey: string | null,
): Promise<CreatedOrder> {
  try {
    return { order: await placeOrder(ctx, auth, body, idempotencyKey), replayed: false };
  } catch (error) {
    // A retry (flaky network) with the same key finds its order: it is answered with it, whatever refused
    // this attempt (the grant already used, the stock sold out since, the same request racing itself).
    if (idempotencyKey && (error instanceof AppError || error instanceof KeyAlreadyUsed)) {
      const earlier = await replay(ctx, auth.user.id, idempotencyKey, body);
      if (earlier) return earlier;
    }
    throw error;
  }
}

async function placeOrder(
  ctx: AppContext,
  auth: Auth,
  body: CreateOrderBody,
  idempotencyKey: string | null,
): Promise<Order> {
  const buyer = auth.user;
  if (!isUuid(body.productId)) throw productNotFound();
  const found = await findOrderableProduct(ctx.db, body.productId, buyer.id);
  if (!found || found.product.deletedAt) throw productNotFound();
  const { product, owner } = found;
  if (owner.id === buyer.id) throw forbidden(ORDER_MSG.ownShop, 'own_shop');
  const quantity = body.productNumber;
  // Cheap refusal first; the conditional UPDATE below still decides under concurrency.
  if (quantity > product.productStock) throw stockInsufficient();

  const now = ctx.now();
  const totalPrice = product.productPrice * quantity;
  const order = await ctx.db.transaction(async (tx) => {
    await consumePinGrant(tx, auth.sessionId);
    const inserted = await insertOrder(tx, {
      userId: buyer.id,
      shopId: product.shopId,
      productId: product.id,
      productNumber: quantity,
      deliveryMethod: body.deliveryMethod,
      productName: product.productName,
      productPrice: product.productPrice,
      totalPrice,
      currency: product.currency,
      idempotencyKey,
      createdAt: now,
      updatedAt: now,
    });
    if (!inserted) throw new KeyAlreadyUsed();
    await openConversation(tx, {
      buyerId: buyer.id,
      sellerId: owner.id,
      shopId: product.shopId,
      openedAt: now,
    });
    if (owner.orderNotif) {
      await notify(tx, {
        userId: owner.id,
        actorId: buyer.id,
        type: 'Purchase',
        title: ORDER_MSG.newOrderTitle,
        message: ORDER_MSG.newOrderMessage(buyer.username, quantity, product.productName, totalPrice),
        link: orderLink(inserted.id),
      });
    }
    // Last: the product row is the one every buyer of a popular product waits on, so it stays locked only
    // for this statement and the commit.
    const taken = await takeStock(tx, product.id, quantity);
    if (!taken) {
      const current = await findOrderableProduct(tx, product.id, buyer.id);
      throw current && !current.product.deletedAt ? stockInsufficient() : productNotFound();
    }
    if (
      taken.productPrice !== product.productPrice ||
      taken.productName !== product.productName ||
      taken.currency !== product.currency
    ) {
      await setOrderProduct(tx, inserted.id, taken, quantity);
      return { ...inserted, ...taken, totalPrice: taken.productPrice * quantity };
    }
    return inserted;
  });
  // Everything the response shows is known: no read after the commit.
  return presentOrder(
    {
      order,
      createdAtKey: '',
      buyer: {
        id: buyer.id,
        username: buyer.username,
        profilePicture: buyer.profilePicture,
        phone: buyer.phone,
      },
      buyerShop: found.buyerShop,
      shop: found.shop,
      owner: { id: owner.id, username: owner.username, phone: owner.phone },
    },
    buyer.id,
  );
}

async function replay(
  ctx: AppContext,
  buyerId: string,
  key: string,
  body: CreateOrderBody,
): Promise<CreatedOrder | null> {
  const earlier = await findOrderByIdempotencyKey(ctx.db, buyerId, key);
  if (!earlier) return null;
  if (earlier.productId !== body.productId || earlier.productNumber !== body.productNumber) {
    throw conflict(ORDER_MSG.idempotencyKeyReused, 'idempotency_key_reused');
  }
  return { order: await loadOrder(ctx, earlier.id, buyerId), replayed: true };
}

async function loadOrder(ctx: AppContext, orderId: string, viewerId: string): Promise<Order> {
  const row = await findOrderRow(ctx.db, orderId);
  if (!row) throw orderNotFound();
  return presentOrder(row, viewerId);
}

export const orderLink = (orderId: string) => `/messages?commande=${orderId}`;

/** The orders the user bought or their shop sold, newest first, one keyset page. */
export async function listMyOrders(
  ctx: AppContext,
  user: UserRow,
  query: { cursor?: string; limit: number },
): Promise<{ items: Order[]; nextCursor: string | null }> {
  const after = query.cursor ? decodeOrderCursor(query.cursor) : null;
  const shop = await findShopByUser(ctx.db, user.id);
  const [bought, sold] = await Promise.all([
    findOrderPage(ctx.db, { userId: user.id }, query.limit + 1, after),
    shop ? findOrderPage(ctx.db, { shopId: shop.id }, query.limit + 1, after) : Promise.resolve([]),
  ]);
  // Disjoint (nobody orders from their own shop); created_at is set by the app, in whole milliseconds.
  const merged = [...bought, ...sold].sort(
    (a, b) => b.order.createdAt.getTime() - a.order.createdAt.getTime() || (a.order.id < b.order.id ? 1 : -1),
  );
  const page = merged.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => presentOrder(row, user.id)),
    nextCursor:
      merged.length > query.limit && last
        ? encodeOrderCursor({ createdAt: last.createdAtKey, id: last.order.id })
        : null,
  };
}

/** The order when the user is its buyer or its shop's owner (timers due on it applied first). */
async function requireParty(ctx: AppContext, user: UserRow, orderId: string): Promise<OrderRow> {
  if (!isUuid(orderId)) throw orderNotFound();
  let row = await findOrderRow(ctx.db, orderId);
  if (!row) throw orderNotFound();
  if (row.order.userId !== user.id && row.owner.id !== user.id) throw forbidden();
  const due = await settleDueOrders(ctx, { orderId });
  if (due.refused + due.finished > 0) row = (await findOrderRow(ctx.db, orderId)) ?? row;
  return row;
}

export async function getOrder(ctx: AppContext, user: UserRow, orderId: string): Promise<Order> {
  return presentOrder(await requireParty(ctx, user, orderId), user.id);
}

export async function acceptOrder(ctx: AppContext, user: UserRow, orderId: string): Promise<Order> {
  const row = await requireParty(ctx, user, orderId);
  if (row.owner.id !== user.id) throw forbidden(ORDER_MSG.sellerOnly, 'seller_only');
  const now = ctx.now();
  const refuseCutoff = new Date(now.getTime() - ORDER.autoRefuseHours * HOUR);
  const accepted = await ctx.db.transaction(async (tx) => {
    const order = await transitionOrder(
      tx,
      orderId,
      'Pending',
      { orderState: 'Accepted', acceptedAt: now, updatedAt: now },
      sql`${orders.createdAt} > ${refuseCutoff.toISOString()}::timestamptz`,
    );
    if (!order) return null;
    await countSale(tx, order);
    await notifyBuyer(tx, order, 'PurchaseAccept', ORDER_MSG.acceptedTitle, ORDER_MSG.acceptedMessage);
    return order;
  });
  if (!accepted) throw notPending();
  return loadOrder(ctx, orderId, user.id);
}

export async function refuseOrder(ctx: AppContext, user: UserRow, orderId: string): Promise<Order> {
  const row = await requireParty(ctx, user, orderId);
  if (row.owner.id !== user.id) throw forbidden(ORDER_MSG.sellerOnly, 'seller_only');
  const now = ctx.now();
  const refused = await ctx.db.transaction(async (tx) => {
    const order = await transitionOrder(tx, orderId, 'Pending', {
      orderState: 'Refused',
      refusedAt: now,
      updatedAt: now,
    });
    if (!order) return null;
    await returnStock(tx, order.productId, order.productNumber);
    await notifyBuyer(tx, order, 'PurchaseRefuse', ORDER_MSG.refusedTitle, ORDER_MSG.refusedMessage);
    return order;
  });
  if (!refused) throw notPending();
  return loadOrder(ctx, orderId, user.id);
}

/** The buyer says the order arrived ('J'ai reçu ma commande'): Accepted → Finished. */
export async function finishOrder(ctx: AppContext, user: UserRow, orderId: string): Promise<Order> {
  const row = await requireParty(ctx, user, orderId);
  if (row.order.userId !== user.id) throw forbidden(ORDER_MSG.buyerOnly, 'buyer_only');
  const now = ctx.now();
  const finished = await ctx.db.transaction(async (tx) => {
    const order = await transitionOrder(tx, orderId, 'Accepted', {
      orderState: 'Finished',
      finishedAt: now,
      updatedAt: now,
    });
    if (!order) return null;
    const parties = await findPartiesOf(tx, orderId);
    if (parties?.ownerOrderNotif) {
      await notify(tx, {
        userId: parties.ownerId,
        actorId: user.id,
        type: 'PurchaseFinish',
        title: ORDER_MSG.finishedTitle,
        message: ORDER_MSG.finishedMessage(parties.buyerUsername, order.productName),
        link: orderLink(orderId),
      });
    }
    return order;
  });
  if (!finished) throw conflict(ORDER_MSG.notAccepted, 'order_not_accepted');
  return loadOrder(ctx, orderId, user.id);
}

async function notifyBuyer(
  tx: Executor,
  order: OrderTableRow,
  type: 'PurchaseAccept' | 'PurchaseRefuse',
  title: string,
  message: (shopName: string, productName: string) => string,
): Promise<void> {
  const parties = await findPartiesOf(tx, order.id);
  if (!parties?.buyerOrderNotif) return;
  await notify(tx, {
    userId: parties.buyerId,
    actorId: parties.ownerId,
    type,
    title,
    message: message(parties.shopName, order.productName),
    link: orderLink(order.id),
  });
}
