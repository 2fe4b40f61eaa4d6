// /api/Admin/disputes: the operators' queue, one dispute (with the audited conversation), the decision.
// Every /api/Admin route is guarded by operators/admin-guard.ts (401 guest, 403 anyone but an operator).
import {
  AdminDisputeDetail,
  AdminDisputePage,
  AdminDisputeQuery,
  DISPUTE_MSG,
  DisputeResponse,
  ResolveDisputeBody,
} from '@sugu/domain';
import { z } from 'zod';
import type { ModuleRoutes } from '../../context.js';
import { errorResponses } from '../../lib/errors.js';
import { getDisputeForOperator, listDisputes, resolveFromConsole } from './disputes.admin.js';

const TAGS = ['Opérateurs'];
const DisputeParams = z.object({ id: z.string().max(64) });
const errors = errorResponses(400, 401, 403, 404, 409);

export const disputesAdminRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.get(
    '/api/Admin/disputes',
    {
      schema: {
        tags: TAGS,
        summary:
          'Litiges ouverts (?state=open, par défaut) ou clos (?state=resolved), les plus récents d’abord',
        querystring: AdminDisputeQuery,
        response: { 200: AdminDisputePage, ...errors },
      },
    },
    async (request) => listDisputes(ctx, request.query),
  );

  app.get(
    '/api/Admin/disputes/:id',
    {
      schema: {
        tags: TAGS,
        summary:
          'Un litige : la commande, le fil et ses photos, la conversation des deux parties en lecture seule ' +
          '(chaque lecture est inscrite au journal)',
        params: DisputeParams,
        response: { 200: AdminDisputeDetail, ...errors },
      },
    },
    async (request) => getDisputeForOperator(ctx, request.auth!.user.id, request.params.id),
  );

  app.post(
    '/api/Admin/disputes/:id/resolve',
    {
      schema: {
        tags: TAGS,
        summary:
          'Trancher un litige (après POST /api/User/confirm-pin) : refund (remboursement), release (paiement du ' +
          'vendeur) ou split (refundAmount remboursé, 1 ≤ x < total, le reste au vendeur), avec la raison',
        params: DisputeParams,
        body: ResolveDisputeBody,
        response: { 200: DisputeResponse, ...errors },
      },
    },
    async (request) => ({
      message: DISPUTE_MSG.resolved,
      dispute: await resolveFromConsole(request, ctx, request.params.id, request.body),
    }),
  );
};
