// Seeds the demo once per run (rows, then every picture encoded): each journey that starts a server with
// SEED_DEMO gets a copy of this DATA_DIR (harness.ts) instead of spending 15 to 30 s of CPU seeding again.
import { rm } from 'node:fs/promises';
import { SEEDED_DATA_DIR_ENV, startServer } from './harness';

export default async function setup() {
  // startServer returns once /healthz says the demo pictures are all stored.
  const server = await startServer({ SEED_DEMO: 'true' });
  await server.stop({ keepDataDir: true });
  process.env[SEEDED_DATA_DIR_ENV] = server.dataDir;
  return async () => {
    await rm(server.dataDir, { recursive: true, force: true });
  };
}
