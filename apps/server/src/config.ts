import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { JobsConfig } from './jobs/job-store.ts';

const here = dirname(fileURLToPath(import.meta.url));
/** The repository root, from both src/ (tsx) and dist/ (the bundle). */
export const repoRoot = resolve(here, '../../..');

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
  MAIL_FROM: z.string().min(3).default('Owner Portal <no-reply@owner-portal.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().min(1).optional(),
  SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  STORAGE_URL: z
    .string()
    .regex(
      /^(s3:\/\/[^/?]+|https?:\/\/.+\/[^/?]+\/?)(\?.*)?$/,
      'must be s3://bucket or http(s)://key:secret@host/bucket',
    )
    .optional(),
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
  mailFrom: string;
  outboxDir: string;
  logLevel: string;
  webDist: string;
  /** Demo data on a fresh database: auto seeds a new SQLite file only. */
  seedDemo: 'auto' | 'always' | 'never';
  /** Believe X-Forwarded-For (only behind a load balancer that sets it). */
  trustProxy: boolean;
  /** S3-compatible object storage for uploads; unset: local disk under DATA_DIR/uploads. */
  storageUrl?: string;
  /** Lower argon2 cost; only tests set it. */
  fastHashing?: boolean;
  /** Job queue timing and retries (src/jobs/job-store.ts JOBS_DEFAULTS); tests shorten them. */
  jobs?: Partial<JobsConfig>;
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
    mailFrom: e.MAIL_FROM,
    outboxDir: join(dataDir, 'outbox'),
    logLevel: e.LOG_LEVEL,
    webDist: resolve(e.WEB_DIST ?? join(here, '../../web/dist')),
    seedDemo: e.SEED_DEMO,
    trustProxy: e.TRUST_PROXY === 'true',
    storageUrl: e.STORAGE_URL,
  };
}
