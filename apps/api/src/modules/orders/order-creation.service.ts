// Order creation (spec 2 §4, §5): behind a single-use PIN grant, never from one's own shop, 1 ≤ n ≤ stock,
// name and price copied, total computed here. The stock is taken by one conditional UPDATE inside the
// order's transaction, so no concurrency can oversell; an Idempotency-Key makes a retry return the first order.
import { CATALOG_MSG, type CreateOrderBody, IDEMPOTENCY_KEY, ORDER_MSG, type Order } from '@sugu/domain';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { AppError, conflict, forbidden, invalid, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/ids.js';
import type { Auth } from '../../session/session.js';
import { openConversation } from '../messaging/open-conversation.js';
import { notify } from '../notifications/notifications.service.js';
import { consumePinGrant } from '../users/pin.service.js';
import { holdEscrow } from '../wallet/escrow.js';
import { orderLink, presentOrder } from './orders.presenter.js';
import {
  findOrderableProduct,
  findOrderByIdempotencyKey,
  insertOrder,
  setOrderProduct,
  takeStock,
} from './orders.repository.js';
import { loadOrder } from './orders.service.js';

const productNotFound = () => notFound(CATALOG_MSG.productNotFound, 'product_not_found');
const stockInsufficient = () => conflict(ORDER_MSG.stockInsufficient, 'stock_insufficient');

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
    let placed = inserted;
    if (
      taken.productPrice !== product.productPrice ||
      taken.productName !== product.productName ||
      taken.currency !== product.currency
    ) {
      await setOrderProduct(tx, inserted.id, taken, quantity);
      placed = { ...inserted, ...taken, totalPrice: taken.productPrice * quantity };
    }
    if (body.paymentMethod === 'wallet') await payFromWallet(tx, placed, buyer.id);
    return placed;
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

/** Buyer protection: the total leaves the buyer's wallet into the order's escrow, or the order is refused. */
async function payFromWallet(
  tx: Executor,
  order: { id: string; totalPrice: number; currency: string },
  buyerId: string,
) {
  try {
    await holdEscrow(tx, { orderId: order.id, buyerId, amount: order.totalPrice, currency: order.currency });
  } catch (error) {
    if (error instanceof AppError && error.code === 'insufficient_balance') {
      throw conflict(ORDER_MSG.walletBalanceShort, 'insufficient_balance');
    }
    throw error;
  }
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
