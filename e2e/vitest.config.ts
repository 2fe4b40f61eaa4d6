import { defineConfig } from 'vitest/config';

// Browser journeys, two at a time: each starts its own server (free port, fresh DATA_DIR with its embedded
// database) and its own chromium, so journeys share nothing but the demo data they copy (global-setup.ts).
// A journey mostly waits on its browser and server: two side by side keep two cores busy. E2E_WORKERS=1
// runs them one by one.
export default defineConfig({
  test: {
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['global-setup.ts'],
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // expect.poll waits 1 s by default: too short for a page on a busy machine. Those that pass a timeout
    // keep theirs.
    expect: { poll: { timeout: 15_000 } },
  },
});
