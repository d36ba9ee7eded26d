import { configDefaults, defineConfig } from 'vitest/config';
import { filesReplacingModules } from '../../vitest.isolation.ts';
import { maxWorkers } from '../../vitest.workers.ts';

// The process tests run what `npm start` runs, the embedded SQLite default; the PostgreSQL run leaves them out.
const sqliteOnly = ['test/server-process.test.ts', 'test/start-and-stop.test.ts', 'test/production-start.test.ts'];
// What PostgreSQL alone does: restarts, terminated connections, refused connections, its prepared statements.
const postgresOnly = ['test/database-restart.test.ts', 'src/jobs/pg-boss-schema.test.ts', 'src/db/postgres-statements.test.ts'];
const exclude = [...configDefaults.exclude, ...(process.env.TEST_ENGINE === 'postgres' ? sqliteOnly : postgresOnly)];

// Each file builds its own app on its own copy of the template database, so files share their
// worker's loaded modules (isolate: false): importing the app again for every file was most of the
// suite's CPU (SQLite 181 s → 95 s, PostgreSQL 220 s → 160 s). A file that mocks a module would be
// isolated in a project of its own; none does today.
const isolated = filesReplacingModules(import.meta.dirname, ['src', 'test']);

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...exclude, ...isolated],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers,
    isolate: false,
    unstubGlobals: true,
    ...(isolated.length > 0
      ? {
          projects: [
            { extends: true, test: { name: 'shared' } },
            { extends: true, test: { name: 'isolated', include: isolated, exclude, isolate: true } },
          ],
        }
      : {}),
  },
});
