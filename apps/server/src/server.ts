import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/open-database.ts';
import { demoSignInsBanner } from './seed/demo-accounts.ts';

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
  const { db } = await openDatabase(config);
  const app = await buildApp(config, { db, ownsDatabase: true });
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
  // One write, so whoever watches for the address also has the sign-ins.
  const serving = `Owner Portal is serving on http://localhost:${config.port} (database: ${engine})`;
  console.log(banner ? `${serving}\n${banner}` : serving);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
