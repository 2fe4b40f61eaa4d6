// POST /api/Report (anyone signed in reports a shop, product, publication, comment, message or user) and
// the chat's own report, POST /api/Message/report, which files the same kind of report.
import { ActionMessage, CreateReportBody, ReportBody, ReportCreated } from '@sugu/domain';
import type { ModuleRoutes } from '../../context.js';
import { currentUser, requireUser } from '../../session/session.js';
import { createReport, reportFromChat } from './reports.service.js';

const TAGS = ['Signalements'];

export const moderationRoutes: ModuleRoutes = async (app, { ctx }) => {
  const { db } = ctx;

  app.post(
    '/api/Report',
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary:
          'Signale une boutique, un produit, une publication, un commentaire, un message ou un utilisateur',
        description:
          'Un second signalement du même contenu par la même personne ne compte pas deux fois (200).',
        body: CreateReportBody,
        response: { 200: ReportCreated, 201: ReportCreated },
      },
    },
    async (request, reply) => {
      const { created, body } = await createReport(db, currentUser(request).id, request.body);
      return reply.status(created ? 201 : 200).send(body);
    },
  );

  app.post(
    '/api/Message/report',
    {
      preValidation: requireUser,
      schema: {
        tags: ['Messages'],
        summary: 'Signale une conversation (son autre participant) ou un de ses messages',
        body: ReportBody,
        response: { 201: ActionMessage },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await reportFromChat(db, currentUser(request).id, request.body)),
  );
};
