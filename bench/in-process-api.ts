// The API built in this process on the bench database, with the search cache off (every search runs its
// SQL): explain.ts and search-profile.ts watch the statements it sends (pg's Client#query).
import path from 'node:path';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { BENCH_DATABASE_URL } from './lib.js';
import { BENCH_DIR } from './report.js';

/** The app on the bench database; `dataDir` names its DATA_DIR under bench/.data. */
export const buildUncachedApi = (dataDir: string) =>
  buildApp(
    loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: BENCH_DATABASE_URL,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      RATE_LIMIT: 'false',
      SEARCH_CACHE_SECONDS: '0',
      DATA_DIR: path.join(BENCH_DIR, '.data', dataDir),
    }),
  );
