import { buildApp, seconds } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { SHUTDOWN_GRACE_MS, stopGracefully } from './shutdown.js';

// performance.now() counts from the process's start: this is the time spent loading the modules.
const loaded = performance.now();

try {
  const config = loadConfig();
  const app = await buildApp(config);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'arrêt : plus de nouvelle connexion, fin des requêtes en cours');
      const forced = setTimeout(() => {
        app.log.error(`arrêt forcé : des requêtes duraient encore après ${SHUTDOWN_GRACE_MS / 1000} s`);
        process.exit(1);
      }, SHUTDOWN_GRACE_MS);
      forced.unref();
      void stopGracefully(app).then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'arrêt en erreur');
          process.exit(1);
        },
      );
    });
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Démarré en ${seconds(performance.now())} s, dont ${seconds(loaded)} s de chargement des modules.`,
  );
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
