// What every module receives: configuration, database and the cross-cutting services.
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { Mailer } from './mail/mailer.js';
import type { MediaService } from './media/media.js';
import type { SmsProvider } from './sms/provider.js';

/** The time every time rule is checked against. */
export type Clock = () => Date;

export interface AppContext {
  config: Config;
  db: Database;
  dbKind: 'postgres' | 'pglite';
  media: MediaService;
  mailer: Mailer;
  /** SMS_PROVIDER's provider: the dev outbox by default (sms/sms.ts). */
  sms: SmsProvider;
  /** The app's logger, for work no request waits for (a kept answer reloaded in the background). */
  log: FastifyBaseLogger;
  /**
   * The one clock of every time rule (order timers, the chat window, a notice's age, reconciliation,
   * e-mail codes): the system clock unless `BuildOptions.clock` gives another; tests move it, never wait.
   */
  now: Clock;
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
