import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { maxWorkers } from '../../vitest.workers.ts';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 20_000,
    maxWorkers,
  },
});
