// Configuration: environment variables parsed once at start-up; a bad value stops start-up naming it.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';

const optionalUrl = z.url().optional();
const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w-]{1,40}$/)
    .default('sugu'),
  DATA_DIR: z.string().min(1).default('./data'),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_SECRET: z.string().min(16).optional(),
  SESSION_TTL_DAYS: z.coerce.number().int().positive().default(30),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Sugu <no-reply@sugu.ml>'),
  OIDC_ISSUER: z.url().default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: optionalUrl,
  PAYMENT_PROVIDER: z.enum(['sandbox', 'cinetpay']).default('sandbox'),
  WALLET_MODE: z.enum(['open', 'notice']).default('open'),
  PAYMENT_SANDBOX_SECRET: z.string().min(16).optional(),
  CINETPAY_API_KEY: z.string().optional(),
  CINETPAY_SITE_ID: z.string().optional(),
  CINETPAY_SECRET_KEY: z.string().optional(),
  CINETPAY_API_URL: z.url().default('https://api-checkout.cinetpay.com'),
  CINETPAY_TRANSFER_URL: z.url().default('https://client.cinetpay.com'),
  CINETPAY_TRANSFER_PASSWORD: z.string().optional(),
  SMS_PROVIDER: z.enum(['outbox', 'africastalking']).default('outbox'),
  AT_USERNAME: z.string().optional(),
  AT_API_KEY: z.string().optional(),
  AT_SENDER_ID: z.string().max(11).optional(),
  AT_API_URL: z.url().default('https://api.africastalking.com'),
  SEED_DEMO: bool,
  DEV_MAILBOX: bool,
  TRUST_PROXY: z.string().optional(),
  RATE_LIMIT: bool,
  SEARCH_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  FEED_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'clé publique P-256 en base64url (87 caractères)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'clé privée P-256 en base64url (43 caractères)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'une adresse mailto: ou une URL https://')
    .optional(),
  PUSH_ENDPOINT_HOSTS: z
    .string()
    .regex(
      /^\s*[^\s,]+(\s*,\s*[^\s,]+)*\s*$/,
      'hôtes séparés par des virgules (exemple.com, *.exemple.com, http://127.0.0.1:8080)',
    )
    .optional(),
  CLUSTER_SIZE: z.coerce.number().int().min(1).max(64).default(1),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Names this deployment's keys and channels in Redis (the hub's per-user channels, rate-limit counters). */
  redisPrefix: string;
  dataDir: string;
  webDist: string | undefined;
  logLevel: string;
  sessionTtlDays: number;
  /** Signs short-lived cookies (OAuth state); optional, see modules/oauth/oauth-state.ts. */
  sessionSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  oidc: { issuer: string; clientId: string | undefined; clientSecret: string | undefined };
  s3:
    | {
        endpoint: string | undefined;
        region: string;
        bucket: string;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        publicUrl: string | undefined;
      }
    | undefined;
  paymentProvider: 'sandbox' | 'cinetpay';
  /** 'notice' shows the spec's wallet notice instead of the wallet (no payment contract yet). */
  walletMode: 'open' | 'notice';
  /** Signs the sandbox provider's notifications; random per process when unset. */
  sandboxSecret: string;
  cinetpay:
    | {
        apiKey: string;
        siteId: string;
        secretKey: string;
        apiUrl: string;
        transferUrl: string;
        transferPassword: string | undefined;
      }
    | undefined;
  /** Where SMS go: the dev outbox (read on /dev/mailbox) or Africa's Talking. */
  sms:
    | { provider: 'outbox' }
    | {
        provider: 'africastalking';
        africasTalking: { username: string; apiKey: string; senderId: string | undefined; apiUrl: string };
      };
  /** Load the demo data on an empty database (default: on, except in tests). */
  seedDemo: boolean;
  rateLimit: boolean;
  /** Whether GET /api/dev/mailbox may show the mail a server without SMTP_URL keeps (never in production by default). */
  devMailbox: boolean;
  /** Fastify trustProxy: true, false, or the proxy addresses (comma-separated, 'loopback' and the like). */
  trustProxy: boolean | string;
  /** How long shop and product search answers are served again from memory (0: never; see lib/response-cache.ts). */
  searchCacheSeconds: number;
  /** How long a feed page is served from memory (as long again while one request reloads it); 0: never. */
  feedCacheSeconds: number;
  /**
   * Web push (modules/push): the VAPID key pair (both or neither; neither: generated once into
   * DATA_DIR/vapid.json), the subject push services may contact, and the push-service hosts added to the
   * known ones (PUSH_ENDPOINT_HOSTS: a host named here may be private or loopback, `http://` allowed).
   */
  push: {
    vapidKeys: { publicKey: string; privateKey: string } | undefined;
    vapidSubject: string;
    extraEndpointHosts: string[];
  };
  /** How many API processes serve this deployment (CLUSTER_SIZE): more than one needs PostgreSQL and Redis. */
  clusterSize: number;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset (DATABASE_URL= in a shell or .env).
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = Env.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configuration invalide :\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  checkClusterSize(e);
  const isTest = e.NODE_ENV === 'test';
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    dataDir: path.resolve(e.DATA_DIR),
    webDist: e.WEB_DIST,
    logLevel: e.LOG_LEVEL,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    sessionSecret: e.SESSION_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    oidc: { issuer: e.OIDC_ISSUER, clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET },
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          bucket: e.S3_BUCKET,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          publicUrl: e.S3_PUBLIC_URL,
        }
      : undefined,
    paymentProvider: e.PAYMENT_PROVIDER,
    walletMode: e.WALLET_MODE,
    sandboxSecret: e.PAYMENT_SANDBOX_SECRET ?? e.SESSION_SECRET ?? randomBytes(32).toString('base64url'),
    cinetpay: cinetpayConfig(e),
    sms: smsConfig(e),
    seedDemo: e.SEED_DEMO ?? !isTest,
    rateLimit: e.RATE_LIMIT ?? !isTest,
    devMailbox: e.DEV_MAILBOX ?? e.NODE_ENV !== 'production',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    searchCacheSeconds: e.SEARCH_CACHE_SECONDS,
    feedCacheSeconds: e.FEED_CACHE_SECONDS,
    push: pushConfig(e),
    clusterSize: e.CLUSTER_SIZE,
  };
}

