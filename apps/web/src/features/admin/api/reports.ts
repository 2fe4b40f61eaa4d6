// The reports queue of the console and what an operator does with it: resolve a report (dismiss, remove,
// warn, suspend), suspend or restore an account. Each action refreshes the queue and the journal.
import type {
  AdminReportList,
  ReportAction,
  ReportResolved,
  ReportState,
  UserSuspension,
} from '@sugu/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/lib/api';
import { adminSearchKey, queueKeys, useOperatorAction } from './admin';

const reportKeys = queueKeys<ReportState>('reports');

export function useAdminReports(state: ReportState) {
  return useQuery({
    queryKey: reportKeys.queue(state),
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

/**
 * An operator's moderation action (after the PIN confirmation); the queue, the search's answers and the
 * journal are read again.
 */
export function useModerationAction() {
  return useOperatorAction(
    ({ action, reason }: { action: ModerationAction; reason: string }) => sendModeration(action, reason),
    [reportKeys.all, adminSearchKey],
  );
}
