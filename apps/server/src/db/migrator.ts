import { Migrator, sql, type Migration } from 'kysely';
import { isPostgres, type Db } from './database.ts';
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

/** Migrations are listed here (not read from disk) so the bundled server carries them. Forward-only: no `down`. */
const migrations: Record<string, Migration> = {
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
};

/** A fixed key for pg_advisory_lock: every process migrating this database takes the same one. */
const MIGRATION_LOCK = 'owner-portal migrations';

/**
 * Brings the database to the latest schema, the job queue's included, and returns the names of the
 * migrations applied (`log` gets a line as each is committed). On PostgreSQL the whole of it runs
 * under one advisory lock, so replicas starting together on an empty database take turns: the first
 * migrates, the others find nothing left to do. On SQLite each migration's transaction takes the
 * file's write lock (BEGIN IMMEDIATE), which does the same.
 */
export async function migrateToLatest(db: Db, log: (line: string) => void = () => {}): Promise<string[]> {
  if (!isPostgres(db)) return applyMigrations(db, log);
  return db.connection().execute(async (conn) => {
    // A migration (or the wait for another process's) may outlast DATABASE_STATEMENT_TIMEOUT_MS.
    await sql`set statement_timeout = 0`.execute(conn);
    await sql`select pg_advisory_lock(hashtext(${MIGRATION_LOCK}))`.execute(conn);
    try {
      const applied = await applyMigrations(conn, log);
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

/** One migration per transaction, so each line logged is a migration committed. */
async function applyMigrations(db: Db, log: (line: string) => void): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const applied: string[] = [];
  for (;;) {
    const { error, results } = await migrator.migrateUp();
    if (error) throw error instanceof Error ? error : new Error(String(error));
    const done = (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
    if (done.length === 0) return applied;
    for (const name of done) log(`Applied migration ${name}`);
    applied.push(...done);
  }
}
