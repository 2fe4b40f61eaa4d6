import { afterAll } from 'vitest';

process.env.NODE_ENV = 'test';
if (process.env.SUGU_FULL_HASH !== 'true') (await import('../src/lib/secrets.js')).useCheapHashingForTests();

// Registered before the file's own hooks, so it runs after them (hooks run in stack order). Imported here,
// not at the top: the app's modules load after NODE_ENV is set. The files share their modules (no
// isolation), so this is the one per-file clean-up: sockets first, then the apps they talked to.
afterAll(async () => {
  const { stopHubs } = await import('./factories/hub.js');
  const { closeTestApps } = await import('./helper.js');
  await stopHubs();
  await closeTestApps();
});
