import { defineConfig } from 'vitest/config';

// Browser journeys, two workers side by side: a journey mostly waits on its browser and server, two keep
// two cores busy (E2E_WORKERS=1 runs them one by one). The files of a worker run one after the other
// without isolation, so they share its chromium and its servers (journey.ts useJourney), each started from
// a DATA_DIR prepared once per run (global-setup.ts).
export default defineConfig({
  test: {
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['global-setup.ts'],
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // expect.poll waits 1 s by default: too short for a page on a busy machine. Those that pass a timeout
    // keep theirs.
    expect: { poll: { timeout: 15_000 } },
  },
});
