import { defineConfig } from 'vitest/config';

// Browser journeys: one at a time (two cores), each against its own server on a fresh embedded database.
export default defineConfig({
  test: {
    include: ['journeys/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
