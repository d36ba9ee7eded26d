/**
 * A second process working the same job queue (src/jobs/job-queue.test.ts): runs `mail.send` jobs
 * from the database named in argv, appending "<pid> <job id>" to the file in argv for each, until SIGTERM.
 */
import { appendFileSync } from 'node:fs';
import type { DatabaseTarget } from '../src/config.ts';
import { createDatabase } from '../src/db/database.ts';
import { createJobQueue } from '../src/jobs/job-queue.ts';

const [target, runsFile] = [JSON.parse(process.argv[2]!) as DatabaseTarget, process.argv[3]!];
const db = createDatabase(target, { poolSize: 3 });
const jobs = createJobQueue(db, console, { pollIntervalMs: 10, concurrency: 2 });
jobs.register('mail.send', async (_data, job) => {
  appendFileSync(runsFile, `${process.pid} ${job.id}\n`);
  await new Promise((r) => setTimeout(r, 15));
});
await jobs.start();
console.log('worker ready');
process.once('SIGTERM', () => {
  void jobs.stop().then(async () => {
    await db.destroy();
    process.exit(0);
  });
});
