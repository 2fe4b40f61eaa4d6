// Routes on one resource named in the path (a shop to follow, a publication to like): the signed-in user
// acts on it with a POST (401 for a guest), any viewer reads its state with a GET (a null id for a guest).
// Each route is one line: its path, its summary, its 200 response and the service function that answers.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext, ModuleRoutes } from '../context.js';
import { currentUser, requireUser, type UserRow, viewerId } from './session.js';

/** A service function answering for the resource `id`: `who` is the signed-in user, or the viewer's id. */
type Answer<Who, R extends z.ZodType> = (ctx: AppContext, who: Who, id: string) => Promise<z.infer<R>>;

export interface ResourceRoutes {
  /** POST `url` for the signed-in user only. */
  userAction<R extends z.ZodType>(url: string, summary: string, response: R, act: Answer<UserRow, R>): void;
  /** GET `url`, open to guests. */
  viewerRead<R extends z.ZodType>(
    url: string,
    summary: string,
    response: R,
    read: Answer<string | null, R>,
  ): void;
}

/** The routes of the resources whose id stands at `:param` in the path, documented under `tags`. */
export function resourceRoutes(
  app: Parameters<ModuleRoutes>[0],
  ctx: AppContext,
  { tags, param }: { tags: string[]; param: string },
): ResourceRoutes {
  const params = z.object({ [param]: z.string() });
  const idOf = (request: FastifyRequest) => (request.params as Record<string, string>)[param] as string;
  const schema = (summary: string, response: z.ZodType) => ({
    tags,
    summary,
    params,
    response: { 200: response },
  });
  return {
    userAction(url, summary, response, act) {
      app.post(url, { preHandler: requireUser, schema: schema(summary, response) }, (request) =>
        act(ctx, currentUser(request), idOf(request)),
      );
    },
    viewerRead(url, summary, response, read) {
      app.get(url, { schema: schema(summary, response) }, (request) =>
        read(ctx, viewerId(request), idOf(request)),
      );
    },
  };
}
