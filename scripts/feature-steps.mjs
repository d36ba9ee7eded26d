// `npm test -- --feature <name>`: one feature's tests in every suite, for a developer working on it.
// A feature has one folder name in the contract, the server and the web app; its tests are the unit
// tests in those folders, the API tests in the server's, on SQLite (and on PostgreSQL when
// TEST_DATABASE_URL is set), and the end-to-end tests tagged @<name> (`test(title, { tag: '@name' }, ...)`
// or a `test.describe` with that tag). No lint or typecheck: `npm test` runs everything CI runs.
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './bootstrap.mjs';
import { BUILD_MARKER, buildIsCurrent, hashBuildInputs } from './build-inputs.mjs';

/** Where each suite keeps a feature's folder. */
export const FEATURE_FOLDERS = {
  contract: 'packages/contract/src',
  server: 'apps/server/src/features',
  web: 'apps/web/src/features',
};

/** Every feature: a folder of that name under any of FEATURE_FOLDERS. */
export function knownFeatures() {
  const names = new Set();
  for (const folder of Object.values(FEATURE_FOLDERS)) {
    const dir = join(root, folder);
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir)) if (statSync(join(dir, entry)).isDirectory()) names.add(entry);
  }
  return [...names].sort();
}

/**
 * The features asked for with `--feature <name>` or `--feature=<name>` (repeatable, or comma
 * separated), or null for the whole run. An unknown name or another argument stops with the list.
 */
export function parseFeatures(args) {
  const asked = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--feature' && i + 1 < args.length) asked.push(...args[++i].split(','));
    else if (arg.startsWith('--feature=')) asked.push(...arg.slice('--feature='.length).split(','));
    else fail(`Unknown argument: ${arg}`);
  }
  if (asked.length === 0) return null;
  const known = knownFeatures();
  const unknown = asked.filter((name) => !known.includes(name));
  if (unknown.length > 0) fail(`Unknown feature: ${unknown.join(', ')}`);
  return [...new Set(asked)];
}

function fail(message) {
  console.error(`✖ ${message}\n  Usage: npm test [-- --feature <name>]\n  Features: ${knownFeatures().join(', ')}`);
  process.exit(2);
}

/** The steps that run `features`' tests; `nativeBuild` and `chromium` as `npm test` found them. */
export function featureSteps(features, { nativeBuild, chromium }) {
  const native = nativeBuild ? [nativeBuild.name] : [];
  const label = features.join(', ');
  // A path filter per feature, with its trailing slash so that one name never matches another's start.
  const filters = (folder) => features.map((name) => `${folder.replace(/^.*?\/src/, 'src')}/${name}/`);
  const vitest = (project, folder) => ['vitest', 'run', '--root', project, '--passWithNoTests', ...filters(folder)];
  // A tag ends at a space or the end of the titles Playwright matches (`@sales` is not `@sales-reps`).
  const grep = `@(${features.join('|')})(?![\\w-])`;
  const inputs = hashBuildInputs();
  const build = buildIsCurrent(inputs)
    ? []
    : [
        {
          name: 'Build',
          command: 'npm',
          args: ['run', 'build'],
          onPass: () => writeFileSync(BUILD_MARKER, inputs),
        },
      ];
  console.log(
    `Testing ${label}: unit tests in ${Object.values(FEATURE_FOLDERS).join(', ')} (/${features.join(',')}/), ` +
      `end-to-end tests matching ${grep}${build.length ? '' : ' (the build is up to date with the sources)'}\n`,
  );
  return [
    ...(nativeBuild ? [nativeBuild] : []),
    ...build,
    ...(process.env.TEST_DATABASE_URL
      ? [
          {
            name: `API tests on PostgreSQL: ${label}`,
            command: 'npx',
            args: vitest('apps/server', FEATURE_FOLDERS.server),
            env: { TEST_ENGINE: 'postgres' },
            after: native,
            cpu: 0,
          },
        ]
      : []),
    {
      name: `Unit tests: contract: ${label}`,
      command: 'npx',
      args: vitest('packages/contract', FEATURE_FOLDERS.contract),
    },
    {
      name: `Unit and component tests: web: ${label}`,
      command: 'npx',
      args: vitest('apps/web', FEATURE_FOLDERS.web),
      cpu: 2,
    },
    {
      name: `API tests on SQLite: ${label}`,
      command: 'npx',
      args: vitest('apps/server', FEATURE_FOLDERS.server),
      env: { TEST_ENGINE: 'sqlite' },
      after: native,
      cpu: 2,
    },
    {
      name: `End-to-end tests: ${label}`,
      command: 'npx',
      args: ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--grep', grep, '--pass-with-no-tests'],
      env: { CHROMIUM_PATH: chromium },
      after: [...build.map((step) => step.name), ...native],
      cpu: 2,
    },
  ];
}
