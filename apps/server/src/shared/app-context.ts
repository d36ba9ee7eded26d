import type { AppConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { FileUrls } from '../plugins/file-urls.ts';
import type { HealthProbe } from '../plugins/health-probe.ts';
import type { JobQueue } from '../jobs/job-types.ts';
import type { Mailer } from '../plugins/mailer.ts';
import type { Metrics } from '../plugins/metrics.ts';
import type { PasswordHasher } from '../plugins/passwords.ts';
import type { Storage } from '../plugins/storage.ts';
import type { TokenService } from '../plugins/tokens.ts';

/** What every feature's routes need, passed in explicitly rather than hung on the Fastify instance. */
export interface AppContext {
  config: AppConfig;
  db: Db;
  health: HealthProbe;
  tokens: TokenService;
  hasher: PasswordHasher;
  /** Background work (mail, reminders): send a job, register its handler (docs/jobs.md). */
  jobs: JobQueue;
  /** Sends at once; features queue mail through `jobs` ('mail.send') instead. */
  mailer: Mailer;
  /** Uploaded files: local disk or S3-compatible (plugins/storage.ts). */
  storage: Storage;
  /** Signed URLs of the files that are not public (decision 112). */
  fileUrls: FileUrls;
  /** Counts what the operator's dashboard shows (GET /metrics). */
  metrics: Metrics;
}
