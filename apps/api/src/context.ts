// What every module receives: configuration, database and the cross-cutting services.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { Mailer } from './mail/mailer.js';
import type { MediaService } from './media/media.js';

export interface AppContext {
  config: Config;
  db: Database;
  dbKind: 'postgres' | 'pglite';
  media: MediaService;
  mailer: Mailer;
  /** The clock of time-based rules (order timers): tests replace it to move time without waiting. */
  now: () => Date;
}

/** A feature's routes: registered with the context, typed by Zod schemas. */
export type ModuleRoutes = FastifyPluginAsync<
  { ctx: AppContext },
  import('fastify').RawServerDefault,
  ZodTypeProvider
>;

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
