import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for the unit and API tests of every workspace; browser journeys live in e2e/ and run apart.
//
// The API files run without isolation: a worker loads the app's modules once and runs file after file in
// them, instead of loading them again for each of the 60 files (that was half of the run's CPU). Each file
// still builds its own app on its own database (test/helper.ts); the modules keep no state of their own
// (their caches are keyed by the app's database), and the tests that fake timers restore them.
const api = {
  include: ['apps/api/src/**/*.test.ts'],
  setupFiles: ['apps/api/test/setup.ts'],
  isolate: false,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    // Vitest's default leaves a core idle (one worker on two cores); the API tests wait on their database.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'api', ...api, globalSetup: ['apps/api/test/global-setup.ts'] },
      },
      {
        extends: true,
        test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      // The same API tests again on the real PostgreSQL server when one is named.
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'api-pg',
                ...api,
                globalSetup: ['apps/api/test/global-setup-pg.ts'],
                env: { SUGU_TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
