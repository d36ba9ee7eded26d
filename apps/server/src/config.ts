import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const here = dirname(fileURLToPath(import.meta.url));
/** The repository root, from both src/ (tsx) and dist/ (the bundle). */
export const repoRoot = resolve(here, '../../..');

/** Written into the bundle by build.mjs (git commit or build time); absent when the sources run under tsx. */
declare const __BUILD_VERSION__: string | undefined;
/** Which build this is, for the health replies when APP_VERSION is not set. */
export const BUILD_VERSION = typeof __BUILD_VERSION__ === 'string' ? __BUILD_VERSION__ : 'development';

const TRUST_PROXY_TRUE =
  'must not be true, which believes any X-Forwarded-For a client writes: set the number of proxies in front of the app (e.g. TRUST_PROXY=1) or their addresses (e.g. TRUST_PROXY=10.0.0.0/8)';

/** Which proxies' X-Forwarded-For entries are believed (see AppConfig.trustProxy); null when malformed. */
export function parseTrustProxy(value: string): TrustProxy | null {
  if (value === 'false') return false;
  if (/^[1-9]\d?$/.test(value)) return Number(value);
  const entries = value.split(',').map((e) => e.trim());
  const isRange = (entry: string) => {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    if (!family || rest.length) return false;
    if (prefix === undefined) return true;
    return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
  };
  return entries.every(isRange) ? entries : null;
}

const HOST_PORT = /^(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9.-]*[a-z0-9])?):(\d{1,5})$/;

/** WEBHOOK_ALLOWED_HOSTS as lower-case `host:port` entries; null when an entry is not one. */
export function parseAllowedHosts(value: string): string[] | null {
  const entries = value
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  const valid = entries.every((entry) => {
    const match = HOST_PORT.exec(entry);
    return match !== null && Number(match[3]) >= 1 && Number(match[3]) <= 65535;
  });
  return valid ? entries : null;
}

/**
 * false: the socket's address. A number: that many proxies in front, the client is the address the
 * nearest one saw. A list: proxies' addresses or CIDR ranges; the client is the first untrusted hop.
 */
export type TrustProxy = false | number | string[];

/**
 * Fastify's form of it. Fastify reads a bare number as "trust nothing", so a hop count becomes the
 * function proxy-addr walks from the socket: the first `hops` addresses are proxies, the next the client.
 */
export function trustProxyOption(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** PostgreSQL connection settings (SQLite has one connection and no network to wait for). */
export interface DatabasePool {
  /** Connections one process keeps open at most. */
  max: number;
  /** How long opening a connection may take before the request fails (503). */
  connectTimeoutMs: number;
  /** PostgreSQL cancels a statement running longer than this; 0 for no limit. */
  statementTimeoutMs: number;
}

export const DATABASE_POOL_DEFAULTS: DatabasePool = { max: 10, connectTimeoutMs: 5000, statementTimeoutMs: 30_000 };

function wholeNumber(min: number, max: number, fallback: number) {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).default(fallback);
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^(sqlite:.+|postgres(ql)?:\/\/.+)$/, 'must start with sqlite: or postgres://')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: z.url('must be a URL such as https://portal.example.com').optional(),
  SMTP_URL: z.url('must be a URL such as smtp://user:pass@host:587').optional(),
  SHOP_URL: z.url('must be a URL such as https://shop.example.com').optional(),
  MAIL_FROM: z.string().min(3).default('Owner Portal <no-reply@owner-portal.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().min(1).optional(),
  SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
  TRUST_PROXY: z
    .string()
    .refine((v) => v !== 'true', TRUST_PROXY_TRUE)
    .transform(parseTrustProxy)
    .refine(
      (v) => v !== null,
      'must be false, a number of proxy hops (e.g. 1) or a comma-separated list of proxy addresses or CIDR ranges',
    )
    .default(false),
  TRAINING_CANCEL_CUTOFF_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 14)
    .optional(),
  STORAGE_URL: z
    .string()
    .regex(
      /^(s3:\/\/[^/?]+|https?:\/\/.+\/[^/?]+\/?)(\?.*)?$/,
      'must be s3://bucket or http(s)://key:secret@host/bucket',
    )
    .optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  SHOPIFY_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  WEBHOOK_ALLOWED_HOSTS: z
    .string()
    .transform(parseAllowedHosts)
    .refine(
      (v) => v !== null,
      'must be a comma-separated list of host:port entries, e.g. hooks.internal:8443,[::1]:9000',
    )
    .optional(),
  NODE_ENV: z.string().optional(),
  ALLOW_DEMO_ACCOUNTS: z.enum(['true', 'false'], 'must be true or false').default('false'),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  APP_VERSION: z.string().max(100).optional(),
  DATABASE_POOL_MAX: wholeNumber(1, 1000, DATABASE_POOL_DEFAULTS.max),
  DATABASE_CONNECT_TIMEOUT_MS: wholeNumber(100, 600_000, DATABASE_POOL_DEFAULTS.connectTimeoutMs),
  DATABASE_STATEMENT_TIMEOUT_MS: wholeNumber(0, 86_400_000, DATABASE_POOL_DEFAULTS.statementTimeoutMs),
  API_KEY_REQUESTS_PER_MINUTE: wholeNumber(1, 1_000_000, 600),
  IMPORT_INVITES_PER_MINUTE: wholeNumber(1, 100_000, 60),
});

