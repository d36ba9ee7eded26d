import { Migrator, type Migration } from 'kysely';
import type { Db } from './database.ts';
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

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
