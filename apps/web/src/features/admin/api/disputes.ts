// The console's disputes: the queue (open or closed), one dispute (reading it is audited by the server),
// and the decision; after a decision the queue, the dispute and the journal are read again.
import type { AdminDisputeDetail, AdminDisputePage, OperatorOutcome } from '@sugu/domain';
import { DisputeResponse } from '@sugu/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { queueKeys, useOperatorAction } from './admin';

export type DisputeQueueState = 'open' | 'resolved';

const disputeKeys = queueKeys<DisputeQueueState>('disputes');

export function useDisputeQueue(state: DisputeQueueState) {
  return useQuery({
    queryKey: disputeKeys.queue(state),
    queryFn: () => api.get<AdminDisputePage>(`/api/Admin/disputes?state=${state}`),
  });
}

export function useAdminDispute(id: string) {
  return useQuery({
    queryKey: disputeKeys.one(id),
    queryFn: () => api.get<AdminDisputeDetail>(`/api/Admin/disputes/${encodeURIComponent(id)}`),
    // Each reading is written to the audit log: no background refetch behind the operator's back.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export interface DisputeDecision {
  outcome: OperatorOutcome;
  refundAmount?: number;
}

/** The decision (after the PIN confirmation), with the operator's reason. */
export function useResolveDispute(id: string) {
  return useOperatorAction(
    ({ decision, reason }: { decision: DisputeDecision; reason: string }) =>
      api.post(
        `/api/Admin/disputes/${encodeURIComponent(id)}/resolve`,
        { ...decision, reason },
        DisputeResponse,
      ),
    [disputeKeys.all],
  );
}
