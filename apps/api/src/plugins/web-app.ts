// Serves the built web app: hashed assets with immutable caching, index.html for every other page (SPA).
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MSG } from '@sugu/domain';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

export async function registerWebApp(app: FastifyInstance, _config: Config, distDir: string) {
  const hasWeb = existsSync(path.join(distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      request.method === 'GET' &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/media/') &&
      !path.extname(request.url.split('?')[0] ?? '');
    if (hasWeb && isPage) {
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return reply.status(404).send({ message: MSG.notFound, code: 'not_found' });
  });
}
