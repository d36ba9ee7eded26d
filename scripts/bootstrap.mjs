// Shared by `npm start` and `npm test`: install what is missing, run steps, find Chromium.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  });
  return result.status ?? 1;
}

export function runOrExit(label, command, args, options) {
  console.log(`\n▶ ${label}`);
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`✖ ${label} failed (exit ${status})`);
    process.exit(status);
  }
}

/**
 * The one dependency built from source at install: better-sqlite3 (its binaries are on GitHub, which
 * this project's machines cannot reach). The other install scripts (esbuild, argon2, sharp) only
 * check for the binaries their npm packages already bring, so they are skipped.
 */
const BUILT_FROM_SOURCE = ['better-sqlite3'];
export const NATIVE_BUILD_STEP = 'Build the SQLite driver (better-sqlite3)';

/**
 * Runs `npm ci` when node_modules is missing or the lockfile changed since the last install. With
 * `buildLater`, the 70-second compile of better-sqlite3 is returned as a step for `npm test` to run
 * beside the steps that do not load it (lint, typechecks, build, web tests); the install counts as
 * done once that step passed. Returns null when nothing was to be built.
 */
export function ensureInstalled({ buildLater = false } = {}) {
  const lock = readFileSync(join(root, 'package-lock.json'));
  const hash = createHash('sha256').update(lock).digest('hex');
  const marker = join(root, 'node_modules', '.installed-lock-hash');
  if (existsSync(marker) && readFileSync(marker, 'utf8') === hash) return null;
  runOrExit('Installing dependencies (npm ci)', 'npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund']);
  const installed = () => writeFileSync(marker, hash);
  const build = { name: NATIVE_BUILD_STEP, command: 'npm', args: ['rebuild', ...BUILT_FROM_SOURCE], onPass: installed };
  if (buildLater) return build;
  runOrExit(build.name, build.command, build.args);
  installed();
  return null;
}

function onPath(name) {
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

/**
 * The programs the tests drive, by the Debian package that brings them: Chromium for the end-to-end
 * suite, and poppler's pdftotext, the PDF reader that checks the warranty PDF opens and says what it
 * should (API and e2e suites).
 */
const TEST_PROGRAMS = [
  { names: ['chromium', 'chromium-browser'], pkg: 'chromium' },
  { names: ['pdftotext'], pkg: 'poppler-utils' },
];

/**
 * Makes sure the test programs are on PATH: as root on Debian it installs the missing packages in one
 * apt-get run; otherwise it says how. Returns Chromium's path (CHROMIUM_PATH when set).
 */
export function ensureTestPrograms() {
  const chromiumSet = process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH);
  const find = ({ names }) => names.map(onPath).find(Boolean) ?? null;
  const missing = TEST_PROGRAMS.filter((p) => !(p.pkg === 'chromium' && chromiumSet) && !find(p));
  if (missing.length > 0) {
    const packages = missing.map((p) => p.pkg).join(' ');
    if (process.getuid?.() === 0 && existsSync('/etc/debian_version'))
      runOrExit(`Installing ${packages} (apt-get)`, 'sh', [
        '-c',
        `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`,
      ]);
    const still = missing.filter((p) => !find(p));
    if (still.length > 0) {
      console.error(
        `Missing ${still.map((p) => p.names[0]).join(' and ')}. Install ${still.map((p) => p.pkg).join(' ')} ` +
          '(Debian/Ubuntu: `sudo apt-get install ...`); Chromium may also be named by CHROMIUM_PATH.',
      );
      process.exit(1);
    }
  }
  return chromiumSet ? process.env.CHROMIUM_PATH : find(TEST_PROGRAMS[0]);
}
