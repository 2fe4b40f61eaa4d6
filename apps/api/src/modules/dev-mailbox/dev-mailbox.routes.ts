// GET /api/dev/mailbox: the mail a server without SMTP_URL would have sent (read on /dev/mailbox).
// With SMTP configured, in production unless DEV_MAILBOX=true, or to a client that is not on this machine
// (loopback, judged after TRUST_PROXY), the route and the page answer 404, as if they did not exist.
import { DevMailboxResponse, DevSmsOutboxResponse } from '@sugu/domain';
import { z } from 'zod';
import type { ModuleRoutes } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { listDevMail } from '../../mail/dev-mailbox.repository.js';
import { listDevSms } from '../../sms/dev-sms-outbox.repository.js';
import { mailboxAllowed, mailboxWarning, smsOutboxAllowed } from './dev-mailbox.access.js';

const DevMailboxQuery = z.object({ to: z.string().max(254).optional() });

export const devMailboxRoutes: ModuleRoutes = async (app, { ctx }) => {
  const warning = mailboxWarning(ctx);
  if (warning) app.log.warn(warning);

  // The page itself: handed on to the web app (index.html) only for those who may read the mailbox.
  app.get('/dev/mailbox', { schema: { hide: true } }, async (request, reply) => {
    if (!mailboxAllowed(ctx, request) && !smsOutboxAllowed(ctx, request)) throw notFound();
    return reply.callNotFound();
  });

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
      if (!mailboxAllowed(ctx, request)) throw notFound();
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

  // The SMS a server with SMS_PROVIDER=outbox would have sent (phone codes, order SMS), same rules.
  app.get(
    '/api/dev/sms',
    {
      schema: {
        tags: ['Dev'],
        summary: 'SMS de développement (SMS_PROVIDER=outbox) : 50 derniers messages',
        response: { 200: DevSmsOutboxResponse },
      },
    },
    async (request) => {
      if (!smsOutboxAllowed(ctx, request)) throw notFound();
      const rows = await listDevSms(ctx.db);
      return {
        messages: rows.map((m) => ({
          id: m.id,
          to: m.to,
          text: m.text,
          createdAt: m.createdAt.toISOString(),
        })),
      };
    },
  );
};
