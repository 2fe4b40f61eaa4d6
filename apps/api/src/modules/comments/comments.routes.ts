// /api/Comment (list, create, reply, delete, reaction status) and the comment reactions of
// /api/Interraction. Writes check the session before the body, so a guest gets 401 whatever it sent.
import {
  CommentPage,
  CommentPageQuery,
  CreateCommentBody,
  CreateReplyBody,
  DeleteCommentResponse,
  NewCommentResponse,
  NewReplyResponse,
  ReactionResponse,
  ReactionStatus,
  SOCIAL_MSG,
} from '@sugu/domain';
import { z } from 'zod';
import type { ModuleRoutes } from '../../context.js';
import { currentUser, requireUser, viewerId } from '../../session/session.js';
import { type ReactionTarget, react, reactionStatus } from './comment-reactions.service.js';
import { createComment, createReply, deleteComment, listComments } from './comments.service.js';

const TAGS = ['Commentaires'];
const IdParams = z.object({ id: z.string().max(64) });

export const commentsRoutes: ModuleRoutes = async (app, { ctx }) => {
  app.get(
    '/api/Comment/pub/:publicationId',
    {
      schema: {
        tags: TAGS,
        summary: 'Commentaires d’une publication, les plus récents d’abord, avec leurs réponses',
        params: z.object({ publicationId: z.string().max(64) }),
        querystring: CommentPageQuery,
        response: { 200: CommentPage },
      },
    },
    async (request) => listComments(ctx.db, viewerId(request), request.params.publicationId, request.query),
  );

  app.post(
    '/api/Comment/create',
    {
      preValidation: requireUser,
      schema: { tags: TAGS, body: CreateCommentBody, response: { 201: NewCommentResponse } },
    },
    async (request, reply) => {
      const newComment = await createComment(ctx.db, currentUser(request), request.body);
      return reply.status(201).send({ newComment });
    },
  );

  app.post(
    '/api/Comment/reply/create',
    {
      preValidation: requireUser,
      schema: { tags: TAGS, body: CreateReplyBody, response: { 201: NewReplyResponse } },
    },
    async (request, reply) => {
      const newReply = await createReply(ctx.db, currentUser(request), request.body);
      return reply.status(201).send({ newReply });
    },
  );

  app.delete(
    '/api/Comment/:id',
    {
      preValidation: requireUser,
      schema: {
        tags: TAGS,
        summary: 'Supprime un commentaire (ou une réponse) et ses réponses : auteur seulement',
        params: IdParams,
        response: { 200: DeleteCommentResponse },
      },
    },
    async (request) => {
      const removed = await deleteComment(ctx.db, currentUser(request), request.params.id);
      return { message: SOCIAL_MSG.commentDeleted, removed };
    },
  );

  const statusRoute = (path: string, kind: ReactionTarget) =>
    app.get(
      path,
      { schema: { tags: TAGS, params: IdParams, response: { 200: ReactionStatus } } },
      async (request) => reactionStatus(ctx.db, viewerId(request), request.params.id, kind),
    );
  statusRoute('/api/Comment/user/like/check/:id', 'comment');
  statusRoute('/api/Comment/user/like/check/reply/:id', 'reply');

  const reactionRoute = (path: string, kind: ReactionTarget, value: 1 | -1) =>
    app.post(
      path,
      {
        preValidation: requireUser,
        schema: { tags: TAGS, params: IdParams, response: { 200: ReactionResponse } },
      },
      async (request) => react(ctx.db, currentUser(request), request.params.id, kind, value),
    );
  reactionRoute('/api/Interraction/like/comment/:id', 'comment', 1);
  reactionRoute('/api/Interraction/dislike/comment/:id', 'comment', -1);
  reactionRoute('/api/Interraction/like/reply/:id', 'reply', 1);
  reactionRoute('/api/Interraction/dislike/reply/:id', 'reply', -1);
};
