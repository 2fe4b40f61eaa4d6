import { afterAll } from 'vitest';

process.env.NODE_ENV = 'test';

// Registered before the file's own hooks, so it runs after them (hooks run in stack order). Imported here,
// not at the top: the app's modules load after NODE_ENV is set.
afterAll(async () => {
  const { closeTestApps } = await import('./helper.js');
  await closeTestApps();
});
