// Rate limits: login, code sending, PIN checks and sign-up, per account and per address.
// The plugin is registered only when RATE_LIMIT is on (default outside tests); routes declare their limits
// either way and they simply do nothing when it is off.
import rateLimit from '@fastify/rate-limit';
import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { Config } from '../config.js';
import { tooMany } from '../lib/errors.js';

export interface Limit {
  max: number;
  /** Milliseconds, or a duration such as '1 minute'. */
  timeWindow: number | string;
}

export async function registerRateLimit(app: FastifyInstance, config: Config) {
  if (!config.rateLimit) return;
  // With REDIS_URL the counters live in Redis, shared by every API process; otherwise in the process.
  // ioredis is loaded only with REDIS_URL: one module fewer to load on a single-process start-up.
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    ...(redis && { redis, nameSpace: `${config.redisPrefix}-rate-limit-` }),
    errorResponseBuilder: () => tooMany(),
  });
}

/** Route `config`: at most `limit` requests per client address (checked before the body is read). */
export function perAddress(limit: Limit): FastifyContextConfig {
  return { rateLimit: { ...limit } };
}

/**
 * preHandler: at most `limit` requests per account, keyed by what `key` reads from the parsed request
 * (the submitted identifier, the connected user's id). `name` keeps each route's counters apart.
 */
export function perAccount(
  app: FastifyInstance,
  name: string,
  limit: Limit,
  key: (request: FastifyRequest) => string | undefined | Promise<string | undefined>,
): preHandlerAsyncHookHandler {
  if (!app.hasDecorator('createRateLimit')) return async () => {};
  // The key may need the database (an account resolved from a login): computed once, read by the limiter.
  const keys = new WeakMap<FastifyRequest, string>();
  const check = app.createRateLimit({ ...limit, keyGenerator: (request) => `${name}:${keys.get(request)}` });
  return async (request, reply) => {
    const value = await key(request);
    if (!value) return;
    keys.set(request, value);
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds);
      throw tooMany();
    }
  };
}
