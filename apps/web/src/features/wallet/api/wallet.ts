// The wallet's calls: public settings, operations, orders (Transactions tab), recharge, withdrawal.
import {
  MessageResponse,
  type Order,
  type OrderChangedEvent,
  PaymentsConfigResponse,
  StartPaymentResponse,
  type WalletOperation,
  type WithdrawBody,
  WithdrawResponse,
} from '@sugu/domain';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { meQueryKey } from '../../../entities/session/api/me';
import { useSession } from '../../../entities/session/api/use-session';
import { api } from '../../../shared/lib/api';

const walletKeys = {
  config: ['wallet', 'config'] as const,
  operations: ['wallet', 'operations'] as const,
  orders: ['wallet', 'orders'] as const,
};

export function usePaymentsConfig() {
  return useQuery(
    queryOptions({
      queryKey: walletKeys.config,
      queryFn: () => api.get('/api/Payments/config', PaymentsConfigResponse),
      staleTime: 5 * 60_000,
    }),
  );
}

/** Lists are only typed (docs/ARCHITECTURE.md): the server serializes them through the shared schemas. */
export function useOperations(enabled: boolean) {
  return useQuery({
    queryKey: walletKeys.operations,
    queryFn: () => api.get<WalletOperation[]>('/api/Operations/my-operations'),
    enabled,
  });
}

export function useMyOrders(enabled: boolean) {
  return useQuery({
    queryKey: walletKeys.orders,
    queryFn: () => api.get<Order[]>('/api/Order/my-orders'),
    enabled,
  });
}

/**
 * An order changed (socket OrderChanged): the Transactions tab is read again, and the balance too when the
 * change may have moved escrow (a refund on refusal or after a dispute, the seller's payment on finish).
 */
export function receiveOrderChange(client: QueryClient, event: OrderChangedEvent): void {
  void client.invalidateQueries({ queryKey: walletKeys.orders });
  if (event.orderState === 'Refused' || event.orderState === 'Finished' || event.orderState === 'Refunded') {
    void client.invalidateQueries({ queryKey: meQueryKey });
  }
}

/** Back from an outage: orders, operations and the balance may have moved meanwhile. */
export function refreshWallet(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: walletKeys.orders });
  void client.invalidateQueries({ queryKey: walletKeys.operations });
  void client.invalidateQueries({ queryKey: meQueryKey });
}

export function startPayment(body: { amount: number; currency: string; description: string }) {
  return api.post('/api/Payments/start', body, StartPaymentResponse);
}

/** The withdrawal; its answer's balance shows at once, and the operations list is read again. */
export function useWithdraw() {
  const client = useQueryClient();
  const session = useSession();
  return useCallback(
    async (body: WithdrawBody) => {
      const answer = await api.post('/api/Cashout/withdraw', body, WithdrawResponse);
      session.patch({ walletBudget: answer.walletBudget });
      void client.invalidateQueries({ queryKey: walletKeys.operations });
      return answer;
    },
    [client, session],
  );
}

/** Back from the provider's page: the balance and the operations moved on the server meanwhile. */
export function useRefreshBalance() {
  const client = useQueryClient();
  return useCallback(() => {
    void client.invalidateQueries({ queryKey: meQueryKey });
    void client.invalidateQueries({ queryKey: walletKeys.operations });
  }, [client]);
}

export function sendCashoutCode() {
  return api.post('/api/Cashout/send-code', undefined, MessageResponse);
}
