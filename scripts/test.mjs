// `npm test`: everything CI checks, in order, stopping at the first failure.
import { writeFileSync } from 'node:fs';
import { ensureChromium, ensureInstalled, runOrExit } from './bootstrap.mjs';
import { BUILD_MARKER, hashBuildInputs } from './build-inputs.mjs';

ensureInstalled();
runOrExit('Lint', 'npm', ['run', 'lint']);
runOrExit('Typecheck', 'npm', ['run', 'typecheck']);
runOrExit('Unit tests: contract', 'npx', ['vitest', 'run', '--root', 'packages/contract']);
runOrExit('Unit and component tests: web', 'npx', ['vitest', 'run', '--root', 'apps/web']);
runOrExit('Build', 'npm', ['run', 'build']);
// The API suite runs `npm start`, which then serves this build instead of making another.
writeFileSync(BUILD_MARKER, hashBuildInputs());
runOrExit('API suite on SQLite', 'npx', ['vitest', 'run', '--root', 'apps/server'], { env: { TEST_ENGINE: 'sqlite' } });
if (process.env.TEST_DATABASE_URL) {
  runOrExit('API suite on PostgreSQL', 'npx', ['vitest', 'run', '--root', 'apps/server'], { env: { TEST_ENGINE: 'postgres' } });
} else {
  console.log('\n(TEST_DATABASE_URL is not set: the API suite did not run on PostgreSQL)');
}
const chromium = ensureChromium();
runOrExit('End-to-end suite in headless Chromium', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
  env: { CHROMIUM_PATH: chromium },
});
console.log('\n✔ All checks passed');
