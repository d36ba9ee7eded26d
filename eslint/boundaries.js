// The architecture as lint rules (docs/architecture.md "Boundaries"): layers point one way, a
// feature is reached only through its front door `features/<name>/<name>.feature.ts(x)`, and no
// import cycle. A boundary crossed is a build failure, not a review comment.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = 'apps/server/src';
const WEB = 'apps/web/src';
const CONTRACT = 'packages/contract/src';

const dirsIn = (path) =>
  readdirSync(join(ROOT, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * Each app's layers, lowest first: a layer may import its own and lower layers only. The server's
 * harness (`test/`, `bench/`) sits above the app it drives.
 */
export const LAYERS = {
  server: [
    ['config', [`${SERVER}/config.ts`]],
    ['db', [`${SERVER}/db`]],
    ['jobs', [`${SERVER}/jobs`]],
    ['plugins', [`${SERVER}/plugins`]],
    ['shared', [`${SERVER}/shared`]],
    ['features', [`${SERVER}/features`]],
    ['app', [`${SERVER}/app.ts`, `${SERVER}/server.ts`, `${SERVER}/cli`, `${SERVER}/seed`, `${SERVER}/platform.test.ts`]],
    ['harness', ['apps/server/test', 'apps/server/bench']],
  ],
  web: [
    ['shared', [`${WEB}/shared`]],
    ['features', [`${WEB}/features`]],
    ['app', [`${WEB}/app`, `${WEB}/main.tsx`]],
  ],
};

/** `forTests`: a test may also use what sits above its layer (the app it builds, the harness). */
function layerZones(app, { forTests = false } = {}) {
  const all = LAYERS[app];
  const layers = forTests ? all.slice(0, all.findIndex(([name]) => name === 'features') + 1) : all;
  const names = layers.map(([name]) => name).join(' → ');
  return layers.slice(0, -1).map(([name, target], index) => {
    const higher = layers.slice(index + 1);
    return {
      target,
      from: higher.flatMap(([, paths]) => paths),
      message: `${app} ${name} may not import from ${higher.map(([n]) => n).join(' or ')}: layers point one way (${names}).`,
    };
  });
}

/**
 * Code outside a feature reaches it only through its front door; the rest is the feature's own.
 * `outside` is every other place of the app that may import features.
 */
function featureZones(featuresPath, outside) {
  const features = dirsIn(featuresPath);
  return features.map((name) => ({
    target: [...features.filter((other) => other !== name).map((other) => `${featuresPath}/${other}`), ...outside],
    from: `${featuresPath}/${name}`,
    except: [`./${name}.feature.ts`, `./${name}.feature.tsx`],
    message: `Use what the ${name} feature exports from features/${name}/${name}.feature.ts(x); the rest of it is private.`,
  }));
}

/** The contract's shared modules (its top-level files) are below its feature folders. */
function contractZones() {
  return [
    {
      target: `${CONTRACT}/*.ts`,
      from: dirsIn(CONTRACT).map((name) => `${CONTRACT}/${name}`),
      message: 'A shared contract module may not import a feature folder of the contract.',
    },
  ];
}

export const boundaryZones = ({ forTests = false } = {}) => [
  ...layerZones('server', { forTests }),
  ...layerZones('web', { forTests }),
  // A test outside every feature (the app's, the harness) may drive a feature's pages and queries.
  ...featureZones(`${SERVER}/features`, forTests ? [] : [
    `${SERVER}/app.ts`,
    `${SERVER}/server.ts`,
    `${SERVER}/cli`,
    `${SERVER}/seed`,
    'apps/server/test',
    'apps/server/bench',
  ]),
  ...featureZones(`${WEB}/features`, forTests ? [] : [`${WEB}/app`, `${WEB}/main.tsx`, `${WEB}/test`]),
  ...(forTests ? [] : contractZones()),
];

const TESTS = ['**/*.test.{ts,tsx}', '**/*-test-helpers.ts'];
const CODE = ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'];

export const boundaries = [
  {
    files: CODE,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
      // Without these, the rules read no TypeScript module they import, and find no cycle through one.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: CODE,
    ignores: TESTS,
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: boundaryZones() }] },
  },
  {
    files: TESTS,
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: boundaryZones({ forTests: true }) }] },
  },
];
