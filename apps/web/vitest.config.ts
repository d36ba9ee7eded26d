import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { maxWorkers } from '../../vitest.workers.ts';

const include = ['src/**/*.test.{ts,tsx}'];

/**
 * Test files that replace modules (vi.mock and the like) need a module graph of their own; every
 * other file shares its worker's jsdom and loaded modules with the files before it. Isolating each
 * file cost more than its tests: creating jsdom, loading the set-up file and importing React, Mantine
 * and the app again, 217 s of a 217 s run against 45 s shared (docs/performance.md "Test run time").
 * Globals a test stubs are put back before the next test, so a fetch stub never reaches another file.
 * Read from the files themselves, so a new file that mocks a module is isolated without a list to keep.
 */
const REPLACES_MODULES = /\bvi\.(mock|doMock|unmock|doUnmock|resetModules)\b/;
const src = join(import.meta.dirname, 'src');
const isolated = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file) && REPLACES_MODULES.test(readFileSync(join(src, file), 'utf8')))
  .map((file) => `src/${file.split('\\').join('/')}`);

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
      { extends: true, test: { name: 'isolated', include: isolated } },
    ],
  },
});
