// /api/Shop/verification: the seller's request for the verified badge (multipart: the identity document's photo
// `document`, `legalName`, optional `rccm`) and its state.
import { SHOP_VERIFICATION, ShopVerificationStatus } from '@sugu/domain';
import type { ModuleRoutes } from '../../context.js';
import { readImageFiles } from '../../media/upload.js';
import { currentUser, requireUser } from '../../session/session.js';
import { requireOwnShop } from '../shops/index.js';
import { getVerificationStatus, requestVerification } from './shop-verification.service.js';
import { startDocumentSweeper } from './shop-verification.timers.js';

const TAGS = ['Boutiques'];

export const shopVerificationRoutes: ModuleRoutes = async (app, { ctx }) => {
  if (ctx.config.env !== 'test') startDocumentSweeper(app, ctx);

  app.post(
    '/api/Shop/verification',
    {
      preHandler: requireUser,
      schema: {
        tags: TAGS,
        summary:
          'Demande du badge vérifié pour la boutique du vendeur connecté (multipart : photo `document` de la pièce d’identité, `legalName`, `rccm` facultatif)',
        consumes: ['multipart/form-data'],
        response: { 201: ShopVerificationStatus },
      },
    },
    async (request, reply) => {
      // Refused before the upload is read: a Client's or a shopless seller's document is never processed.
      const shop = await requireOwnShop(ctx, currentUser(request), 'manage');
      const form = await readImageFiles(request, {
        fileFields: [SHOP_VERIFICATION.documentField],
        maxFiles: 1,
        extraFiles: 'ignore',
      });
      const status = await requestVerification(ctx, shop, {
        fields: form.fields,
        document: form.files[0]?.buffer ?? null,
      });
      return reply.status(201).send(status);
    },
  );

  app.get(
    '/api/Shop/verification/me',
    {
      preHandler: requireUser,
      schema: {
        tags: TAGS,
        summary:
          'État du badge vérifié de la boutique du vendeur connecté (Pending, Approved, Rejected et motif)',
        response: { 200: ShopVerificationStatus },
      },
    },
    async (request) => getVerificationStatus(ctx, await requireOwnShop(ctx, currentUser(request), 'manage')),
  );
};
