import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';
import type { TraceMode } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;

// One fresh database and data directory per run; workers inherit the runner's environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'owner-portal-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

/** The system Chromium (never a downloaded browser): CHROMIUM_PATH, else `chromium` on PATH. */
function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim();
  } catch {
    return '/usr/bin/chromium';
  }
}

function traceMode(): TraceMode {
  const asked = process.env.E2E_TRACE ?? 'off';
  const modes: TraceMode[] = [
    'off',
    'on',
    'retain-on-failure',
    'on-first-retry',
    'on-all-retries',
    'retain-on-first-failure',
  ];
  if (!modes.includes(asked as TraceMode)) throw new Error(`E2E_TRACE must be one of ${modes.join(', ')}`);
  return asked as TraceMode;
}

export default defineConfig({
  testDir: './tests',
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  timeout: 45_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    // Off unless asked for (E2E_TRACE=retain-on-failure): recording a trace's screencast and DOM
    // snapshots for every test took 40 % of the suite's time on two cores, and CI keeps only the log.
    trace: traceMode(),
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node ../apps/server/dist/server.js',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(dataDir, 'portal.sqlite')}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Serve a web build other than apps/web/dist, e.g. while another build is rewriting it.
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    },
  },
});
