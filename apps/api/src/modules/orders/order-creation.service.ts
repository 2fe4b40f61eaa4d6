// Order creation: behind a single-use PIN grant, never from one's own shop, 1 ≤ n ≤ stock,
// name and price copied, total computed here. The stock is taken by one conditional UPDATE inside the
// order's single statement (order-placement.repository.ts), so no concurrency can oversell; an
// Idempotency-Key makes a retry of the same request return the first order (another request under the same
// key is a 422).
import { createHash } from 'node:crypto';
import {
  CATALOG_MSG,
  type CreateOrderBody,
  formatOrderReference,
  formatPrice,
  IDEMPOTENCY_KEY,
  MSG,
  moneyMessages,
  ORDER_MSG,
  type Order,
  orderReferenceOf,
  orderTotal,
  WALLET_MSG,
} from '@sugu/domain';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { AppError, conflict, forbidden, invalid, notFound, unprocessable } from '../../lib/errors.js';
import { isUuid, newId } from '../../lib/ids.js';
import type { Auth } from '../../session/session.js';
import { draftNotification } from '../notifications/index.js';
import { holdEscrow } from '../wallet/index.js';
import {
  isIdempotencyKeyConflict,
  isReferenceTaken,
  type OrderPlacement,
  placeOrderAtomically,
} from './order-placement.repository.js';
import { readTerms, rememberedTerms } from './order-terms.js';
import { orderLink, presentOrder } from './orders.presenter.js';
import { findOrderByIdempotencyKey, type OrderTerms } from './orders.repository.js';
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
  const quantity = body.productNumber;
  const now = ctx.now();
  const fingerprint = idempotencyKey ? requestFingerprint(body) : null;
  // Remembered terms spare a read; the statement re-checks every one of them, so stale terms only cost a
  // fresh read and a second try. Terms too short for the quantity are read again (the stock may be back).
  const remembered = rememberedTerms(ctx.db, body.productId);
  let terms = remembered && remembered.productStock >= quantity ? remembered : undefined;
  let fresh = !terms;
  terms ??= await readTerms(ctx.db, body.productId);
  for (let attempt = 1; ; attempt++) {
    if (fresh) {
      if (!terms || terms.deletedAt) throw productNotFound();
      // Cheap refusal first; the conditional UPDATE of the statement still decides under concurrency.
      if (quantity > terms.productStock) throw stockInsufficient();
    }
    if (!terms) throw productNotFound();
    if (terms.ownerId === buyer.id) throw forbidden(ORDER_MSG.ownShop, 'own_shop');
    // One currency per order, no conversion: the wallet pays only an order in its own devise.
    if (body.paymentMethod === 'wallet' && terms.currency !== buyer.devise) {
      throw conflict(WALLET_MSG.orderOtherCurrency(terms.currency, buyer.devise), 'currency_mismatch');
    }

    // Within the bound of the order's currency (the product's), in its words.
    const totalPrice = orderTotal(terms.productPrice, quantity, terms.currency);
    if (totalPrice === null) {
      const message = moneyMessages(terms.currency).orderTotalTooHigh;
      throw invalid(message, { productNumber: message }, 'order_total_too_high');
    }

    const agreed = terms;
    const draft = (orderId: string) =>
      draftPlacement(auth, body, agreed, { orderId, now, totalPrice, key: idempotencyKey, fingerprint });
    const { placement, result } = await placeUnderOwnReference(ctx, draft, body.paymentMethod === 'wallet');
    if (result.outcome === 'placed') {
      // Everything the response shows is known: no read after the commit.
      const { id, username, profilePicture, phone, dialCode } = buyer;
      const placed = {
        orderState: 'Pending' as const,
        acceptedAt: null,
        refusedAt: null,
        finishedAt: null,
        refundedAmount: null,
      };
      return presentOrder(
        {
          order: { ...placement.order, ...placed, updatedAt: now },
          createdAtKey: '',
          buyer: { id, username, profilePicture, phone, dialCode },
          ...result.parties,
        },
        buyer.id,
      );
    }
    // Refused on remembered terms: decide on fresh ones (404, 403 and 409 come before 403 pin_required).
    if (result.outcome === 'pin_required' && fresh) throw forbidden(MSG.pinRequired, 'pin_required');
    // Not taken on fresh terms: sold out, deleted, or edited (name, price) since the read. Read again: the
    // checks above answer the first two; an edit is ordered again at the new terms, as the buyer sees them.
    if (fresh && attempt >= MAX_ATTEMPTS) throw stockInsufficient();
    terms = await readTerms(ctx.db, body.productId);
    fresh = true;
  }
}

