import { buildApp, seconds } from './app.js';
import { ConfigError, loadConfig } from './config.js';

// performance.now() counts from the process's start: this is the time spent loading the modules.
const loaded = performance.now();

try {
  const config = loadConfig();
  const app = await buildApp(config);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'arrêt');
      void app.close().then(() => process.exit(0));
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
