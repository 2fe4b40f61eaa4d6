// The verified badge in the console: the queues (pending, approved, rejected, with their counts), one request,
// and the decision (after the PIN confirmation). A decision refreshes the queues and the journal.
import {
  AdminVerificationItem,
  type AdminVerificationList,
  ShopVerificationRequest,
  type VERIFICATION_QUEUE_STATES,
} from '@sugu/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { queueKeys, useOperatorAction } from './admin';

export type VerificationQueueState = (typeof VERIFICATION_QUEUE_STATES)[number];

const verificationKeys = queueKeys<VerificationQueueState>('verifications');

export function useVerificationQueue(state: VerificationQueueState) {
  return useQuery({
    queryKey: verificationKeys.queue(state),
    queryFn: () => api.get<AdminVerificationList>(`/api/Admin/verifications?state=${state}`),
    staleTime: 0,
  });
}

export function useVerificationRequest(id: string) {
  return useQuery({
    queryKey: verificationKeys.one(id),
    queryFn: () => api.get(`/api/Admin/verifications/${encodeURIComponent(id)}`, AdminVerificationItem),
    staleTime: 0,
  });
}

/** Where the console's <img> reads the identity document (each load is a view in the journal). */
export const verificationDocumentUrl = (id: string) =>
  `/api/Admin/verifications/${encodeURIComponent(id)}/document`;

export function useDecideVerification() {
  return useOperatorAction(
    ({ id, approve, reason }: { id: string; approve: boolean; reason: string }) =>
      api.post(
        `/api/Admin/verifications/${encodeURIComponent(id)}/decide`,
        { approve, reason },
        ShopVerificationRequest,
      ),
    [verificationKeys.all],
  );
}
