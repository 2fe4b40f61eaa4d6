// An order row as its buyer or its shop's owner sees it. Phones: each party sees the other's
// only once the order is accepted (the spec: "after acceptance the owner sees the buyer's phone").
import {
  type AdminOrderFacts,
  formatOrderReference,
  MEDIA,
  mediaUrl,
  type Order,
  orderTimerDue,
} from '@sugu/domain';
import type { OrderRow, OrderTableRow } from './orders.repository.js';

/** Where a notification about the order leads: the order screen of the messages page. */
export const orderLink = (orderId: string) => `/messages?commande=${orderId}`;

/** The shop's picture on the buyer's notifications of an order (the list and the push), or none. */
export const shopPicture = (parties: { shopCoverImg: string | null }) =>
  parties.shopCoverImg ? mediaUrl(parties.shopCoverImg, MEDIA.widths[0]) : null;

/** What the operators' console shows of an order (its search, a dispute's detail). */
export function adminOrderFacts(order: OrderTableRow): AdminOrderFacts {
  return {
    id: order.id,
    reference: formatOrderReference(order.reference),
    productName: order.productName,
    productNumber: order.productNumber,
    totalPrice: order.totalPrice,
    currency: order.currency,
    orderState: order.orderState,
    createdAt: order.createdAt.toISOString(),
  };
}

/** States reached after the seller accepted: each party sees the other's phone. */
const AGREED: ReadonlySet<string> = new Set(['Accepted', 'Finished', 'Disputed', 'Refunded']);

export function presentOrder(row: OrderRow, viewerId: string): Order {
  const { order } = row;
  const viewerRole = order.userId === viewerId ? 'buyer' : 'seller';
  const agreed = AGREED.has(order.orderState);
  const due = orderTimerDue(order.orderState, order.createdAt, order.acceptedAt);
  return {
    id: order.id,
    reference: formatOrderReference(order.reference),
    orderUser: {
      id: row.buyer.id,
      username: row.buyer.username,
      profilePictureUrl: row.buyer.profilePicture ? mediaUrl(row.buyer.profilePicture) : null,
      phone: viewerRole === 'buyer' || agreed ? row.buyer.phone : null,
      dialCode: row.buyer.dialCode,
      shop: row.buyerShop
        ? {
            shopName: row.buyerShop.shopName,
            coverImgUrl: row.buyerShop.coverImg ? mediaUrl(row.buyerShop.coverImg) : null,
          }
        : null,
    },
    orderShop: {
      id: row.shop.id,
      shopName: row.shop.shopName,
      coverImgUrl: row.shop.coverImg ? mediaUrl(row.shop.coverImg) : null,
      owner: {
        id: row.owner.id,
        username: row.owner.username,
        phone: viewerRole === 'seller' || agreed ? row.owner.phone : null,
        dialCode: row.owner.dialCode,
      },
      IsIdentityVerified: row.shop.isIdentityVerified,
    },
    orderProduct: { id: order.productId, productName: order.productName, productPrice: order.productPrice },
    productNumber: order.productNumber,
    deliveryMethod: order.deliveryMethod,
    paymentMethod: order.paymentMethod,
    orderState: order.orderState,
    totalPrice: order.totalPrice,
    currency: order.currency,
    createAt: order.createdAt.toISOString(),
    acceptedAt: order.acceptedAt?.toISOString() ?? null,
    finishedAt: order.finishedAt?.toISOString() ?? null,
    refusedAt: order.refusedAt?.toISOString() ?? null,
    refundedAmount: order.refundedAmount,
    autoTransitionAt: due?.toISOString() ?? null,
    viewerRole,
  };
}
