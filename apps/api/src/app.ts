// buildApp(config): plugins in load order, then the feature modules, then the web app. main.ts only listens.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { MEDIA, MESSAGING } from '@sugu/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { AppContext, Clock } from './context.js';
import { serveBackups } from './db/backup.js';
import { type DatabaseHandle, openDatabase, ping } from './db/client.js';
import { seedCategories, startDemoSeed } from './db/seed/index.js';
import { registerLocale } from './i18n.js';
import { listenForCacheEvents } from './lib/cache-events.js';
import { createMailer } from './mail/mailer.js';
import { createMediaService } from './media/media.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { categoriesRoutes } from './modules/categories/categories.routes.js';
import { commentsRoutes } from './modules/comments/comments.routes.js';
import { devMailboxRoutes } from './modules/dev-mailbox/dev-mailbox.routes.js';
import { disputesAdminRoutes } from './modules/disputes/disputes.admin.routes.js';
import { disputesRoutes } from './modules/disputes/disputes.routes.js';
import { followsRoutes } from './modules/follows/follows.routes.js';
import { likesRoutes } from './modules/likes/likes.routes.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { registerChatHub } from './modules/messaging/chat-hub.js';
import { createMessageWriter } from './modules/messaging/message-writer.js';
import { messagingRoutes } from './modules/messaging/messaging.routes.js';
import { createOfflinePush } from './modules/messaging/offline-push.js';
import { adminReportsRoutes } from './modules/moderation/admin-reports.routes.js';
import { moderationRoutes } from './modules/moderation/moderation.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { oauthRoutes } from './modules/oauth/oauth.routes.js';
import { guardOperatorRoutes } from './modules/operators/admin-guard.js';
import { operatorsRoutes } from './modules/operators/operators.routes.js';
import { ordersRoutes } from './modules/orders/orders.routes.js';
import {
  createPushChannel,
  type Dispatcher,
  outreachChannels,
  startDispatcher,
  startSmsDigestSweeper,
} from './modules/outreach/index.js';
import { productsRoutes } from './modules/products/products.routes.js';
import { publicationsRoutes } from './modules/publications/publications.routes.js';
import { pushRoutes } from './modules/push/push.routes.js';
import { createPushService } from './modules/push/push.service.js';
import { ratingsRoutes } from './modules/ratings/ratings.routes.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { adminVerificationRoutes } from './modules/shop-verification/admin-verifications.routes.js';
import { shopVerificationRoutes } from './modules/shop-verification/shop-verification.routes.js';
import { shopsRoutes } from './modules/shops/shops.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { verificationRoutes } from './modules/verification/verification.routes.js';
import { providerRoutes } from './modules/wallet/provider.routes.js';
import { walletRoutes } from './modules/wallet/wallet.routes.js';
import { registerDelivery } from './plugins/delivery.js';
import { registerErrorHandler } from './plugins/errors.js';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors.js';
import { registerInputGuard } from './plugins/input-guard.js';
import { registerJsonBodyParser } from './plugins/json-body.js';
import { completeDocument } from './plugins/openapi.js';
import { registerRateLimit } from './plugins/rate-limit.js';
import { registerRealtime } from './plugins/realtime.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerWebApp } from './plugins/web-app.js';
import type { HubTiming } from './realtime/signalr/hub.js';
import { registerSessions } from './session/session.js';
import { createSmsProvider } from './sms/sms.js';

export type App = FastifyInstance & { ctx: AppContext; outreach: Dispatcher };

export interface BuildOptions {
  /** An already open database (tests share one per file); otherwise opened from the config. */
  database?: DatabaseHandle;
  /** The clock of every time rule (`ctx.now`); tests give one they move. */
  clock?: Clock;
  /** The live hub's timers (keep-alive, timeouts), shortened by tests instead of waiting. */
  hubTiming?: Partial<HubTiming>;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A stopping process (shutdown.ts) first closes its listening socket, then serves what already reached
    // it: a request read after that is answered, not refused with 503 (a proxy cannot resend a POST).
    return503OnClosing: false,
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  registerInputGuard(app);

