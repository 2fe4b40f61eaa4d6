// The reports queue of the console and what an operator does with it: resolve a report (dismiss, remove,
// warn, suspend), suspend or restore an account. Each action refreshes the queue and the journal.
import type {
  AdminReportList,
  ReportAction,
  ReportResolved,
  ReportState,
  UserSuspension,
} from '@sugu/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { refreshAfterAction } from './admin';

const reportKeys = {
  all: ['admin', 'reports'] as const,
  list: (state: ReportState) => ['admin', 'reports', state] as const,
};

export function useAdminReports(state: ReportState) {
  return useQuery({
    queryKey: reportKeys.list(state),
    queryFn: () => api.get<AdminReportList>(`/api/Admin/reports?state=${state}`),
    staleTime: 0,
  });
}

export type ModerationAction =
  | { kind: 'resolve'; reportId: string; action: ReportAction; until?: string }
  | { kind: 'suspend'; userId: string; until?: string }
  | { kind: 'unsuspend'; userId: string };

function sendModeration(action: ModerationAction, reason: string): Promise<ReportResolved | UserSuspension> {
  const until = 'until' in action && action.until ? { until: action.until } : {};
  switch (action.kind) {
    case 'resolve':
      return api.post(`/api/Admin/reports/${action.reportId}/resolve`, {
        action: action.action,
        reason,
        ...until,
      });
    case 'suspend':
      return api.post(`/api/Admin/users/${action.userId}/suspend`, { reason, ...until });
    case 'unsuspend':
      return api.post(`/api/Admin/users/${action.userId}/unsuspend`, { reason });
  }
}

/** An operator's moderation action (after the PIN confirmation); the queue and the journal are read again. */
export function useModerationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, reason }: { action: ModerationAction; reason: string }) =>
      sendModeration(action, reason),
    onSuccess: () => refreshAfterAction(queryClient, [reportKeys.all]),
  });
}
