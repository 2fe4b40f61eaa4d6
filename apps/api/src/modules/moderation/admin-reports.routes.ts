// The operators' side of reports (/api/Admin, guarded by the operators module): the queue grouped by target,
// a report's resolution, and an account's suspension and its lifting. Every action goes through
// operatorAction: a written reason, a fresh PIN grant, one transaction with its audit row.
import {
  AdminIdParams,
  AdminReportList,
  AdminReportsQuery,
  MODERATION_MSG,
  OperatorReasonBody,
  ReportResolved,
  type ReportTargetType,
  ResolveReportBody,
  SuspendUserBody,
  UserSuspension,
} from '@sugu/domain';
import type { ModuleRoutes } from '../../context.js';
import { invalid } from '../../lib/errors.js';
import { operatorAction } from '../operators/index.js';
import { findReportGroups } from './moderation.repository.js';
import { resolveReport, suspendUser, unsuspendUser } from './resolution.service.js';

const TAGS = ['Opérateurs'];
/** Groups the queue shows at most (the most reported first). */
const QUEUE_SIZE = 100;

/** Where a target shows in the app, for the console's link (a comment or a message has no page). */
const LINKS: Partial<Record<ReportTargetType, (id: string) => string>> = {
  shop: (id) => `/boutique/${id}`,
  product: (id) => `/produit/${id}`,
  publication: (id) => `/publication/${id}`,
};

const iso = (value: string | Date) => new Date(value).toISOString();

/** A suspension's end from the body: later than now by the app's clock, else a French 400. */
function suspensionEnd(until: string | undefined, now: Date): Date | null {
  if (until === undefined) return null;
  const end = new Date(until);
  if (!(end > now)) throw invalid(MODERATION_MSG.untilInvalid, { until: MODERATION_MSG.untilInvalid });
  return end;
}

export const adminReportsRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.get(
    '/api/Admin/reports',
    {
      schema: {
        tags: TAGS,
        summary: 'File des signalements, regroupés par contenu (state=open : les plus signalés d’abord)',
        querystring: AdminReportsQuery,
        response: { 200: AdminReportList },
      },
    },
    async (request) => {
      const rows = await findReportGroups(ctx.db, request.query.state, QUEUE_SIZE);
      return {
        total: rows[0]?.total ?? 0,
        items: rows.map(({ owner, ...group }) => ({
          reportId: group.reportId,
          targetType: group.targetType,
          targetId: group.targetId,
          excerpt: group.excerpt,
          count: group.count,
          reasons: group.reasons,
          owner: { id: owner.id, username: owner.username, suspended: owner.suspendedAt !== null },
          link: LINKS[group.targetType]?.(group.targetId) ?? null,
          firstAt: iso(group.firstAt),
          latestAt: iso(group.latestAt),
          action: (group.action ?? null) as ReportResolved['action'] | null,
        })),
      };
    },
  );

  app.post(
    '/api/Admin/reports/:id/resolve',
    {
      schema: {
        tags: TAGS,
        summary: 'Traite un signalement et ceux du même contenu : classer, retirer, avertir ou suspendre',
        params: AdminIdParams,
        body: ResolveReportBody,
        response: { 200: ReportResolved },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { action, reason, until } = request.body;
      return operatorAction(
        request,
        ctx,
        { action: 'report.resolve', targetType: 'report', targetId: id, reason },
        async (tx, announce, operator) => {
          const now = ctx.now();
          const resolved = await resolveReport(
            tx,
            { reportId: id, action, reason, until: suspensionEnd(until, now) },
            operator.id,
            { announce, now },
          );
          const { ownerId: _owner, ...result } = resolved;
          return {
            result,
            before: { state: 'open', targetType: resolved.targetType, targetId: resolved.targetId },
            after: { state: 'resolved', action, resolvedReports: resolved.resolvedReports },
          };
        },
      );
    },
  );

  app.post(
    '/api/Admin/users/:id/suspend',
    {
      schema: {
        tags: TAGS,
        summary: 'Suspend un compte : sessions fermées, contenus cachés, commandes ouvertes refusées',
        params: AdminIdParams,
        body: SuspendUserBody,
        response: { 200: UserSuspension },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { reason, until } = request.body;
      return operatorAction(
        request,
        ctx,
        { action: 'user.suspend', targetType: 'user', targetId: id, reason },
        async (tx, announce, operator) => {
          const now = ctx.now();
          const end = suspensionEnd(until, now);
          const { refusedOrders } = await suspendUser(tx, { userId: id, reason, until: end }, operator.id, {
            announce,
            now,
          });
          return {
            result: { userId: id, suspended: true, refusedOrders },
            before: { suspended: false },
            after: { suspended: true, until: end?.toISOString() ?? null, refusedOrders },
          };
        },
      );
    },
  );

  app.post(
    '/api/Admin/users/:id/unsuspend',
    {
      schema: {
        tags: TAGS,
        summary: 'Lève la suspension d’un compte (les commandes refusées le restent)',
        params: AdminIdParams,
        body: OperatorReasonBody,
        response: { 200: UserSuspension },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { reason } = request.body;
      return operatorAction(
        request,
        ctx,
        { action: 'user.unsuspend', targetType: 'user', targetId: id, reason },
        async (tx, announce, operator) => {
          await unsuspendUser(tx, { userId: id, reason }, operator.id, { announce, now: ctx.now() });
          return {
            result: { userId: id, suspended: false, refusedOrders: 0 },
            before: { suspended: true },
            after: { suspended: false },
          };
        },
      );
    },
  );
};
