// Shared by `npm start` and `npm test`: install what is missing, run steps, find Chromium.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
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

/** Runs `npm ci` when node_modules is missing or the lockfile changed since the last install. */
export function ensureInstalled() {
  const lock = readFileSync(join(root, 'package-lock.json'));
  const hash = createHash('sha256').update(lock).digest('hex');
  const marker = join(root, 'node_modules', '.installed-lock-hash');
  if (existsSync(marker) && readFileSync(marker, 'utf8') === hash) return;
  runOrExit('Installing dependencies (npm ci)', 'npm', ['ci', '--no-audit', '--no-fund']);
  writeFileSync(marker, hash);
}

function onPath(name) {
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

/** CHROMIUM_PATH, or `chromium` on PATH; as root on Debian it installs the package; otherwise it says how. */
export function ensureChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  const found = onPath('chromium') ?? onPath('chromium-browser');
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    runOrExit('Installing Chromium (apt-get)', 'sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium']);
    const installed = onPath('chromium');
    if (installed) return installed;
  }
  console.error(
    'No Chromium found. Install it (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROMIUM_PATH to its executable.',
  );
  process.exit(1);
}
