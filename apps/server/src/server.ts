import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/open-database.ts';
import { createPasswordHasher } from './plugins/passwords.ts';
import { demoSignInsBanner } from './seed/demo-accounts.ts';
import { checkProductionStart } from './seed/production-checks.ts';
import { seedOnStart } from './seed/seed-on-start.ts';

/**
 * SIGTERM or SIGINT: readiness answers 503 at once while every request is still served in full, so
 * the load balancer takes this process out of rotation; after SHUTDOWN_GRACE_MS the server stops
 * accepting, lets in-flight requests finish (plugins/graceful-close.ts), closes the database (an
 * onClose hook) and exits. A second signal cuts the grace short.
 */
function stopOnSignals(app: FastifyInstance, graceMs: number): void {
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    ));
  let grace: NodeJS.Timeout | undefined;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (grace) {
        clearTimeout(grace);
        void close();
        return;
      }
      app.log.info({ signal, graceMs }, 'shutting down: not ready from now on, draining after the grace period');
      app.stopReadiness();
      grace = setTimeout(close, graceMs);
    });
  }
}

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
  if (config.production) {
    const { refusal, warnings } = await checkProductionStart(config.production, db, await createPasswordHasher());
    for (const warning of warnings) console.warn(warning);
    if (refusal) {
      console.error(refusal);
      await db.destroy();
      process.exit(1);
    }
  }
  // Pretty lines in a terminal; JSON (one object a line) for whatever collects a process's output.
  const app = await buildApp(config, { db, ownsDatabase: true, prettyLogs: process.stdout.isTTY === true });
  stopOnSignals(app, config.shutdownGraceMs ?? 0);
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
