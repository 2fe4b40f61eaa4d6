// The start-up check of a multi-process deployment: CLUSTER_SIZE > 1 without PostgreSQL or Redis is refused
// with a French message naming what is missing; one process (the default) needs neither.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const DATABASE_URL = 'postgres://sugu@db.example/sugu';
const REDIS_URL = 'redis://cache.example:6379';
/** What every process of a cluster shares besides the database and Redis. */
const SHARED = {
  SESSION_SECRET: 'a-secret-of-at-least-16',
  VAPID_PUBLIC_KEY: 'B'.repeat(87),
  VAPID_PRIVATE_KEY: 'p'.repeat(43),
};

describe('CLUSTER_SIZE', () => {
  it('is 1 by default: the embedded database and no Redis start', () => {
    expect(loadConfig({}).clusterSize).toBe(1);
    expect(loadConfig({ CLUSTER_SIZE: '1', DATABASE_URL }).clusterSize).toBe(1);
  });

  it('refuses several processes without Redis, naming REDIS_URL', () => {
    const start = () => loadConfig({ CLUSTER_SIZE: '3', DATABASE_URL, NODE_ENV: 'production', ...SHARED });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(
      'Configuration invalide :\n  REDIS_URL: requis avec CLUSTER_SIZE=3 (les messages en direct et les limites de débit sont partagés par Redis entre les processus)',
    );
  });

  it('refuses several processes on the embedded database, naming DATABASE_URL', () => {
    expect(() => loadConfig({ CLUSTER_SIZE: '2', REDIS_URL, ...SHARED })).toThrow(
      "  DATABASE_URL: requis avec CLUSTER_SIZE=2 (la base embarquée ne sert qu'un processus)",
    );
  });

  it('refuses several processes that would each make their own secrets, naming them', () => {
    const start = () => loadConfig({ CLUSTER_SIZE: '3', DATABASE_URL, REDIS_URL });
    expect(start).toThrow('  SESSION_SECRET: requis avec CLUSTER_SIZE=3');
    expect(start).toThrow('  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: requis avec CLUSTER_SIZE=3');
  });

  it('starts several processes on PostgreSQL and Redis with shared secrets', () => {
    expect(loadConfig({ CLUSTER_SIZE: '3', DATABASE_URL, REDIS_URL, ...SHARED }).clusterSize).toBe(3);
  });

  it('is a whole number from 1', () => {
    for (const value of ['0', '1.5', 'deux'])
      expect(() => loadConfig({ CLUSTER_SIZE: value })).toThrow(ConfigError);
  });
});
