import { Migrator, sql, type Migration } from 'kysely';
import { isPostgres, SQLITE_BUSY_TIMEOUT_MS, type Db } from './database.ts';
import { migratePgBossSchema } from './pg-boss-schema.ts';
import * as platform from './migrations/2026-11-22-001-platform.ts';
import * as customerPortal from './migrations/2026-11-22-002-customer-portal.ts';
import * as backOffice from './migrations/2026-11-22-003-back-office.ts';
import * as ownedProductsIndexes from './migrations/2026-11-22-004-owned-products-indexes.ts';
import * as lowercaseContactSearch from './migrations/2026-11-22-005-lowercase-contact-search.ts';
import * as latestOrderIndex from './migrations/2026-11-22-006-latest-order-index.ts';
import * as loginThrottleAccounts from './migrations/2026-11-23-010-login-throttle-accounts.ts';
import * as jobs from './migrations/2026-11-23-020-jobs.ts';
import * as requestLimits from './migrations/2026-11-23-021-request-limits.ts';
import * as contentLanguagesAudience from './migrations/2026-11-23-040-content-languages-audience.ts';
import * as content from './migrations/2026-11-23-060-content.ts';
import * as trainingProgress from './migrations/2026-11-23-070-training-progress.ts';
import * as liveTraining from './migrations/2026-11-23-080-live-training.ts';
import * as referrals from './migrations/2026-11-23-090-referrals.ts';
import * as contactAppointmentsIndex from './migrations/2026-11-23-091-contact-appointments-index.ts';
import * as eventCodeUnique from './migrations/2026-11-23-095-event-code-unique.ts';
import * as idempotencyScope from './migrations/2026-11-26-110-idempotency-scope.ts';
import * as videoProgressStart from './migrations/2026-11-26-111-video-progress-start.ts';
import * as videoPosterIndex from './migrations/2026-11-26-112-video-poster-index.ts';
import * as referralVisitsOnceADay from './migrations/2026-11-26-113-referral-visits-once-a-day.ts';
import * as apiKeys from './migrations/2026-11-26-114-api-keys.ts';
import * as integrationReferences from './migrations/2026-11-26-115-integration-references.ts';
import * as accountChangeNotices from './migrations/2026-11-26-117-account-change-notices.ts';
import * as webhooks from './migrations/2026-11-26-118-webhooks.ts';
import * as referralTotalsBigint from './migrations/2026-11-26-120-referral-totals-bigint.ts';
import * as shopifyWebhooks from './migrations/2026-11-26-121-shopify-webhooks-and-shipment-notices.ts';
import * as searchPrefixIndexes from './migrations/2026-11-26-122-search-prefix-indexes.ts';
import * as customerImports from './migrations/2026-11-26-124-customer-imports.ts';
import * as auditLogReadable from './migrations/2026-11-26-126-audit-log-readable.ts';
import * as videoCaptions from './migrations/2026-11-26-128-video-captions.ts';
import * as progressPerVideo from './migrations/2026-11-26-130-progress-per-video-not-language.ts';
import * as locationTimeZones from './migrations/2026-11-26-132-location-time-zones.ts';

