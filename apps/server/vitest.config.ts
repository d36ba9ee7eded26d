import { configDefaults, defineConfig } from 'vitest/config';
import { maxWorkers } from '../../vitest.workers.ts';

// The process tests run what `npm start` runs, the embedded SQLite default; the PostgreSQL run leaves them out.
const sqliteOnly = ['test/server-process.test.ts', 'test/start-and-stop.test.ts'];

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(process.env.TEST_ENGINE === 'postgres' ? sqliteOnly : [])],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers,
  },
});