export type DatabaseTarget = { engine: 'sqlite'; file: string } | { engine: 'postgres'; url: string; schema?: string };

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseTarget;
  jwtSecret: string;
  publicUrl: string;
  smtpUrl?: string;
  /** Where referral links send their visitors. */
  shopUrl?: string;
  mailFrom: string;
  outboxDir: string;
  logLevel: string;
  webDist: string;
  /** Demo data on a fresh database: auto seeds a new SQLite file only. */
  seedDemo: 'auto' | 'always' | 'never';
  /** Whose X-Forwarded-For entries to believe (sign-in throttling is per client address). */
  trustProxy: TrustProxy;
  /** How many hours before a live class an owner may still cancel or move it (default 24). */
  trainingCancelCutoffHours?: number;
  /** S3-compatible object storage for uploads; unset: local disk under DATA_DIR/uploads. */
  storageUrl?: string;
  /** The bearer token a Prometheus scraper sends for GET /metrics; unset, the page answers 404. */
  metricsToken?: string;
  /** The key Shopify signs its webhooks with (X-Shopify-Hmac-Sha256); unset, the webhook route answers 401. */
  shopifyWebhookSecret?: string;
  /**
   * Outgoing-webhook receivers exempt from the public-address rule, as lower-case `host:port`
   * (WEBHOOK_ALLOWED_HOSTS): on-premises systems and tests. They may also use plain http.
   */
  webhookAllowedHosts?: string[];
  /** Set when NODE_ENV=production: the start checks of seed/production-checks.ts run. */
  production?: ProductionSettings;
  /**
   * After SIGTERM, how long readiness answers 503 while requests are still served in full, before
   * the server stops accepting connections and drains (default 5000; the load balancer's time to notice).
   */
  shutdownGraceMs?: number;
  /** The release the health replies name (APP_VERSION); unset: the build's identity (BUILD_VERSION). */
  version?: string;
  /** Lower argon2 cost; only tests set it. */
  fastHashing?: boolean;
  /** PostgreSQL's pool; unset in tests, which get DATABASE_POOL_DEFAULTS. */
  databasePool?: DatabasePool;
  /** Job queue timing and retries (src/jobs/job-store.ts JOBS_DEFAULTS); tests shorten them. */
  jobs?: Partial<JobsConfig>;
  /** Requests one API key may send a minute, across every process (default 600; decision 114). */
  apiKeyRequestsPerMinute?: number;
  /** Invitations a spreadsheet import sends at most per minute (default 60; decision 123). */
  importInvitesPerMinute?: number;
}

/** What the production start checks need to know. */
export interface ProductionSettings {
  /** ALLOW_DEMO_ACCOUNTS=true: start even while demo accounts keep the public demo password. */
  allowDemoAccounts: boolean;
  /** The settings a production server should have, of JWT_SECRET, SMTP_URL and PUBLIC_URL, left unset. */
  unsetSettings: ProductionSetting[];
}

export const PRODUCTION_SETTINGS = ['JWT_SECRET', 'SMTP_URL', 'PUBLIC_URL'] as const;
export type ProductionSetting = (typeof PRODUCTION_SETTINGS)[number];

/** Timing and retry settings; tests shorten the intervals (config.jobs). */
export interface JobsConfig {
  /** Poll for due jobs in this process; false for a process that only serves requests. */
  workers: boolean;
  pollIntervalMs: number;
  /** Jobs one process runs at once. */
  concurrency: number;
  /** Retries after the first failed attempt, unless a send says otherwise. */
  retryLimit: number;
  /** The first retry waits 1-2 × this; each later one doubles it (exponential backoff with jitter). */
  retryDelaySeconds: number;
  /** A job running longer than this (its process died) counts as a failed attempt and is retried. */
  expireSeconds: number;
}

export class ConfigError extends Error {}

/** Relative paths (DATA_DIR, sqlite:FILE) are taken from the repository root, wherever the command runs. */
export function parseDatabaseUrl(url: string | undefined, dataDir: string): DatabaseTarget {
  if (!url) return { engine: 'sqlite', file: join(dataDir, 'portal.sqlite') };
  if (url.startsWith('sqlite:')) return { engine: 'sqlite', file: resolve(repoRoot, url.slice('sqlite:'.length)) };
  return { engine: 'postgres', url };
}

function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Reads the environment; a bad value throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable counts as unset, as most deployment tools write it.
  const set = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(set);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid configuration: ${String(issue.path[0])} ${issue.message}`);
  }
  const e = parsed.data;
  const dataDir = resolve(repoRoot, e.DATA_DIR ?? 'data');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: parseDatabaseUrl(e.DATABASE_URL, dataDir),
    jwtSecret: e.JWT_SECRET ?? loadOrCreateSecret(dataDir),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    shopUrl: e.SHOP_URL,
    mailFrom: e.MAIL_FROM,
    outboxDir: join(dataDir, 'outbox'),
    logLevel: e.LOG_LEVEL,
    webDist: resolve(e.WEB_DIST ?? join(here, '../../web/dist')),
    seedDemo: e.SEED_DEMO,
    trustProxy: e.TRUST_PROXY!,
    trainingCancelCutoffHours: e.TRAINING_CANCEL_CUTOFF_HOURS,
    storageUrl: e.STORAGE_URL,
    metricsToken: e.METRICS_TOKEN,
    shopifyWebhookSecret: e.SHOPIFY_WEBHOOK_SECRET,
    webhookAllowedHosts: e.WEBHOOK_ALLOWED_HOSTS ?? undefined,
    production:
      e.NODE_ENV === 'production'
        ? {
            allowDemoAccounts: e.ALLOW_DEMO_ACCOUNTS === 'true',
            unsetSettings: PRODUCTION_SETTINGS.filter((name) => e[name] === undefined),
          }
        : undefined,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    version: e.APP_VERSION,
    databasePool: {
      max: e.DATABASE_POOL_MAX,
      connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    },
    apiKeyRequestsPerMinute: e.API_KEY_REQUESTS_PER_MINUTE,
    importInvitesPerMinute: e.IMPORT_INVITES_PER_MINUTE,
  };
}
