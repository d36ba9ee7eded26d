// `npm run db:restore -- DIR [--yes]`: replaces the configured database and the local uploads with a
// backup of `npm run db:backup`. Stop the server first; without --yes it asks in a terminal, or refuses.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { BackupError } from './backup-error.ts';
import { readBackup, restoreBackup } from './backup.ts';
import { ask, canPrompt } from './prompt.ts';

const USAGE = 'Usage: npm run db:restore -- DIR [--yes]   (DIR: a backup of npm run db:backup; stop the server first)';

let args;
try {
  args = parseArgs({ options: { yes: { type: 'boolean', default: false } }, allowPositionals: true });
} catch (err) {
  console.error(`${(err as Error).message}\n${USAGE}`);
  process.exit(1);
}
if (args.positionals.length !== 1) {
  console.error(USAGE);
  process.exit(1);
}
const source = resolve(process.env.INIT_CWD ?? process.cwd(), args.positionals[0]!);

try {
  const config = loadConfig();
  const manifest = await readBackup(config, source);
  const where = config.database.engine === 'sqlite' ? config.database.file : 'the PostgreSQL database of DATABASE_URL';
  const what = `${where}${manifest.uploads === 'local' && !config.storageUrl ? ` and ${config.dataDir}/uploads` : ''}`;
  const replacing = `Restoring replaces ${what} with the backup of ${manifest.created_at}; stop the server first.`;
  if (!args.values.yes) {
    if (!canPrompt()) throw new BackupError(`${replacing} Run again with --yes to do it.`);
    if ((await ask(`${replacing}\nType yes to continue: `)).trim().toLowerCase() !== 'yes')
      throw new BackupError('Nothing was restored.');
  }
  await restoreBackup(config, source, manifest);
  console.log(`Restored ${what} from the backup of ${manifest.created_at}.`);
  if (manifest.uploads === 's3' || config.storageUrl)
    console.log('Uploads in S3 are not part of the backup: restore the bucket with your storage provider if needed.');
} catch (err) {
  if (!(err instanceof BackupError || err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exitCode = 1;
}
