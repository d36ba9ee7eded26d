import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { firstScreenChunks } from './build/chunks.ts';
import { directImports } from './build/direct-imports.ts';
import { firstPaint } from './build/first-paint.ts';
import { firstScreenPreloads } from './build/first-screen-preload.ts';
import { mantineStyles } from './build/mantine-styles.ts';
import { precompress } from './build/precompress.ts';
import { keepPreviousAssets } from './build/previous-assets.ts';

const chunks = firstScreenChunks(import.meta.dirname);

export default defineConfig({
  plugins: [
    react(),
    mantineStyles(import.meta.dirname),
    directImports(),
    chunks.plugin,
    firstScreenPreloads(),
    firstPaint(import.meta.dirname),
    keepPreviousAssets(),
    precompress(),
  ],
  // Texts are plain data: `JSON.parse` of one string, without a named export per key (smaller, and
  // parsed faster than the same object as code).
  json: { stringify: true, namedExports: false },
  build: {
    outDir: 'dist',
    // The previous build's assets stay for one release (build/previous-assets.ts prunes older ones).
    emptyOutDir: false,
    manifest: true,
    // One style sheet, linked from the page: each area's own small sheet was one more request
    // sharing a first visit's six connections with the scripts; the whole app's styles are 33 KB brotli.
    cssCodeSplit: false,
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting: chunks.codeSplitting } },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
