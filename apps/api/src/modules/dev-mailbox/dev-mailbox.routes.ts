// GET /api/dev/mailbox: the mail a server without SMTP_URL would have sent (read on /dev/mailbox).
// With SMTP configured, or in production unless DEV_MAILBOX=true, the route answers 404, as if it did not exist.
import { DevMailboxResponse } from '@sugu/domain';
import { z } from 'zod';
import type { ModuleRoutes } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { listDevMail } from '../../mail/dev-mailbox.js';

const DevMailboxQuery = z.object({ to: z.string().max(254).optional() });

export const devMailboxRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.get(
    '/api/dev/mailbox',
    {
      schema: {
        tags: ['Dev'],
        summary: 'Boîte de réception de développement (sans SMTP_URL) : 50 derniers messages',
        querystring: DevMailboxQuery,
        response: { 200: DevMailboxResponse },
      },
    },
    async (request) => {
      if (ctx.mailer.kind !== 'dev-mailbox' || !ctx.config.devMailbox) throw notFound();
      const rows = await listDevMail(ctx.db, request.query.to || undefined);
      return {
        messages: rows.map((m) => ({
          id: m.id,
          to: m.to,
          subject: m.subject,
          text: m.text,
          createdAt: m.createdAt.toISOString(),
        })),
      };
    },
  );
};
