// An order's whole write in ONE statement (data-modifying CTEs), prepared once per connection: the PIN
// grant, the stock, the order, the buyer ↔ seller conversation, the seller's notification and its live push.
// Run on its own it is its own transaction (one round trip, durable at commit like any other); inside a
// transaction (wallet payment) it is one step of it.
//
// Every write hangs on the one before it, so an order either happens whole or not at all:
//   granted    locks the buyer's session if its PIN grant is still valid (FOR UPDATE: a concurrent use of
//              the same grant waits, then finds it spent);
//   taken      the conditional stock UPDATE: only with a grant, only a live product with enough stock,
//              only if name, price and currency are still those the caller read. Concurrent buyers queue
//              on the product row and each re-checks the stock on the row as the one before left it:
//              no interleaving can oversell;
//   placed     the order, only if the stock was taken. A reused Idempotency-Key violates
//              orders_idempotency_key and the statement fails whole (nothing taken, grant kept);
//   consumed   spends the grant, only if the order was placed;
//   opened     opens or re-opens the conversation: messaging's own SQL (messaging.sql.ts, as
//              openConversation runs it);
//   notified   the seller's 'nouvelle commande', only when their orderNotif preference is on, published by
//              pg_notify: notifications' own SQL (notifications.sql.ts, as notify() runs it), delivered after
//              COMMIT by plugins/realtime.ts, never on a rollback; so is the order's OrderChanged
//              (order-events.ts) for both parties' open screens.
// A reference already taken (orders_reference_key) fails the statement whole too: the caller tries again
// with a new id.

import type { DeliveryMethod, PaymentMethod } from '@sugu/domain';
import type { Executor } from '../../db/client.js';
import { runStatement, type Statement } from '../../db/statements.js';
import { DB_CHANNELS, type LiveEvent } from '../../lib/db-events.js';
import { uniqueViolation } from '../../lib/pg-errors.js';
import { openConversationSql } from '../messaging/index.js';
import { insertNotificationSql, publishNotificationSql } from '../notifications/index.js';
import { shopShownSql } from '../shops/index.js';
import { liveOrderChange } from './order-events.js';

const PLACE_ORDER: Statement = {
  name: 'orders_place_v6',
  text: `
WITH granted AS (
  SELECT id FROM sessions WHERE id = $1 AND pin_grant_expires_at > now() FOR UPDATE
), taken AS (
  UPDATE products SET product_stock = product_stock - $3::int
  WHERE id = $2::uuid AND deleted_at IS NULL AND product_stock >= $3::int
    AND product_name = $4 AND product_price = $5::bigint AND currency = $6 AND shop_id = $9::uuid
    AND EXISTS (SELECT 1 FROM shops WHERE shops.id = $9::uuid AND shops.user_id = $15::uuid
      AND ${shopShownSql('shops')})
    AND EXISTS (SELECT 1 FROM granted)
  RETURNING id
), placed AS (
  INSERT INTO orders (id, user_id, shop_id, product_id, product_number, delivery_method, product_name,
                      product_price, total_price, currency, idempotency_key, created_at, updated_at,
                      reference, payment_method, idempotency_fingerprint)
  SELECT $7::uuid, $8::uuid, $9::uuid, taken.id, $3::int, $10, $4, $5::bigint, $11::bigint, $6, $12,
         $13::timestamptz, $13::timestamptz, $23, $24, $25
  FROM taken
  RETURNING id
), consumed AS (
  UPDATE sessions SET pin_grant_expires_at = NULL
  WHERE id IN (SELECT id FROM granted) AND EXISTS (SELECT 1 FROM placed)
  RETURNING id
), opened AS (${openConversationSql(
    { id: '$14', buyerId: '$8', sellerId: '$15', shopId: '$9', openedAt: '$13' },
    'placed',
  )}
), notified AS (${insertNotificationSql(
    { id: '$16', userId: '$15', type: '$17', title: '$18', message: '$19', link: '$20', thumbUrl: '$21' },
    'placed',
  )}
)
SELECT
  (SELECT count(*) FROM granted)::int AS granted,
  (SELECT count(*) FROM placed)::int AS placed,
  ${publishNotificationSql('notified', '$22')} AS notified,
  (SELECT count(pg_notify('${DB_CHANNELS.live}', $26)) FROM placed)::int AS announced,
  shop.shop_name, shop.cover_img, shop.is_identity_verified,
  owner.username AS owner_username, owner.phone AS owner_phone, owner.dial_code AS owner_dial_code,
  buyer_shop.shop_name AS buyer_shop_name, buyer_shop.cover_img AS buyer_shop_cover_img
FROM shops shop
JOIN users owner ON owner.id = shop.user_id
LEFT JOIN LATERAL (SELECT shop_name, cover_img FROM shops WHERE user_id = $8::uuid LIMIT 1) buyer_shop ON true
WHERE shop.id = $9::uuid`,
};

