// GET /media/:name — processed images, cached forever by browsers and CDNs: a name never changes content.
import { z } from 'zod';
import type { ModuleRoutes } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { IMMUTABLE_CACHE, isMediaName, keyOfName } from '../../media/names.js';

const MediaParams = z.object({ name: z.string() });

export const mediaRoutes: ModuleRoutes = async (app, { ctx }) => {
  const { storage } = ctx.media;

  app.get('/media/:name', { schema: { hide: true, params: MediaParams } }, async (request, reply) => {
    const { name } = request.params;
    // Only names the pipeline produces reach the storage: nothing else can be asked for.
    if (!isMediaName(name)) throw notFound();
    // A demo picture the feed already shows but the background seeding has not stored yet: stored now.
    await ctx.media.whenStored(keyOfName(name));

    const redirect = storage.publicUrl(name);
    if (redirect) return reply.redirect(redirect, 302);

    const object = await storage.get(name);
    if (!object) throw notFound();

    reply
      .header('Cache-Control', IMMUTABLE_CACHE)
      .header('ETag', object.etag)
      .header('X-Content-Type-Options', 'nosniff');
    const ifNoneMatch = request.headers['if-none-match']
      ?.split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''));
    if (ifNoneMatch?.includes(object.etag)) {
      object.body.destroy();
      return reply.status(304).send();
    }
    reply.type(object.contentType);
    if (object.size !== undefined) reply.header('Content-Length', object.size);
    return reply.send(object.body);
  });
};
