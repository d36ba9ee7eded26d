import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { filesReplacingModules } from '../../vitest.isolation.ts';
import { maxWorkers } from '../../vitest.workers.ts';

const include = ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'];
// Files that mock a module get a module graph of their own; the rest share their worker's jsdom and
// loaded modules (217 s → 45 s for the suite alone). Globals a test stubs are put back before the
// next test, so a fetch stub never reaches another file.
const isolated = filesReplacingModules(import.meta.dirname, ['src']);

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    testTimeout: 20_000,
    maxWorkers,
    projects: [
      { extends: true, test: { name: 'shared', include, exclude: isolated, isolate: false, unstubGlobals: true } },
      ...(isolated.length > 0 ? [{ extends: true as const, test: { name: 'isolated', include: isolated } }] : []),
    ],
  },
});
