// Prepares once per run what every journey's server starts from (harness.ts): the demo seeded, pictures
// included, and an empty migrated database, side by side; each server copies one instead of spending 5 to
// 30 s of CPU migrating or seeding again. At the end, stops any server a worker left running.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EMPTY_DATA_DIR_ENV, SEEDED_DATA_DIR_ENV, SERVERS_DIR_ENV, startServer } from './harness';

export default async function setup() {
  // startServer returns once /healthz says the demo pictures are all stored.
  const [seeded, empty] = await Promise.all([startServer({ SEED_DEMO: 'true' }), startServer()]);
  await Promise.all([seeded.stop({ keepDataDir: true }), empty.stop({ keepDataDir: true })]);
  process.env[SEEDED_DATA_DIR_ENV] = seeded.dataDir;
  process.env[EMPTY_DATA_DIR_ENV] = empty.dataDir;
  const servers = await mkdtemp(path.join(tmpdir(), 'sugu-e2e-servers-'));
  process.env[SERVERS_DIR_ENV] = servers;
  return async () => {
    for (const name of await readdir(servers)) {
      const { pid, dataDir } = JSON.parse(await readFile(path.join(servers, name), 'utf8'));
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
      await rm(dataDir, { recursive: true, force: true });
    }
    for (const dir of [seeded.dataDir, empty.dataDir, servers])
      await rm(dir, { recursive: true, force: true });
  };
}