export interface OrderPlacement {
  sessionId: string;
  order: {
    id: string;
    userId: string;
    shopId: string;
    productId: string;
    productNumber: number;
    deliveryMethod: DeliveryMethod;
    paymentMethod: PaymentMethod;
    /** orderReferenceOf(id), unique: a taken one fails the statement (isReferenceTaken). */
    reference: string;
    /** As the caller read them: the stock is not taken if the product changed since. */
    productName: string;
    productPrice: number;
    currency: string;
    totalPrice: number;
    idempotencyKey: string | null;
    idempotencyFingerprint: string | null;
    createdAt: Date;
  };
  sellerId: string;
  /** Used only when the pair has no conversation yet. */
  conversationId: string;
  notification: {
    id: string;
    type: string;
    title: string;
    message: string;
    link: string | null;
    thumbUrl: string | null;
    /** The live event, its createdAt filled in by the statement. */
    live: LiveEvent;
  };
}

interface PlacementRow {
  granted: number;
  placed: number;
  shop_name: string;
  cover_img: string | null;
  is_identity_verified: boolean;
  owner_username: string;
  owner_phone: string | null;
  owner_dial_code: string;
  buyer_shop_name: string | null;
  buyer_shop_cover_img: string | null;
}

/** What the order's response shows of its shop, the shop's owner and the buyer's own shop. */
interface PlacedParties {
  shop: { id: string; shopName: string; coverImg: string | null; isIdentityVerified: boolean };
  owner: { id: string; username: string; phone: string | null; dialCode: string };
  buyerShop: { shopName: string; coverImg: string | null } | null;
}

export type PlacementOutcome =
  | { outcome: 'placed'; parties: PlacedParties }
  | { outcome: 'pin_required' | 'not_taken' };

/**
 * 'placed' with the parties the response shows; 'pin_required' (no valid grant: nothing written);
 * 'not_taken' (stock short, product deleted, or its terms or owner not those given: nothing written, the
 * grant kept). Throws the unique violation of orders_idempotency_key when the buyer's key already names
 * an order.
 */
export async function placeOrderAtomically(db: Executor, p: OrderPlacement): Promise<PlacementOutcome> {
  const { order, notification: n } = p;
  const [row] = await runStatement<PlacementRow>(db, PLACE_ORDER, [
    p.sessionId,
    order.productId,
    order.productNumber,
    order.productName,
    order.productPrice,
    order.currency,
    order.id,
    order.userId,
    order.shopId,
    order.deliveryMethod,
    order.totalPrice,
    order.idempotencyKey,
    order.createdAt,
    p.conversationId,
    p.sellerId,
    n.id,
    n.type,
    n.title,
    n.message,
    n.link,
    n.thumbUrl,
    JSON.stringify(n.live),
    order.reference,
    order.paymentMethod,
    order.idempotencyFingerprint,
    JSON.stringify(liveOrderChange({ id: order.id, orderState: 'Pending' }, order.userId, p.sellerId)),
  ]);
  if (!row) return { outcome: 'not_taken' };
  if (!row.granted) return { outcome: 'pin_required' };
  if (!row.placed) return { outcome: 'not_taken' };
  return {
    outcome: 'placed',
    parties: {
      shop: {
        id: order.shopId,
        shopName: row.shop_name,
        coverImg: row.cover_img,
        isIdentityVerified: row.is_identity_verified,
      },
      owner: {
        id: p.sellerId,
        username: row.owner_username,
        phone: row.owner_phone,
        dialCode: row.owner_dial_code,
      },
      buyerShop:
        row.buyer_shop_name === null
          ? null
          : { shopName: row.buyer_shop_name, coverImg: row.buyer_shop_cover_img },
    },
  };
}

/** The error the statement fails with when the buyer's Idempotency-Key already names an order. */
export function isIdempotencyKeyConflict(error: unknown): boolean {
  return uniqueViolation(error) === 'orders_idempotency_key';
}

/** The error the statement fails with when another order already has this reference. */
export function isReferenceTaken(error: unknown): boolean {
  return uniqueViolation(error) === 'orders_reference_key';
}