/** Migrations are listed here (not read from disk) so the bundled server carries them. Forward-only: no `down`. */
export const migrations: Record<string, Migration> = {
  '2026-11-22-001-platform': platform,
  '2026-11-22-002-customer-portal': customerPortal,
  '2026-11-22-003-back-office': backOffice,
  '2026-11-22-004-owned-products-indexes': ownedProductsIndexes,
  '2026-11-22-005-lowercase-contact-search': lowercaseContactSearch,
  '2026-11-22-006-latest-order-index': latestOrderIndex,
  '2026-11-23-010-login-throttle-accounts': loginThrottleAccounts,
  '2026-11-23-020-jobs': jobs,
  '2026-11-23-021-request-limits': requestLimits,
  '2026-11-23-040-content-languages-audience': contentLanguagesAudience,
  '2026-11-23-060-content': content,
  '2026-11-23-070-training-progress': trainingProgress,
  '2026-11-23-080-live-training': liveTraining,
  '2026-11-23-090-referrals': referrals,
  '2026-11-23-091-contact-appointments-index': contactAppointmentsIndex,
  '2026-11-23-095-event-code-unique': eventCodeUnique,
  '2026-11-26-110-idempotency-scope': idempotencyScope,
  '2026-11-26-111-video-progress-start': videoProgressStart,
  '2026-11-26-112-video-poster-index': videoPosterIndex,
  '2026-11-26-113-referral-visits-once-a-day': referralVisitsOnceADay,
  '2026-11-26-114-api-keys': apiKeys,
  '2026-11-26-115-integration-references': integrationReferences,
  '2026-11-26-117-account-change-notices': accountChangeNotices,
  '2026-11-26-118-webhooks': webhooks,
  '2026-11-26-120-referral-totals-bigint': referralTotalsBigint,
  '2026-11-26-121-shopify-webhooks-and-shipment-notices': shopifyWebhooks,
  '2026-11-26-122-search-prefix-indexes': searchPrefixIndexes,
  '2026-11-26-124-customer-imports': customerImports,
  '2026-11-26-126-audit-log-readable': auditLogReadable,
  '2026-11-26-128-video-captions': videoCaptions,
  '2026-11-26-130-progress-per-video-not-language': progressPerVideo,
  '2026-11-26-132-location-time-zones': locationTimeZones,
};

/** A fixed key for pg_advisory_lock: every process migrating this database takes the same one. */
const MIGRATION_LOCK = 'owner-portal migrations';

/**
 * Brings the database to the latest schema, the job queue's included, and returns the names of the
 * migrations applied (`log` gets a line for each once it is committed). Replicas starting together
 * on an empty database take turns: the first migrates, the others find nothing left to do.
 */
export async function migrateToLatest(db: Db, log: (line: string) => void = () => {}): Promise<string[]> {
  return isPostgres(db) ? migratePostgres(db, log) : migrateSqlite(db, log);
}

/** PostgreSQL: the whole of it under one advisory lock, each migration in a transaction of its own. */
function migratePostgres(db: Db, log: (line: string) => void): Promise<string[]> {
  return db.connection().execute(async (conn) => {
    // A migration (or the wait for another process's) may outlast DATABASE_STATEMENT_TIMEOUT_MS.
    await sql`set statement_timeout = 0`.execute(conn);
    await sql`select pg_advisory_lock(hashtext(${MIGRATION_LOCK}))`.execute(conn);
    try {
      const applied: string[] = [];
      for (;;) {
        const next = await applyMigrations(conn, 'one');
        if (next.length === 0) break;
        next.forEach((name) => log(`Applied migration ${name}`));
        applied.push(...next);
      }
      const jobQueue = await migratePgBossSchema(conn);
      if (jobQueue) {
        log(`Applied migration ${jobQueue}`);
        applied.push(jobQueue);
      }
      return applied;
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${MIGRATION_LOCK}))`.execute(conn);
      await sql`reset statement_timeout`.execute(conn);
    }
  });
}

/**
 * SQLite: all in one transaction, whose BEGIN IMMEDIATE takes the file's write lock; another process
 * waits for it (Kysely runs SQLite migrations outside any transaction, so they raced).
 */
async function migrateSqlite(db: Db, log: (line: string) => void): Promise<string[]> {
  const applied = await db.connection().execute(async (conn) => {
    // Waiting for another process's migrations may take longer than a write usually does.
    await sql`pragma busy_timeout = 60000`.execute(conn);
    try {
      await sql`begin immediate`.execute(conn);
      try {
        const names = await applyMigrations(conn, 'all');
        await sql`commit`.execute(conn);
        return names;
      } catch (err) {
        await sql`rollback`.execute(conn);
        throw err;
      }
    } finally {
      await sql.raw(`pragma busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`).execute(conn);
    }
  });
  applied.forEach((name) => log(`Applied migration ${name}`));
  return applied;
}

async function applyMigrations(db: Db, count: 'one' | 'all'): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = count === 'one' ? await migrator.migrateUp() : await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
