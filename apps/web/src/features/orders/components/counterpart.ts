import type { Order } from '@sugu/domain';

/** The other party as the viewer sees it: the shop for its buyer, the buyer for the shop owner. */
export function counterpart(order: Order) {
  return order.viewerRole === 'buyer'
    ? { name: order.orderShop.shopName, image: order.orderShop.coverImgUrl }
    : { name: order.orderUser.username, image: order.orderUser.profilePictureUrl };
}
