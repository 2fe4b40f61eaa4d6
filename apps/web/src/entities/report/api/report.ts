// POST /api/Report: what every 'Signaler' of the app sends (no cached list changes).
import { type CreateReportBody, ReportCreated } from '@sugu/domain';
import { api } from '../../../shared/lib/api';

export function postReport(body: CreateReportBody): Promise<ReportCreated> {
  return api.post('/api/Report', { ...body }, ReportCreated);
}
