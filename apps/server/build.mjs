import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// Workspace packages ship TypeScript source, so they are bundled; everything from npm stays external.
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@owner-portal/'));

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
console.log('server built: apps/server/dist/server.js');
