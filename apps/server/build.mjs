import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// Workspace packages ship TypeScript source, so they are bundled; everything from npm stays external.
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@owner-portal/'));

/** The build's identity for the health replies: APP_VERSION, else the commit, else when it was built. */
function buildVersion() {
  if (process.env.APP_VERSION) return process.env.APP_VERSION;
  try {
    return execFileSync('git', ['describe', '--always', '--dirty'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return `built-${new Date().toISOString()}`;
  }
}

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
  define: { __BUILD_VERSION__: JSON.stringify(buildVersion()) },
});
console.log('server built: apps/server/dist/server.js');
