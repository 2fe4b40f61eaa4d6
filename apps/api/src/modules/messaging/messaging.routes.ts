// HTTP side of the chat: the conversation list, older pages, catch-up after a reconnect,
// mark-read and unread count, a send fallback, and blocking (reports: the moderation module). Live delivery goes through the hub.
import {
  ActionMessage,
  BlockBody,
  ChatMessage as ChatMessageSchema,
  ConversationList,
  ConversationParams,
  MessagePage,
  MessagePageQuery,
  MessagesMarkReadBody,
  MessagesMarkReadResponse,
  MissedMessagesQuery,
  SendMessageBody,
  UnreadCountResponse,
} from '@sugu/domain';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import type { Realtime } from '../../plugins/realtime.js';
import { currentUser, requireUser } from '../../session/session.js';
import type { MessageWriter } from './message-writer.js';
import {
  listConversations,
  markMessagesRead,
  messagePage,
  missedMessages,
  sendMessage,
  unreadCount,
} from './messaging.service.js';
import { block, unblock } from './moderation.service.js';
import type { OfflinePush } from './offline-push.js';

const TAGS = ['Messages'];

export const messagingRoutes: FastifyPluginAsync<
  { ctx: AppContext; realtime: Realtime; writer: MessageWriter; offlinePush: OfflinePush },
  RawServerDefault,
  ZodTypeProvider
> = async (app, { ctx, realtime, writer, offlinePush }) => {
  const { db } = ctx;
  const auth = { preValidation: requireUser };

  app.get(
    '/api/User/me/conversations',
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'Mes conversations, la plus récente d’abord, avec leurs derniers messages',
        response: { 200: ConversationList },
      },
    },
    async (request) => listConversations(db, ctx.now(), currentUser(request).id),
  );

  app.get(
    '/api/Message/unread-count',
    {
      ...auth,
      schema: { tags: TAGS, summary: 'Nombre de messages non lus', response: { 200: UnreadCountResponse } },
    },
    async (request) => unreadCount(db, currentUser(request).id),
  );

  app.get(
    '/api/Message/missed',
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'Messages reçus ou envoyés après le message donné (rattrapage après une reconnexion)',
        querystring: MissedMessagesQuery,
        response: { 200: MessagePage },
      },
    },
    async (request) => missedMessages(db, currentUser(request).id, request.query),
  );

  app.get(
    '/api/Message/:conversationId',
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'Messages plus anciens d’une conversation (pagination par curseur)',
        params: ConversationParams,
        querystring: MessagePageQuery,
        response: { 200: MessagePage },
      },
    },
    async (request) => messagePage(db, currentUser(request).id, request.params.conversationId, request.query),
  );

  app.post(
    '/api/Message/mark-read',
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'Marque comme lus les messages reçus donnés',
        body: MessagesMarkReadBody,
        response: { 200: MessagesMarkReadResponse },
      },
    },
    async (request) => markMessagesRead(db, realtime, currentUser(request).id, request.body.messageIds),
  );

  app.post(
    '/api/Message/send',
    {
      ...auth,
      schema: {
        tags: TAGS,
        summary: 'Envoie un message (repli HTTP du hub /chathub)',
        body: SendMessageBody,
        response: { 200: ChatMessageSchema, 201: ChatMessageSchema },
      },
    },
    async (request, reply) => {
      const { message, created } = await sendMessage(
        writer,
        db,
        ctx.now(),
        currentUser(request).id,
        request.body,
      );
      if (created) {
        realtime.toUsers([message.senderId, message.receiverId]).emit('ReceiveMessage', message);
        offlinePush(message);
      }
      return reply.status(created ? 201 : 200).send(message);
    },
  );

  // Block and unblock take the same body and answer alike: one route shape for both.
  const blockRoutes = [
    {
      path: '/api/Message/block',
      summary: 'Bloque un utilisateur : plus aucun message de sa part',
      action: block,
    },
    { path: '/api/Message/unblock', summary: 'Débloque un utilisateur', action: unblock },
  ];
  for (const { path, summary, action } of blockRoutes) {
    app.post(
      path,
      { ...auth, schema: { tags: TAGS, summary, body: BlockBody, response: { 200: ActionMessage } } },
      async (request) => action(db, realtime, currentUser(request).id, request.body.userId),
    );
  }
};
