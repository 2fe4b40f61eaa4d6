// /api/Notification: the connected user's notifications, newest first, and marking them read.
import { MarkReadBody, MarkReadResponse, NotificationPage, NotificationPageQuery } from '@sugu/domain';
import type { ModuleRoutes } from '../../context.js';
import { currentUser, requireUser } from '../../session/session.js';
import { listNotifications, markNotificationsRead } from './notifications.service.js';

const TAGS = ['Notifications'];

export const notificationsRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.get(
    '/api/Notification/my-notifications',
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Mes notifications, les plus récentes d’abord (pagination par curseur)',
        querystring: NotificationPageQuery,
        response: { 200: NotificationPage },
      },
    },
    async (request) => listNotifications(ctx.db, currentUser(request).id, request.query),
  );

  app.post(
    '/api/Notification/mark-read',
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Marque comme lues les notifications données (seulement les siennes)',
        body: MarkReadBody,
        response: { 200: MarkReadResponse },
      },
    },
    async (request) => markNotificationsRead(ctx.db, currentUser(request).id, request.body.ids),
  );
};
