// `npm run db:backup -- DIR`: writes a backup of the configured database and the local uploads into
// the new directory DIR (the format: src/cli/backup.ts). Safe while the server is serving.
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { BackupError } from './backup-error.ts';
import { writeBackup } from './backup.ts';

const [dir, ...rest] = process.argv.slice(2);
if (!dir || rest.length > 0 || dir.startsWith('-')) {
  console.error('Usage: npm run db:backup -- DIR   (DIR must be new or empty)');
  process.exit(1);
}
// npm runs the script in apps/server; DIR is where the person typed it.
const target = resolve(process.env.INIT_CWD ?? process.cwd(), dir);
try {
  const config = loadConfig();
  const manifest = await writeBackup(config, target);
  console.log(
    `Backed up the ${manifest.engine} database${manifest.uploads === 'local' ? ' and the uploads' : ''} to ${target}`,
  );
  if (manifest.uploads === 's3')
    console.log(
      'Uploads live in the S3 bucket of STORAGE_URL: back the bucket up with your storage provider (versioning or replication).',
    );
} catch (err) {
  if (!(err instanceof BackupError || err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exitCode = 1;
}