  const opening = performance.now();
  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pg') },
    ));
  if (!options.database)
    app.log.info(`Base de données ouverte et migrée en ${seconds(performance.now() - opening)} s.`);
  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    media: await createMediaService(config),
    mailer: createMailer(config, database.db, app.log),
    sms: createSmsProvider(config, database.db, app.log),
    log: app.log,
    now: options.clock ?? (() => new Date()),
  };
  app.decorate('ctx', ctx);
  // `npm run backup` asks the server that owns an embedded database for its copy (db/backup.ts).
  const stopServingBackups =
    !options.database && database.kind === 'pglite'
      ? await serveBackups(database.db, config.dataDir)
      : undefined;
  app.addHook('onClose', async () => {
    await stopServingBackups?.();
    await ctx.media.close();
    await ctx.mailer.close();
    if (!options.database) await database.close();
  });
  await seedCategories(ctx.db);
  // The demo's rows (accounts included) are in before the server listens; its pictures are stored once it
  // is ready, not before (encoding them would take the cores from the rest of the start-up), and /healthz
  // says so until they are all there. The media route stores any of them it is asked for before its turn.
  let demoPictures: 'pending' | 'ready' | 'failed' | undefined;
  if (config.seedDemo) {
    const seeding = await startDemoSeed(ctx, app.log);
    demoPictures = 'pending';
    let stored: Promise<void> | undefined;
    const closing = new AbortController();
    app.addHook('onReady', async () => {
      stored = seeding.storePictures(closing.signal).then(
        () => {
          demoPictures = 'ready';
        },
        (error: unknown) => {
          demoPictures = 'failed';
          app.log.error({ err: error }, 'demo pictures failed');
        },
      );
    });
    // Closing waits for the pictures being encoded, not for the rest: the next start stores those.
    app.addHook('onClose', async () => {
      closing.abort();
      await stored;
    });
  }

  await registerDelivery(app);
  await registerSecurityHeaders(app, config, webDistDir(config));
  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: MEDIA.maxUploadBytes, files: 10, fields: 40, fieldSize: 64 * 1024 },
  });
  registerLocale(app);
  registerSessions(app, ctx.db, config);
  await registerRateLimit(app, config);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Sugu API', version: '1.1.0', description: 'API de la marketplace Sugu' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sugu_session' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: completeDocument,
  });
  // staticCSP: Swagger UI's pages carry their own policy (hashes of its inline blocks) over helmet's.
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  app.get('/healthz', { schema: { hide: true } }, async () => {
    await ping(ctx.db);
    return { status: 'ok', database: ctx.dbKind, ...(demoPictures && { demoPictures }) };
  });

  // Kept answers and memos updated by other processes' writes (lib/cache-events.ts).
  await listenForCacheEvents(app, ctx);

  // Every /api/Admin route, whichever module registers it, is for operators only: before any module.
  guardOperatorRoutes(app);
  // Feature modules: one line each.
  await app.register(authRoutes, { ctx });
  await app.register(usersRoutes, { ctx });
  await app.register(verificationRoutes, { ctx });
  await app.register(devMailboxRoutes, { ctx });
  await app.register(oauthRoutes, { ctx });
  await app.register(mediaRoutes, { ctx });
  await app.register(categoriesRoutes, { ctx });
  await app.register(shopsRoutes, { ctx });
  await app.register(shopVerificationRoutes, { ctx });
  await app.register(productsRoutes, { ctx });
  await app.register(followsRoutes, { ctx });
  await app.register(commentsRoutes, { ctx });
  await app.register(notificationsRoutes, { ctx });
  await app.register(publicationsRoutes, { ctx });
  await app.register(likesRoutes, { ctx });
  await app.register(ordersRoutes, { ctx });
  await app.register(disputesRoutes, { ctx });
  await app.register(disputesAdminRoutes, { ctx });
  await app.register(ratingsRoutes, { ctx });
  await app.register(walletRoutes, { ctx });
  await app.register(providerRoutes, { ctx });
  await app.register(settingsRoutes, { ctx });
  await app.register(moderationRoutes, { ctx });
  await app.register(adminReportsRoutes, { ctx });
  await app.register(operatorsRoutes, { ctx });
  await app.register(adminVerificationRoutes, { ctx });
  const push = await createPushService(ctx);
  await app.register(pushRoutes, { ctx, push });
  // The order SMS digests (modules/outreach/sms-channel.ts); tests call sweepDigests themselves.
  if (config.env !== 'test') startSmsDigestSweeper(app, ctx);
  const realtime = await registerRealtime(
    app,
    ctx,
    options.hubTiming ? { hubTiming: options.hubTiming } : {},
  );
  const writer = createMessageWriter(ctx.db, MESSAGING.openHours);
  const offlinePush = createOfflinePush(ctx, realtime, push);
  await registerChatHub(ctx, realtime, writer, offlinePush, app.log);
  await app.register(messagingRoutes, { ctx, realtime, writer, offlinePush });

  // Committed notifications out of the app (push; e-mail and SMS join the list), off the request path.
  const outreach = await startDispatcher(ctx, {
    channels: [createPushChannel(ctx, push), ...outreachChannels(ctx)],
  });
  app.decorate('outreach', outreach);
  // Before the database closes (onClose), after the last request that could write a notification.
  app.addHook('preClose', () => outreach.stop());

  await registerWebApp(app, config, webDistDir(config));
  return app as unknown as App;
}

/** Milliseconds as seconds, for the start-up log. */
export const seconds = (ms: number) => (ms / 1000).toFixed(1);

function webDistDir(config: Config): string {
  if (config.webDist) return path.resolve(config.webDist);
  // apps/api/src/app.ts and apps/api/dist/main.js both sit two levels under apps/.
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}
