// Order creation (spec 2 §4, §5): behind a single-use PIN grant, never from one's own shop, 1 ≤ n ≤ stock,
// name and price copied, total computed here. The stock is taken by one conditional UPDATE inside the
// order's single statement (order-placement.repository.ts), so no concurrency can oversell; an
// Idempotency-Key makes a retry return the first order.
import { CATALOG_MSG, type CreateOrderBody, IDEMPOTENCY_KEY, MSG, ORDER_MSG, type Order } from '@sugu/domain';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { AppError, conflict, forbidden, invalid, notFound } from '../../lib/errors.js';
import { isUuid, newId } from '../../lib/ids.js';
import type { Auth } from '../../session/session.js';
import { draftNotification } from '../notifications/notifications.service.js';
import { holdEscrow } from '../wallet/escrow.js';
import { orderLink, presentOrder } from './orders.presenter.js';
import {
  isIdempotencyKeyConflict,
  type OrderPlacement,
  placeOrderAtomically,
} from './order-placement.repository.js';
import { findOrderableProduct, findOrderByIdempotencyKey } from './orders.repository.js';
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
  let found = await findOrderableProduct(ctx.db, body.productId, buyer.id);
  const now = ctx.now();
  const orderId = newId();
  for (let attempt = 1; ; attempt++) {
    if (!found || found.product.deletedAt) throw productNotFound();
    const { product, owner } = found;
    if (owner.id === buyer.id) throw forbidden(ORDER_MSG.ownShop, 'own_shop');
    const quantity = body.productNumber;
    // Cheap refusal first; the conditional UPDATE of the statement still decides under concurrency.
    if (quantity > product.productStock) throw stockInsufficient();

    const order = {
      id: orderId,
      userId: buyer.id,
      shopId: product.shopId,
      productId: product.id,
      productNumber: quantity,
      deliveryMethod: body.deliveryMethod,
      productName: product.productName,
      productPrice: product.productPrice,
      currency: product.currency,
      totalPrice: product.productPrice * quantity,
      idempotencyKey,
      createdAt: now,
    };
    const { values, live } = draftNotification({
      userId: owner.id,
      actorId: buyer.id,
      type: 'Purchase',
      title: ORDER_MSG.newOrderTitle,
      message: ORDER_MSG.newOrderMessage(buyer.username, quantity, product.productName, order.totalPrice),
      link: orderLink(orderId),
    });
    live.notification.id = newId();
    const placement = {
      sessionId: auth.sessionId,
      order,
      sellerId: owner.id,
      conversationId: newId(),
      notification: { ...values, id: live.notification.id, live },
    };
    const outcome = await place(ctx, placement, body.paymentMethod === 'wallet');
    if (outcome === 'pin_required') throw forbidden(MSG.pinRequired, 'pin_required');
    if (outcome === 'placed') {
      // Everything the response shows is known: no read after the commit.
      return presentOrder(
        {
          order: {
            ...order,
            orderState: 'Pending',
            acceptedAt: null,
            refusedAt: null,
            finishedAt: null,
            updatedAt: now,
          },
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
    // Not taken: sold out, deleted, or edited (name, price) since the read. Read again: the checks above
    // answer the first two; an edit is ordered again at the new terms, as the buyer would see them now.
    found = await findOrderableProduct(ctx.db, product.id, buyer.id);
    if (attempt === MAX_ATTEMPTS && found && !found.product.deletedAt) throw stockInsufficient();
  }
}

/** Tries of one creation when the product keeps changing under it (an edit between read and write). */
const MAX_ATTEMPTS = 3;

/** The statement alone is one transaction; a wallet payment joins it in a transaction of its own. */
async function place(ctx: AppContext, placement: OrderPlacement, fromWallet: boolean) {
  try {
    if (!fromWallet) return await placeOrderAtomically(ctx.db, placement);
    return await ctx.db.transaction(async (tx) => {
      const outcome = await placeOrderAtomically(tx, placement);
      if (outcome === 'placed') await payFromWallet(tx, placement.order, placement.order.userId);
      return outcome;
    });
  } catch (error) {
    if (isIdempotencyKeyConflict(error)) throw new KeyAlreadyUsed();
    throw error;
  }
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
