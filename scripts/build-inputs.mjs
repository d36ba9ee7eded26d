// What the production build is made from; `npm start` rebuilds only when this changed.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root } from './bootstrap.mjs';

const INPUTS = [
  'package-lock.json',
  'packages/contract/package.json',
  'packages/contract/src',
  'apps/web/package.json',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/postcss.config.mjs',
  'apps/web/build',
  'apps/web/public',
  'apps/web/src',
  'apps/server/package.json',
  'apps/server/build.mjs',
  'apps/server/src',
];
// Tests are not part of the build; editing one should not cost a rebuild.
const isTest = (path) => /\.test\.[cm]?[jt]sx?$/.test(path) || path.includes('/test/');

function* files(path) {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path).sort()) yield* files(join(path, entry));
}

/** A hash of the name and content of every build input (a checkout changes mtimes, not content). */
export function hashBuildInputs() {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(join(root, input))) {
      const name = relative(root, file);
      if (isTest(name)) continue;
      hash.update(`${name}\0`).update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

/** Written after a build that `npm start` ran; the outputs it stands for must exist too. */
export const BUILD_MARKER = join(root, 'apps/server/dist/build-inputs.sha256');
export const BUILD_OUTPUTS = [join(root, 'apps/web/dist/index.html'), join(root, 'apps/server/dist/server.js')];

/**
 * Whether the build in dist/ was made from these sources (`inputs`, a hashBuildInputs()): the marker
 * says so, and no output is newer than it (a build made since by hand may be of other sources).
 */
export function buildIsCurrent(inputs) {
  const built =
    existsSync(BUILD_MARKER) &&
    BUILD_OUTPUTS.every((file) => existsSync(file) && statSync(file).mtimeMs <= statSync(BUILD_MARKER).mtimeMs);
  return built && readFileSync(BUILD_MARKER, 'utf8') === inputs;
}