/** What the placement statement writes: the order on `terms`, and the seller's notification naming it. */
function draftPlacement(
  auth: Auth,
  body: CreateOrderBody,
  terms: OrderTerms,
  at: { orderId: string; now: Date; totalPrice: number; key: string | null; fingerprint: string | null },
): OrderPlacement {
  const buyer = auth.user;
  const reference = orderReferenceOf(at.orderId);
  const order = {
    id: at.orderId,
    reference,
    userId: buyer.id,
    shopId: terms.shopId,
    productId: terms.id,
    productNumber: body.productNumber,
    deliveryMethod: body.deliveryMethod,
    paymentMethod: body.paymentMethod,
    productName: terms.productName,
    productPrice: terms.productPrice,
    currency: terms.currency,
    totalPrice: at.totalPrice,
    idempotencyKey: at.key,
    idempotencyFingerprint: at.fingerprint,
    createdAt: at.now,
  };
  const { values, live } = draftNotification(
    {
      userId: terms.ownerId,
      actorId: buyer.id,
      type: 'Purchase',
      title: () => ORDER_MSG.newOrderTitle,
      message: () =>
        ORDER_MSG.newOrderMessage(
          formatOrderReference(reference),
          buyer.username,
          body.productNumber,
          terms.productName,
          formatPrice(order.totalPrice, terms.currency),
        ),
      link: orderLink(at.orderId),
    },
    terms.ownerLanguage,
  );
  return {
    sessionId: auth.sessionId,
    order,
    sellerId: terms.ownerId,
    conversationId: newId(),
    notification: { ...values, live },
  };
}

/**
 * The order's reference is its id's last 40 bits, so another order may already have it: the unique index
 * fails the whole statement (nothing written), and the order is drafted again under a new id. With a
 * million orders stored, one placement in a million collides once; five in a row do not happen.
 */
async function placeUnderOwnReference(
  ctx: AppContext,
  draft: (orderId: string) => OrderPlacement,
  fromWallet: boolean,
) {
  for (let tries = 1; ; tries++) {
    const placement = draft(newId());
    try {
      return { placement, result: await place(ctx, placement, fromWallet) };
    } catch (error) {
      if (!isReferenceTaken(error) || tries >= REFERENCE_TRIES) throw error;
    }
  }
}

const REFERENCE_TRIES = 5;

/**
 * What an Idempotency-Key is bound to: SHA-256 of the parsed request (unknown fields dropped, defaults
 * applied, keys sorted, the product id in lower case as a UUID compares). The migration 0008 wrote the
 * same for the orders placed before it.
 */
function requestFingerprint(body: CreateOrderBody): string {
  const normalised: Record<string, unknown> = { ...body, productId: body.productId.toLowerCase() };
  const sorted = Object.fromEntries(
    Object.keys(normalised)
      .sort()
      .map((k) => [k, normalised[k]]),
  );
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
}

/** Tries of one creation when the product keeps changing under it (an edit between read and write). */
const MAX_ATTEMPTS = 3;

/** The statement alone is one transaction; a wallet payment joins it in a transaction of its own. */
async function place(ctx: AppContext, placement: OrderPlacement, fromWallet: boolean) {
  try {
    if (!fromWallet) return await placeOrderAtomically(ctx.db, placement);
    return await ctx.db.transaction(async (tx) => {
      const result = await placeOrderAtomically(tx, placement);
      if (result.outcome === 'placed') await payFromWallet(tx, placement.order, placement.order.userId);
      return result;
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
  // Bound to its request (as Stripe does): another delivery, payment, product or quantity under the same
  // key is refused, never answered with the first order as if it were this one.
  if (earlier.idempotencyFingerprint !== requestFingerprint(body)) {
    throw unprocessable(ORDER_MSG.idempotencyKeyReused, 'idempotency_key_reused');
  }
  return { order: await loadOrder(ctx, earlier.id, buyerId), replayed: true };
}
