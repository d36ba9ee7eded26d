// `npm test`: everything CI checks. Steps that do not need each other run side by side (see
// scripts/steps.mjs and docs/performance.md "Test run time"); the first failure stops the run.
// TEST_CAPACITY=1 runs one step at a time, in this order.
// `npm test -- --feature <name>` runs one feature's tests in every suite instead (scripts/feature-steps.mjs).
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { ensureInstalled, ensureTestPrograms } from './bootstrap.mjs';
import { BUILD_MARKER, hashBuildInputs } from './build-inputs.mjs';
import { featureSteps, parseFeatures } from './feature-steps.mjs';
import { runSteps } from './steps.mjs';

const features = parseFeatures(process.argv.slice(2));
const nativeBuild = ensureInstalled({ buildLater: true });
const chromium = ensureTestPrograms();
// Steps that load better-sqlite3 wait for it when this run installed it.
const native = nativeBuild ? [nativeBuild.name] : [];
const vitest = (root) => ['vitest', 'run', '--root', root];
const tsc = (project) => ({ name: `Typecheck: ${project}`, command: 'npx', args: ['tsc', '-p', project] });

/**
 * @type {import('./steps.mjs').Step[]} In the order they start when cores are free. `cpu` is how many
 * cores a step keeps busy: a vitest suite runs two files at once (vitest.workers.ts) and the e2e
 * suite two browsers, so those run beside nothing heavy (two such suites at once made a 20-second
 * test timeout on a loaded machine); lint and each typecheck are one thread.
 */
const everything = [
  ...(nativeBuild ? [nativeBuild] : []),
  // It waits on the database server much of the time and needs no build, so it runs in the
  // background (cpu 0): beside the short steps, then the web suite, rather than holding them back.
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: 'API suite on PostgreSQL',
          command: 'npx',
          args: vitest('apps/server'),
          env: { TEST_ENGINE: 'postgres' },
          after: native,
          cpu: 0,
        },
      ]
    : []),
  {
    name: 'Build',
    command: 'npm',
    args: ['run', 'build'],
    // The API suite runs `npm start`, which then serves this build instead of making another.
    onPass: () => writeFileSync(BUILD_MARKER, hashBuildInputs()),
  },
  { name: 'Lint', command: 'npm', args: ['run', 'lint'] },
  // The boundary rules themselves: each fails on the import it forbids (eslint/boundaries.test.js).
  { name: 'Lint rules', command: 'npx', args: vitest('eslint') },
  tsc('packages/contract'),
  tsc('apps/server'),
  tsc('apps/web'),
  tsc('e2e'),
  { name: 'Unit tests: contract', command: 'npx', args: vitest('packages/contract') },
  { name: 'Unit and component tests: web', command: 'npx', args: vitest('apps/web'), cpu: 2 },
  {
    name: 'API suite on SQLite',
    command: 'npx',
    args: vitest('apps/server'),
    env: { TEST_ENGINE: 'sqlite' },
    after: ['Build', ...native],
    cpu: 2,
  },
  {
    name: 'End-to-end suite in headless Chromium',
    command: 'npx',
    args: ['playwright', 'test', '--config', 'e2e/playwright.config.ts'],
    env: { CHROMIUM_PATH: chromium },
    after: ['Build', ...native],
    cpu: 2,
  },
];

const steps = features ? featureSteps(features, { nativeBuild, chromium }) : everything;
if (!process.env.TEST_DATABASE_URL)
  console.log('(TEST_DATABASE_URL is not set: the API suite will not run on PostgreSQL)\n');
await runSteps(steps, { capacity: Number(process.env.TEST_CAPACITY ?? availableParallelism()) });
console.log(features ? `\n✔ The tests of ${features.join(', ')} passed` : '\n✔ All checks passed');
