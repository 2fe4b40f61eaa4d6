// /api/Admin/verifications: the operators' side of the verified badge, the queue, the identity document (an
// audited view, never kept by a cache) and the decision (an audited action: reason and PIN). Every /api/Admin
// route answers 401 to a guest and 403 to anyone but an operator (operators/admin-guard.ts).
import {
  AdminVerificationItem,
  AdminVerificationList,
  AdminVerificationQuery,
  DecideVerificationBody,
  ShopVerificationRequest,
  VerificationParams,
} from '@sugu/domain';
import type { ModuleRoutes } from '../../context.js';
import { operatorAction, recordView, requireOperator } from '../operators/index.js';
import {
  decideVerification,
  getVerificationForOperator,
  listVerificationQueue,
  openVerificationDocument,
} from './shop-verification.service.js';

const TAGS = ['Opérateurs'];
const TARGET = 'shop_verification';

export const adminVerificationRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.get(
    '/api/Admin/verifications',
    {
      schema: {
        tags: TAGS,
        summary:
          'Demandes de badge vérifié d’un état (pending par défaut, les plus anciennes d’abord), avec leur nombre',
        querystring: AdminVerificationQuery,
        response: { 200: AdminVerificationList },
      },
    },
    async (request) => listVerificationQueue(ctx, request.query),
  );

  app.get(
    '/api/Admin/verifications/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Une demande de badge vérifié : la boutique, son propriétaire, la décision',
        params: VerificationParams,
        response: { 200: AdminVerificationItem },
      },
    },
    async (request) => getVerificationForOperator(ctx, request.params.id),
  );

  app.get(
    '/api/Admin/verifications/:id/document',
    {
      schema: {
        tags: TAGS,
        summary:
          'La photo de la pièce d’identité d’une demande (chaque consultation est inscrite au journal)',
        params: VerificationParams,
      },
    },
    async (request, reply) => {
      const operator = requireOperator(request);
      const { id } = request.params;
      const document = await openVerificationDocument(ctx, id);
      try {
        await recordView(ctx.db, {
          actorId: operator.id,
          action: 'verification.document.view',
          targetType: TARGET,
          targetId: id,
        });
      } catch (error) {
        document.body.destroy();
        throw error;
      }
      reply
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', 'inline')
        .type(document.contentType);
      if (document.size !== undefined) reply.header('Content-Length', document.size);
      return reply.send(document.body);
    },
  );

  app.post(
    '/api/Admin/verifications/:id/decide',
    {
      schema: {
        tags: TAGS,
        summary:
          'Accorde ou refuse le badge vérifié (raison et PIN confirmé requis ; le vendeur lit la raison d’un refus)',
        params: VerificationParams,
        body: DecideVerificationBody,
        response: { 200: ShopVerificationRequest },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { approve, reason } = request.body;
      return operatorAction(
        request,
        ctx,
        {
          action: approve ? 'verification.approve' : 'verification.reject',
          targetType: TARGET,
          targetId: id,
          reason,
        },
        (tx, announce, operator) =>
          decideVerification(
            tx,
            { requestId: id, approve, reason, decidedAt: ctx.now() },
            operator.id,
            announce,
          ),
      );
    },
  );
};
