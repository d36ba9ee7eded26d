import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/open-database.ts';
import { demoSignInsBanner } from './seed/demo-accounts.ts';
import { seedOnStart } from './seed/seed-on-start.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const { db, fresh } = await openDatabase(config, (line) => console.log(line));
  await seedOnStart(config, db, fresh);
  // Pretty lines in a terminal; JSON (one object a line) for whatever collects a process's output.
  const app = await buildApp(config, { db, ownsDatabase: true, prettyLogs: process.stdout.isTTY === true });
  // Stop accepting, let in-flight requests finish, then close the database (an onClose hook).
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        (err) => {
          app.log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
  const banner = await demoSignInsBanner(db);
  await app.listen({ port: config.port, host: config.host });
  const engine = config.database.engine === 'sqlite' ? `SQLite at ${config.database.file}` : 'PostgreSQL';
  // The addresses actually listened on (HOST=localhost is each of 127.0.0.1 and ::1; PORT=0 is a free port).
  const urls = app
    .addresses()
    .map((a) => (typeof a === 'string' ? a : `http://${a.family === 'IPv6' ? `[${a.address}]` : a.address}:${a.port}`));
  // One write, so whoever watches for the address also has the sign-ins.
  const serving = `Owner Portal is serving on ${urls.join(' and ')} (database: ${engine})`;
  console.log(banner ? `${serving}\n${banner}` : serving);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
