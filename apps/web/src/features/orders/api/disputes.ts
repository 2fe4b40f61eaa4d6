// The dispute of an order, as its buyer and seller see it in the order screen: read (null when the
// order never had one), open (multipart with photos), reply, close ('Le problème est réglé'). Every
// change refreshes the dispute and the orders list (the order's state moves with it).
import { type Dispute, type DisputeReason, DisputeResponse } from '@sugu/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../shared/lib/api';
import { disputeKey, myOrdersKey } from './orders';

/** An open dispute is read again this often while its screen is shown (the other party may write). */
const OPEN_POLL_MS = 15_000;

const disputeQuery = (orderId: string, enabled: boolean) =>
  queryOptions({
    queryKey: disputeKey(orderId),
    queryFn: async (): Promise<Dispute | null> => {
      try {
        return await api.get<Dispute>(`/api/Order/${encodeURIComponent(orderId)}/dispute`);
      } catch (error) {
        // No dispute on this order (yet): nothing to show.
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled,
    refetchInterval: (query) => (query.state.data?.state === 'Open' ? OPEN_POLL_MS : false),
    refetchIntervalInBackground: false,
  });

export function useOrderDispute(orderId: string, enabled: boolean) {
  return useQuery(disputeQuery(orderId, enabled));
}

const path = (orderId: string, action = '') =>
  `/api/Order/${encodeURIComponent(orderId)}/dispute${action ? `/${action}` : ''}`;

function photosForm(fields: Record<string, string>, photos: readonly File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const photo of photos) form.append('Files', photo, photo.name);
  return form;
}

function useDisputeChange<V>(orderId: string, run: (variables: V) => Promise<DisputeResponse>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: ({ dispute }) => client.setQueryData(disputeKey(orderId), dispute),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: disputeKey(orderId) });
      void client.invalidateQueries({ queryKey: myOrdersKey });
    },
  });
}

export interface NewDispute {
  reason: DisputeReason;
  description: string;
  photos: readonly File[];
}

export const useOpenDispute = (orderId: string) =>
  useDisputeChange(orderId, ({ reason, description, photos }: NewDispute) =>
    api.post(path(orderId), photosForm({ reason, description }, photos), DisputeResponse),
  );

export const useReplyDispute = (orderId: string) =>
  useDisputeChange(orderId, ({ text, photos }: { text: string; photos: readonly File[] }) =>
    api.post(path(orderId, 'reply'), photosForm({ text }, photos), DisputeResponse),
  );

export const useCloseDispute = (orderId: string) =>
  useDisputeChange<void>(orderId, () => api.post(path(orderId, 'close'), undefined, DisputeResponse));
