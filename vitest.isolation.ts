import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A test file that replaces a module (vi.mock and the like) needs a module graph of its own. */
const REPLACES_MODULES = /\bvi\.(mock|doMock|unmock|doUnmock|resetModules)\b/;

/**
 * The test files under `root`'s `dirs` that replace a module, as paths from `root`. Every other
 * file shares its worker's environment and loaded modules with the files before it (`isolate:
 * false`): loading them again for each file cost more than the tests themselves (docs/performance.md
 * "Test run time"). Read from the files, so a new file that mocks a module is isolated without a
 * list to keep.
 */
export function filesReplacingModules(root: string, dirs: readonly string[]): string[] {
  return dirs.flatMap((dir) =>
    existsSync(join(root, dir))
      ? readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
          .filter((file) => /\.test\.tsx?$/.test(file))
          .filter((file) => REPLACES_MODULES.test(readFileSync(join(root, dir, file), 'utf8')))
          .map((file) => `${dir}/${file.split('\\').join('/')}`)
      : [],
  );
}