/** The VAPID keys go in pairs; the subject defaults to the public https address, else MAIL_FROM's. */
function pushConfig(e: z.infer<typeof Env>): Config['push'] {
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    const missing = e.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
    throw new ConfigError(`Configuration invalide :\n  ${missing}: requis avec l'autre clé VAPID`);
  }
  const mail = /<([^>]+)>/.exec(e.MAIL_FROM)?.[1] ?? e.MAIL_FROM;
  const publicUrl = e.PUBLIC_URL?.replace(/\/$/, '');
  return {
    vapidKeys:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject:
      e.VAPID_SUBJECT ?? (publicUrl?.startsWith('https://') ? publicUrl : `mailto:${mail.trim()}`),
    extraEndpointHosts: (e.PUSH_ENDPOINT_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean),
  };
}

/**
 * Several API processes (CLUSTER_SIZE > 1) share what one process keeps for itself otherwise: the database
 * (PGlite belongs to one process: DATABASE_URL is required), and the live connections' messages and the
 * rate limits' counters (in memory without Redis: a message would reach only the devices connected to the
 * process that took it, and each process would count its own limits), and the secrets a process would
 * otherwise make for itself (SESSION_SECRET, the VAPID keys). Refused at start-up, not found later.
 */
function checkClusterSize(e: z.infer<typeof Env>): void {
  if (e.CLUSTER_SIZE === 1) return;
  const missing = [
    !e.DATABASE_URL &&
      `  DATABASE_URL: requis avec CLUSTER_SIZE=${e.CLUSTER_SIZE} (la base embarquée ne sert qu'un processus)`,
    !e.REDIS_URL &&
      `  REDIS_URL: requis avec CLUSTER_SIZE=${e.CLUSTER_SIZE} (les messages en direct et les limites de débit sont partagés par Redis entre les processus)`,
    !e.SESSION_SECRET &&
      `  SESSION_SECRET: requis avec CLUSTER_SIZE=${e.CLUSTER_SIZE} (le même dans chaque processus, sinon un cookie signé par l'un est refusé par l'autre)`,
    !e.VAPID_PUBLIC_KEY &&
      `  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: requis avec CLUSTER_SIZE=${e.CLUSTER_SIZE} (les mêmes dans chaque processus, sinon chacun génère sa paire et les abonnements push d'un processus échouent dans l'autre)`,
  ].filter(Boolean);
  if (missing.length) throw new ConfigError(`Configuration invalide :\n${missing.join('\n')}`);
}

/** PAYMENT_PROVIDER=cinetpay needs its three credentials: a missing one stops start-up, naming it. */
function cinetpayConfig(e: z.infer<typeof Env>): Config['cinetpay'] {
  if (e.PAYMENT_PROVIDER !== 'cinetpay') return undefined;
  const missing = (['CINETPAY_API_KEY', 'CINETPAY_SITE_ID', 'CINETPAY_SECRET_KEY'] as const).filter(
    (k) => !e[k],
  );
  if (missing.length) {
    throw new ConfigError(
      `Configuration invalide :\n${missing.map((k) => `  ${k}: requis avec PAYMENT_PROVIDER=cinetpay`).join('\n')}`,
    );
  }
  return {
    apiKey: e.CINETPAY_API_KEY!,
    siteId: e.CINETPAY_SITE_ID!,
    secretKey: e.CINETPAY_SECRET_KEY!,
    apiUrl: e.CINETPAY_API_URL.replace(/\/$/, ''),
    transferUrl: e.CINETPAY_TRANSFER_URL.replace(/\/$/, ''),
    transferPassword: e.CINETPAY_TRANSFER_PASSWORD,
  };
}

/** SMS_PROVIDER=africastalking needs AT_USERNAME and AT_API_KEY: a missing one stops start-up, naming it. */
function smsConfig(e: z.infer<typeof Env>): Config['sms'] {
  if (e.SMS_PROVIDER !== 'africastalking') return { provider: 'outbox' };
  const missing = (['AT_USERNAME', 'AT_API_KEY'] as const).filter((k) => !e[k]);
  if (missing.length) {
    throw new ConfigError(
      `Configuration invalide :\n${missing.map((k) => `  ${k}: requis avec SMS_PROVIDER=africastalking`).join('\n')}`,
    );
  }
  return {
    provider: 'africastalking',
    africasTalking: {
      username: e.AT_USERNAME!,
      apiKey: e.AT_API_KEY!,
      senderId: e.AT_SENDER_ID,
      apiUrl: e.AT_API_URL.replace(/\/$/, ''),
    },
  };
}

/** TRUST_PROXY: unset → trust loopback only (a proxy on the same machine); 'true', 'false' or addresses. */
function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined) return 'loopback';
  if (value === 'true' || value === 'false') return value === 'true';
  return value;
}
