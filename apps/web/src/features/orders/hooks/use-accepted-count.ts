import { useMyOrders } from '../api/orders';

/** The Commandes tab label's count: orders in state Accepted. */
export function useAcceptedOrderCount(enabled: boolean): number {
  const orders = useMyOrders(enabled);
  return orders.data?.filter((o) => o.orderState === 'Accepted').length ?? 0;
}
