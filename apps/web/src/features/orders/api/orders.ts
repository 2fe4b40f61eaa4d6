// The orders API: my-orders (pushed changes, and polled while the page is visible), create behind
// a PIN grant with an Idempotency-Key, accept / refuse / finish. Every change refreshes the one list.
import {
  CreateOrderResponse,
  type DeliveryMethod,
  type Order,
  OrderActionResponse,
  type OrderChangedEvent,
  type PaymentMethod,
} from '@sugu/domain';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '../../../entities/session/api/me';
import { api } from '../../../shared/lib/api';

/** The live connection pushes each change (receiveOrderChange); this poll only heals a missed event. */
const POLL_MS = 15_000;

export const myOrdersKey = ['orders', 'mine'] as const;
/** The dispute of one order (api/disputes.ts), read again when the order moves. */
export const disputeKey = (orderId: string) => ['orders', 'dispute', orderId] as const;

const myOrdersQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: myOrdersKey,
    queryFn: () => api.get<Order[]>('/api/Order/my-orders'),
    enabled,
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
  });

export function useMyOrders(enabled: boolean) {
  return useQuery(myOrdersQuery(enabled));
}

export interface NewOrder {
  productId: string;
  productNumber: number;
  deliveryMethod: DeliveryMethod;
  paymentMethod: PaymentMethod;
}

/** Places the order; `key` is generated once per order attempt so a retry never orders twice. */
export function useCreateOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ order, key }: { order: NewOrder; key: string }) =>
      api.post('/api/Order/create', { ...order }, CreateOrderResponse, { 'Idempotency-Key': key }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: myOrdersKey });
      // The balance, when the wallet paid.
      void client.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}

type OrderAction = 'accept' | 'refuse' | 'finish';

export function useOrderAction(action: OrderAction) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post(`/api/Order/${encodeURIComponent(id)}/${action}`, undefined, OrderActionResponse),
    onSuccess: ({ order }) => {
      client.setQueryData<Order[]>(myOrdersKey, (list) => list?.map((o) => (o.id === order.id ? order : o)));
    },
    onSettled: () => void client.invalidateQueries({ queryKey: myOrdersKey }),
  });
}

/**
 * An order placed or moved, pushed live to both parties (socket OrderChanged): its new state shows at once in
 * the list, the order screen and the Commandes count; the list is then read again for what the state
 * brings (the other party's phone, the next timer).
 */
export function receiveOrderChange(client: QueryClient, event: OrderChangedEvent): void {
  client.setQueryData<Order[]>(myOrdersKey, (list) =>
    list?.map((o) =>
      o.id === event.orderId && o.orderState !== event.orderState
        ? { ...o, orderState: event.orderState, autoTransitionAt: null }
        : o,
    ),
  );
  void client.invalidateQueries({ queryKey: myOrdersKey });
  // A dispute opened, withdrawn or decided moves the order: its thread and outcome are read again.
  void client.invalidateQueries({ queryKey: disputeKey(event.orderId) });
  if (event.orderState === 'Refunded' || event.orderState === 'Finished') {
    void client.invalidateQueries({ queryKey: meQueryKey });
  }
}

/** Back from an outage: the changes pushed meanwhile were lost, the list is read again. */
export function refreshOrders(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: myOrdersKey });
}
